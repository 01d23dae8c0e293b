// Reaching a control the way a keyboard does (issue 29's keyboard-only tests).
import { expect, type Page } from '@playwright/test';

/** Presses Tab until `testId` has focus (at most `stops` times); one call to the page a stop, whether or not the control is there yet. */
export async function tabTo(page: Page, testId: string, stops = 40): Promise<void> {
  for (let i = 0; i < stops; i++) {
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByTestId(testId)).toBeFocused();
}
