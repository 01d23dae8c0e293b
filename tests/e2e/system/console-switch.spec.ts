// The operator signs in, switches a game off and on (players see it in the
// refresh data's playRec), posts to one player (their unread count goes up)
// and signs out. Every game is played by some parallel spec, so this runs in
// the serial system project, after them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../../../contract/routes';
import type { RefreshData } from '../../../contract/schemas/refresh';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { signInConsole } from '../support/console';
import { registerPlayer } from '../support/players';

const GAME = { slug: 'rock-scissor-paper', key: 'ROCKSCISSORPAPER' } as const;

async function refresh(request: APIRequestContext, token?: string): Promise<RefreshData> {
  const res = await request.get(`/api/${token ? API.player : API.vips}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.ok()).toBe(true);
  return (await res.json()) as RefreshData;
}

test('the operator signs in, switches a game off and on, posts to a player, signs out', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const unreadBefore = (await refresh(request, player.token)).inboxs.unreadCount;

  await signInConsole(page);
  await expect(page.getByTestId('console-who')).toContainText(DEMO_OPERATOR.username);
  // The operator token lives in this tab's sessionStorage only: no cookie carries it.
  expect((await page.context().cookies()).map((c) => c.value).join(' ')).not.toMatch(/console/);
  expect(await page.evaluate(() => sessionStorage.getItem('vip.console.operator'))).toContain('"role":"admin"');

  // The dashboard opens first; the game switches are on the system tab.
  await page.getByTestId('console-tab-system').click();
  const toggle = page.getByTestId(`console-game-switch-${GAME.slug}`);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect((await refresh(request)).playRec[GAME.key].mtn).toBe(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect((await refresh(request)).playRec[GAME.key].mtn).toBe(0);

  await page.getByTestId('console-tab-inbox').click();
  await page.getByTestId('console-inbox-uid').fill(player.uid);
  for (const lang of ['en', 'zh', 'ms']) {
    await page.getByTestId(`console-inbox-title-${lang}`).fill(`Welcome (${lang})`);
    await page.getByTestId(`console-inbox-desc-${lang}`).fill(`Glad to have you (${lang})`);
  }
  await page.getByTestId('console-inbox-send').click();
  await expect(page.getByTestId('console-inbox').getByRole('status')).toContainText('Sent');
  expect((await refresh(request, player.token)).inboxs.unreadCount).toBe(unreadBefore + 1);

  await page.getByTestId('console-tab-audit').click();
  await expect(page.getByTestId('console-audit')).toContainText('inbox.post');

  await page.getByTestId('console-logout').click();
  await expect(page.getByTestId('console-login')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('vip.console.operator'))).toBeNull();
});
