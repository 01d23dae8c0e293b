// The player's own play limits in settings (issue 11): a daily limit set
// from the settings screen is the server's (it survives a reload), a lower
// one applies at once and a higher one shows the date it takes effect; a
// stake past the limit is refused by the server on the game's own screen.
import { expect, test } from '@playwright/test';
import { SQUID_API } from '../../contract/games/squidRules';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { formatDateTime } from '../../src/lib/format';
import { sealed } from './support/api';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';

test('a player sets a daily limit in settings, sees it, and a raise waits 24 hours', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.goto('/setting');
  await page.getByTestId('setting-limits').click();
  await expect(page).toHaveURL(/\/setting\/limits$/);
  await expect(page.getByTestId('limit-daily-current')).toHaveText('No limit · Staked so far: 0');

  await page.getByLabel('Daily limit (coins)').fill('100');
  await page.getByTestId('limits-save').click();
  await expect(page.getByRole('status')).toHaveText('Limits saved');
  await expect(page.getByTestId('limit-daily-current')).toHaveText('100 · Staked so far: 0');

  // A raise: the limit in force stays, the new one waits for its date.
  await page.getByLabel('Daily limit (coins)').fill('500');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/player/limits') && r.request().method() === 'PUT');
  await page.getByTestId('limits-save').click();
  const { dailyPending } = (await (await saved).json()) as { dailyPending: { from: string } };
  await expect(page.getByTestId('limit-daily-pending')).toHaveText(`Changes to 500: takes effect on ${formatDateTime(dailyPending.from)}`);
  expect(Date.parse(dailyPending.from) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

  await page.reload();
  await expect(page.getByTestId('limit-daily-current')).toHaveText('100 · Staked so far: 0');
  await expect(page.getByTestId('limit-daily-pending')).toBeVisible();
  await expect(page.getByLabel('Daily limit (coins)')).toHaveValue('500');

  // Self-exclusion asks first, and says it cannot be undone.
  await page.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This cannot be undone.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a stake past the daily limit is refused by the server, and the coins stay', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 100, reason: 'e2e limits' }, token);
  await logIn(page, player);
  await page.goto('/setting/limits');
  await page.getByLabel('Daily limit (coins)').fill('5');
  await page.getByTestId('limits-save').click();
  await expect(page.getByTestId('limit-daily-current')).toHaveText('5 · Staked so far: 0');

  await page.goto('/games/squidgame/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const dock = page.getByTestId('squid-bet');
  await dock.getByTestId('squid-chip').filter({ hasText: /^10$/ }).click();
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/${SQUID_API.bet}`) && r.request().method() === 'POST');
  await dock.getByTestId('squid-place').click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByTestId('play-message')).toHaveText('This stake would go over your daily play limit');
  await expect(dock.getByTestId('squid-balance')).toHaveText('Balance: 100 coins');
});
