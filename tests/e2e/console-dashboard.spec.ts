// The operator console on a desktop (1280x800): the dashboard opens first
// with times in GMT+8 as players see them, and the redemption queue is
// worked by deadline, the oldest first, each row with its time left or, once
// the 24-hour promise has passed, how late it is.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../../contract/routes';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { sealed } from './support/api';
import { signInConsole } from './support/console';
import { verifyPlayer } from './support/games';
import { registerPlayer, type RegisteredPlayer } from './support/players';

test.use({ viewport: { width: 1280, height: 800 } });

const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/;

async function pendingRedemption(request: APIRequestContext, operatorToken: string): Promise<RegisteredPlayer> {
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 50, reason: 'e2e dashboard' }, operatorToken);
  await sealed(request, 'post', API.redeem, { coins: 50, idempotencyKey: randomUUID() }, player.token);
  return player;
}

test('the dashboard opens first, and the queue runs by deadline with the overdue flagged', async ({ page, request }) => {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const first = await pendingRedemption(request, token);
  const second = await pendingRedemption(request, token);

  await signInConsole(page);
  const dashboard = page.getByTestId('console-dashboard');
  await expect(dashboard).toBeVisible();
  await expect(dashboard).toContainText(DATE_TIME);
  expect(Number(await page.getByTestId('console-dash-pending-count').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('console-dash-game-SPINWHEEL')).toContainText('97.00%');
  // Free plays have no return to show: 'n/a (free play)' once played, '-' before (ConsoleApp.test.tsx has both).
  await expect(page.getByTestId('console-dash-game-FTO')).toContainText(/Find The Odd97\.00%.*(n\/a \(free play\)|-)$/);
  // A desktop layout: the cards sit side by side, not stacked as on a phone.
  const pending = await page.getByTestId('console-dash-pending').boundingBox();
  const players = await page.getByTestId('console-dash-players').boundingBox();
  expect(pending && players && Math.abs(pending.y - players.y) < 2 && players.x > pending.x).toBe(true);

  await page.getByTestId('console-dash-open-queue').click();
  const rows = page.getByTestId('console-redemptions').locator('tbody tr');
  const firstRow = rows.filter({ hasText: first.uid });
  const secondRow = rows.filter({ hasText: second.uid });
  await expect(firstRow).toContainText(/23 h 5\d min left/);
  await expect(firstRow).toContainText(DATE_TIME);
  const order = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
  expect(order.findIndex((text) => text.includes(first.uid))).toBeLessThan(order.findIndex((text) => text.includes(second.uid)));

  // A day and an hour later on the operator's clock, the promise has passed: both are flagged.
  await page.clock.setFixedTime(new Date(Date.now() + 25 * 3_600_000));
  await page.getByTestId('console-redemptions-all').click();
  await page.getByTestId('console-redemptions-pending').click();
  await expect(firstRow).toContainText(/Overdue by 1 h \d+ min/);
  await expect(secondRow).toContainText(/Overdue by/);
});
