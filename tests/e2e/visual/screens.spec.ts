// Visual baselines of the screens a new player sees first (home, register,
// settings, helpdesk) in en, zh and ms on the Pixel 7 viewport. Pinned:
// reduced motion (no banner autoplay, no transitions), the preloader waited
// out, images and fonts loaded, the build version hidden.
// Update after an intended change: npx playwright test tests/e2e/visual --update-snapshots
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { LANGS, TIMING } from '../../../contract/constants';
import { chooseLanguage } from '../support/language';

test.use({ reducedMotion: 'reduce' });

const STYLE = fileURLToPath(new URL('./screens.css', import.meta.url));

const SCREENS = [
  // The seed's demo quiz runs now: its card under the quick links arrives with the public overview.
  { name: 'home', path: '/', ready: (page: Page) => page.getByTestId('quiz-entry') },
  { name: 'register', path: '/register', ready: (page: Page) => page.locator('#register-uid') },
  { name: 'settings', path: '/setting', ready: (page: Page) => page.getByTestId('guest-card') },
  { name: 'helpdesk', path: '/helpdesk', ready: (page: Page) => page.getByTestId('faq-list') },
] as const;

/** Everything that loads late is in: fonts, every image on screen, no spinner, no preloader. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: TIMING.preloaderMinMs + 10_000 });
  await expect(page.getByRole('status').filter({ has: page.locator('svg') })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.loading === 'lazy' || (img.complete && img.naturalWidth > 0))))
    .toBe(true);
}

for (const lang of LANGS) {
  test(`home, register, settings and helpdesk in ${lang}`, async ({ page }) => {
    test.slow(); // the home preloader alone takes 5 s
    await chooseLanguage(page, lang);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`${screen.name}-${lang}.png`, {
        animations: 'disabled',
        maxDiffPixelRatio: 0.0001,
        stylePath: STYLE,
      });
    }
  });
}
