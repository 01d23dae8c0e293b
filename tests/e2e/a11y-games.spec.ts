// The games by keyboard and screen reader (issue 29): the board's moves are
// real buttons reached with Tab, pressed with Enter, and the play screen's
// polite live region says what happens, in the screen's language (zh here).
import { expect, test, type Page } from '@playwright/test';
import { grantSpins, logIn, verifyPlayer } from './support/games';
import { registerPlayer } from './support/players';
import { chooseLanguage } from './support/language';

/** Presses Tab until `testId` has focus (at most `stops` times): the way a keyboard reaches it. */
async function tabTo(page: Page, testId: string, stops = 40): Promise<void> {
  for (let i = 0; i < stops; i++) {
    if (await page.getByTestId(testId).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByTestId(testId)).toBeFocused();
}

test('the spin wheel by keyboard alone, its spin and prize announced in Chinese', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  await logIn(page, player);
  await chooseLanguage(page, 'zh');

  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const spin = page.getByTestId('game-control-spin');
  await expect(spin).toHaveText('转动');
  await tabTo(page, 'game-control-spin');
  await page.keyboard.press('Enter');
  const said = page.getByTestId('game-announce');
  await expect(said).toHaveText(/^转盘(正在转动|停在 .+)/);
  await expect(said).toHaveText(/^转盘停在 .+/, { timeout: 15_000 });

  // The prize dialog takes focus, holds it (the page behind is inert) and gives it back on close.
  const prize = page.getByTestId('prize-panel');
  await expect(prize.getByRole('button')).toBeFocused();
  expect(await page.getByTestId('game-view').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(prize).toHaveCount(0);
  await expect(spin).toBeFocused();
});
