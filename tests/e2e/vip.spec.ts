// The VIP tiers end to end on the production build (issue 27): a new player's
// home card starts at 0 points; an operator's adjustment moves the bar at
// once (the socket's stale: tier), a spin-granting deposit moves it again on
// the next visit home, and /vip's "check my tier" recomputes the total in
// the browser and agrees with the club, in English and in Malay.
import { expect, test } from '@playwright/test';
import { TIERS_API } from '../../contract/loyalty/tiersRules';
import { API } from '../../contract/routes';
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
  const { token } = (await sealed(request, 'post', API.adminLogin, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'post', TIERS_API.consolePointsAdjust(player.uid), { points: 250, reason: 'e2e goodwill', idempotencyKey: `e2e-vip-${player.uid}` }, token);
  await expect(bar).toHaveAttribute('aria-valuenow', '250', { timeout: 15_000 });
  await expect(card.getByTestId('tier-points')).toHaveText('250 points');

  // A deposit that grants a spin: 1 point per RM, read with home's refresh.
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  await page.goto('/');
  await expect(bar).toHaveAttribute('aria-valuenow', '280', { timeout: 15_000 });
  await expect(card.getByTestId('tier-next')).toHaveText('720 more points to Jade');

  await card.getByRole('link', { name: /VIP Club/ }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('vip-point-row')).toHaveCount(2);
  await expect(page.getByTestId('vip-point-row').first()).toContainText('Deposit');
  await page.getByRole('button', { name: 'Check my tier' }).click();
  await expect(page.getByTestId('vip-check-mine')).toHaveText('Recomputed in your browser: 280 points, enough for Pearl');
  await expect(page.getByTestId('vip-check-result')).toHaveAttribute('data-agree', 'true');

  await chooseLanguage(page, 'ms');
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kelab VIP');
  await page.getByRole('button', { name: 'Semak tahap saya' }).click();
  await expect(page.getByTestId('vip-check-result')).toHaveText('Kedua-duanya sepadan.');
  await expect(page.getByTestId('tier-card').getByTestId('tier-name')).toHaveText('Mutiara');
});
