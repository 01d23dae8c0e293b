// Visual baselines of the quiz screen's states (intro, terms, weeks, a
// question and its three reveals, the three outcomes, prizes, no campaign)
// in en, zh and ms on the Pixel 7 viewport, through the QA gallery of the
// production build (?qa=1): frozen fixtures at a pinned instant, no timer.
// After an intended change: npx playwright test tests/e2e/visual/quiz.spec.ts --update-snapshots
import { expect, test } from '@playwright/test';
import { LANGS } from '../../../contract/constants';
import { QUIZ_GALLERY_STATES } from '../../../src/screens/quiz/galleryStates';

test.use({ reducedMotion: 'reduce' });

for (const lang of LANGS) {
  test(`quiz screen states in ${lang}`, async ({ page }) => {
    for (const state of QUIZ_GALLERY_STATES) {
      await page.goto(`/qa/gallery?qa=1&screen=quiz&state=${state}&lang=${lang}`);
      await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '');
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`quiz-${state}-${lang}.png`, { animations: 'disabled', maxDiffPixelRatio: 1e-4, fullPage: true });
    }
  });
}
