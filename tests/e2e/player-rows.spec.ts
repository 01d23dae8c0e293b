// What a new player tripped on (issue 26, items 5 and 10-14), in Chinese and
// Malay: the games show the coins the wallet calls available (a pending
// redemption holds some), a session ended by a login elsewhere lands on
// /login in the player's language with the reason, spin wheel V2 says how
// many spins are left, the redeem screen says what its bonus card is, rock
// scissor paper warns before a search that it plays on without the player,
// and the 4D results quick link stays hidden until the operator sets it.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../../contract/routes';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { sealed } from './support/api';
import { grantSpins, logIn, verifyPlayer } from './support/games';
import { registerPlayer, type RegisteredPlayer } from './support/players';
import { chooseLanguage } from './support/language';

async function giveCoins(request: APIRequestContext, player: RegisteredPlayer, amount: number): Promise<void> {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount, reason: 'e2e issue 26' }, token);
}

test('zh: with 50 of 145 coins held by a pending redemption, the games show 95 as the wallet does, and the bonus card says what it is', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request);
  await giveCoins(request, player, 145);
  await verifyPlayer(request, player);
  await sealed(request, 'post', API.redeem, { coins: 50, idempotencyKey: `e2e${randomBytes(8).toString('hex')}` }, player.token);
  await logIn(page, player);
  await chooseLanguage(page, 'zh');

  await page.goto('/redeem');
  await expect(page.getByTestId('redeem-available')).toHaveText('95.00');
  await expect(page.getByTestId('bonus-about')).toContainText('这是您 H5 娱乐场账户存款优惠给的奖金');
  await expect(page.getByTestId('bonus-about')).toContainText('您目前没有奖金');
  await page.screenshot({ path: test.info().outputPath('redeem-zh.png') });

  await page.goto('/games/rock-scissor-paper/play');
  // As rsp.spec.ts: the docks come with the game's scene (Phaser, software WebGL here).
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.getByTestId('rsp-balance')).toHaveText('余额：95 金币');
  // Before any search: the match plays on without the player, and the stake can be lost.
  await expect(page.getByTestId('rsp-stay-note')).toContainText('对局会在您不在时继续');
  await page.screenshot({ path: test.info().outputPath('rsp-zh.png') });

  await page.goto('/games/squidgame/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.getByTestId('squid-balance')).toHaveText('余额：95 金币');
});

test('ms: a login on another device sends this one to /login, still in Malay, saying why', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request);
  await logIn(page, player);
  await chooseLanguage(page, 'ms');
  await page.goto('/redeem');
  await expect(page.getByTestId('redeem-available')).toBeVisible();
  // The same account logs in elsewhere.
  await sealed(request, 'post', API.authLogin, { uid: player.uid, password: player.password });
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByTestId('auth-message')).toHaveText('Anda telah log masuk pada peranti lain');
  await page.screenshot({ path: test.info().outputPath('login-ms.png') });
});

test('ms: spin wheel V2 shows spins left, and home has no 4D results link until the operator sets one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spinwheelv2', 2);
  await logIn(page, player);
  await chooseLanguage(page, 'ms');
  await page.goto('/games/spinwheelv2/play');
  await expect(page.getByTestId('spins-left')).toContainText('2');
  await page.screenshot({ path: test.info().outputPath('v2-ms.png') });

  await page.goto('/');
  // Home's preloader shows for at least 5 s (SPEC section 2) before the quick links.
  await expect(page.getByTestId('quick-links')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('quick-4d')).toHaveCount(0);
});
