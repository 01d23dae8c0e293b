// The player's crypto and sync live in the channel worker (src/worker): its
// calls, its live socket. When the worker dies (here it closes itself, as a
// worker the browser stopped), the page starts a fresh one, the socket comes
// back on it, and what was missed meanwhile is fetched again: an operator's
// message sent while no worker ran reaches the player, and one sent after the
// restart arrives live, all without a reload.
import { expect, test, type APIRequestContext, type Page, type Worker } from '@playwright/test';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { sealed } from './support/api';
import { registerPlayer, uniqueIpHeaders } from './support/players';

const channelWorker = (page: Page): Worker | undefined => page.workers().find((w) => w.url().includes('channel.worker'));

async function message(request: APIRequestContext, to: string, title: string) {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const L = (text: string) => ({ en: text, zh: `${text} zh`, ms: `${text} ms` });
  await sealed(request, 'post', 'admin/inbox', { to, kind: 'others', title: L(title), desc: L(`${title}, in full`) }, token);
}

test('a dead channel worker is replaced: the socket comes back and nothing sent meanwhile is lost', async ({ page, request }) => {
  test.slow(); // the supervisor's ping turns (4 s each) tell a dead worker, then start the next
  await page.context().setExtraHTTPHeaders(uniqueIpHeaders());
  const player = await registerPlayer(request);
  await page.goto('/login');
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // A marker on window: a reload would take it away.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: number }).liveMarker = 1;
  });
  const badge = page.getByTestId('unread-badge');
  const unread = async () => Number((await badge.count()) ? await badge.textContent() : 0);
  const before = await unread();

  const first = channelWorker(page);
  expect(first, 'the channel worker runs').toBeDefined();
  await first?.evaluate(() => self.close());
  // Gone: the socket it held went with it.
  await expect.poll(() => channelWorker(page) !== first).toBe(true);
  await message(request, player.uid, 'While the worker was gone');
  await expect.poll(unread, { timeout: 30_000 }).toBe(before + 1);
  expect(channelWorker(page), 'a fresh channel worker').toBeDefined();

  await message(request, player.uid, 'After the restart');
  await expect.poll(unread, { timeout: 10_000 }).toBe(before + 2);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
});
