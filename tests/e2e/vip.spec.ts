// The VIP tiers end to end on the production build (issue 27): a new player's
// home card starts at 0 points; an operator's adjustment moves the bar at
// once (the socket's stale: tier), a spin-granting deposit and a bet in squid
// game move it again on the next visit home, and /vip's "check my tier"
// recomputes the total in the browser and agrees with the club, in English
// and in Malay. A promotion is celebrated and told in the inbox, in Chinese.
import { expect, test } from '@playwright/test';
import { TIERS_API } from '../../contract/loyalty/tiersRules';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { sealed } from './support/api';
import { grantSpins, logIn } from './support/games';
import { chooseLanguage } from './support/language';
import { registerPlayer } from './support/players';

test('a player\'s points grow, the home bar moves and "check my tier" agrees in the browser', async ({ page, request }) => {
  test.slow(); // the home preloader, two reloads for the language
  const player = await registerPlayer(request);
  await logIn(page, player);

  const card = page.getByTestId('tier-card');
  const bar = card.getByRole('progressbar', { name: 'Points to Jade' });
  await expect(card.getByTestId('tier-name')).toHaveText('Pearl', { timeout: 15_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByTestId('tier-next')).toHaveText('1,000 more points to Jade');

  // An operator's adjustment: the player's devices are told, the bar moves without a visit.
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(
    request,
    'post',
    TIERS_API.consolePointsAdjust(player.uid),
    { points: 250, reason: 'e2e goodwill', idempotencyKey: `e2e-vip-${player.uid}` },
    token,
  );
  await expect(bar).toHaveAttribute('aria-valuenow', '250', { timeout: 15_000 });
  await expect(card.getByTestId('tier-points')).toHaveText('250 points');

  // A deposit that grants a spin: 1 point per RM, read with home's refresh.
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  await page.goto('/');
  await expect(bar).toHaveAttribute('aria-valuenow', '280', { timeout: 15_000 });
  await expect(card.getByTestId('tier-next')).toHaveText('720 more points to Jade');

  // A game: a bet of 10 coins on squid game's bridge is 10 points.
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 100, reason: 'e2e vip game' }, token);
  await page.goto('/games/squidgame/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const dock = page.getByTestId('squid-bet');
  await dock.getByTestId('squid-bet-amount').fill('10');
  await dock.getByTestId('squid-place').click();
  await expect(page.locator('[data-testid="game-view"] canvas')).not.toHaveAttribute('data-squid-state', 'idle', { timeout: 15_000 });
  await page.goto('/');
  await expect(bar).toHaveAttribute('aria-valuenow', '290', { timeout: 15_000 });
  await expect(card.getByTestId('tier-next')).toHaveText('710 more points to Jade');

  await card.getByRole('link', { name: /VIP Club/ }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('vip-point-row')).toHaveCount(3);
  await expect(page.getByTestId('vip-point-row').first()).toContainText('Coins staked');
  await page.getByRole('button', { name: 'Check my tier' }).click();
  await expect(page.getByTestId('vip-check-mine')).toHaveText('Recomputed in your browser: 290 points, enough for Pearl');
  await expect(page.getByTestId('vip-check-result')).toHaveAttribute('data-agree', 'true');

  await chooseLanguage(page, 'ms');
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kelab VIP');
  await page.getByRole('button', { name: 'Semak tahap saya' }).click();
  await expect(page.getByTestId('vip-check-result')).toHaveText('Kedua-duanya sepadan.');
  await expect(page.getByTestId('tier-card').getByTestId('tier-name')).toHaveText('Mutiara');
});

test("a promotion is celebrated once, in the player's language, and told in the inbox", async ({ page, request }) => {
  test.slow(); // the home preloader, a reload for the language
  const player = await registerPlayer(request);
  await logIn(page, player);
  await chooseLanguage(page, 'zh');
  await page.goto('/');
  const card = page.getByTestId('tier-card');
  await expect(card.getByTestId('tier-name')).toHaveText('珍珠', { timeout: 15_000 });

  // 1,000 points reach Jade: the review (every 2 s in these runs) promotes, the socket tells the device.
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(
    request,
    'post',
    TIERS_API.consolePointsAdjust(player.uid),
    { points: 1000, reason: 'e2e promotion', idempotencyKey: `e2e-up-${player.uid}` },
    token,
  );
  const dialog = page.getByTestId('tier-celebration');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAccessibleName('欢迎升级至翡翠！');
  await expect(dialog).toContainText('新的会员福利即刻生效');
  await expect(card.getByTestId('tier-name')).toHaveText('翡翠');
  await dialog.getByRole('button', { name: '查看我的福利' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(dialog).toBeHidden();

  // The inbox message pops up after the celebration, never over it.
  const popup = page.getByTestId('inbox-popup');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByRole('heading')).toHaveText('欢迎升级至翡翠！');
  await popup.getByRole('button', { name: '关闭' }).click();
  // Once per tier: the next visit home celebrates nothing.
  await page.goto('/');
  await expect(card.getByTestId('tier-name')).toHaveText('翡翠', { timeout: 15_000 });
  await expect(page.getByTestId('tier-celebration')).toHaveCount(0);
});
