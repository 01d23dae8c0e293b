// Missions end to end on the production build: a player sees today's
// missions on home, spins the wheel, and the seeded "Spin to win" mission
// (1 spin, 2 coins) is finished on home and claimed once; a guest sees the
// missions without progress.
import { expect, test, type Response } from '@playwright/test';
import { MISSIONS_API } from '../../contract/loyalty/missionsRules';
import { grantSpins, logIn, tapHub, verifyPlayer } from './support/games';
import { registerPlayer } from './support/players';

const isCall = (path: string, method: 'GET' | 'POST') => (r: Response) =>
  r.url().split('?')[0]?.endsWith(`/api/${path}`) === true && r.request().method() === method;

test('a guest sees what missions exist, with no progress and an invitation to log in', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('missions-card');
  await expect(card).toContainText('Spin to win', { timeout: 15_000 });
  await expect(card).toContainText('Log in to take part');
  await expect(card.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test('a player finishes a mission with a spin of the wheel and claims its coins once', async ({ page, request }) => {
  // A game boot (up to 30 s on a loaded machine) does not fit the default budget.
  test.slow();
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  await logIn(page, player);
  const mission = page.getByTestId('mission').filter({ hasText: 'Spin to win' });
  await expect(mission.getByTestId('mission-progress')).toHaveText('0 / 1', { timeout: 15_000 });
  await expect(mission.getByRole('button', { name: 'Claim' })).toBeDisabled();
  await expect(page.getByTestId('streak-card')).toContainText('Play any game today to start a streak');

  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const spun = page.waitForResponse(isCall('games/spin-wheel/spin', 'POST'));
  await tapHub(page);
  expect((await spun).ok()).toBe(true);

  await page.goto('/missions');
  const row = page.getByTestId('mission').filter({ hasText: 'Spin to win' });
  await expect(row.getByTestId('mission-progress')).toHaveText('1 / 1');
  await expect(page.getByTestId('streak-days')).toHaveText('1-day streak');
  await expect(page.getByTestId('streak-next')).toHaveText('2 more days to the 3-day reward (+3 coins)');
  const claimed = page.waitForResponse(isCall(MISSIONS_API.claim(Number(await row.getAttribute('data-mission'))), 'POST'));
  await row.getByRole('button', { name: 'Claim' }).click();
  expect((await claimed).status()).toBe(200);
  await expect(row).toContainText('2 coins added to your balance');
  await expect(row).toContainText('Claimed');
  await expect(row.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});
