// Choosing a language on its screen, as a player does: the app saves it, then
// reloads itself in it TIMING.languageReloadDelayMs later (SPEC 4). A spec
// that moved on before that reload had its next page.goto cut short by it
// ("navigation interrupted by another navigation to /setting/language").
import { expect, type Page } from '@playwright/test';
import type { Lang } from '../../../contract/constants';

/** The html lang attribute the app sets for each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hans', ms: 'ms' };

/** Opens /setting/language, picks `lang` and returns once the page has reloaded in it. */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.goto('/setting/language');
  const choice = page.getByTestId(`lang-${lang}`);
  if ((await choice.getAttribute('aria-checked')) === 'true') return; // already spoken: no reload comes
  const reloaded = page.waitForEvent('load');
  await choice.click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await expect(page.getByTestId(`lang-${lang}`)).toHaveAttribute('aria-checked', 'true');
}
