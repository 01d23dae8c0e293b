// Issue 26 item 4: the way into /event, where players look for promotions.
// Reached by keyboard alone and followed in Malay; a guest is asked to
// register first (the event screen is a player's, SPEC 5).
import { expect, test } from '@playwright/test';
import { logIn } from './support/games';
import { chooseLanguage } from './support/language';
import { registerPlayer } from './support/players';

test('the promotions screen leads to the event screen, by keyboard, in Malay', async ({ page, request }) => {
  test.slow(); // a login and the app's reload for the language, as the other language specs
  await logIn(page, await registerPlayer(request));
  await chooseLanguage(page, 'ms');
  await page.goto('/promotions');
  const link = page.getByRole('link', { name: 'Apa yang berlangsung sekarang dan seterusnya' });
  await expect(link).toHaveAttribute('href', '/event');
  // Tab to it from the top of the page, as a keyboard player does.
  await page.locator('body').focus();
  for (let i = 0; i < 30 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acara');
  await expect(page.locator('main')).toContainText('Apa yang berlangsung sekarang dan seterusnya, mengikut jam kelab (GMT+8).');
  await expect(page.getByTestId('event-promotions')).toContainText('Promosi yang berjalan');
});

test('a guest following it is asked to register', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByTestId('promotions-event-link').click();
  await expect(page).toHaveURL(/\/register$/);
});
