// Text that scales (issue 29): at 200% zoom a 412 px phone is 206 CSS px wide,
// and no screen may scroll sideways there, in the language with the longest
// words (Malay) as a player and in English as a guest. And the app's text
// follows the reader's default font size (every size is in rem from the root).
import { devices, expect, test, type Page } from '@playwright/test';
import { chooseLanguage } from './support/language';
import { logIn } from './support/games';
import { registerPlayer, uniqueIpHeaders } from './support/players';

/** A Pixel 7 (412 x 915 CSS px) zoomed to 200%. */
const ZOOMED = { ...devices['Pixel 7'], viewport: { width: 206, height: 457 }, reducedMotion: 'reduce' } as const;
const PLAYER_SCREENS = [
  '/',
  '/games',
  '/games/fto',
  '/promotions',
  '/helpdesk',
  '/setting',
  '/quiz',
  '/vip',
  '/redeem',
  '/transaction',
  '/inbox',
  '/event',
];
const GUEST_SCREENS = ['/login', '/register'];

async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
}

/**
 * CSS px the page scrolls sideways, and the first elements cut off at the viewport's right edge (a
 * carousel's slides inside a box that scrolls sideways are reachable, so they do not count).
 */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const inScroller = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const id = el instanceof HTMLElement && el.dataset.testid ? `[${el.dataset.testid}]` : '';
      return `${el.tagName.toLowerCase()}${id}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0] ?? ''}` : ''}`;
    };
    // The contact button's own design: half off the edge while it would cover a control (data-aside), a
    // sliver while the page scrolls (data-tucked); whole when focused.
    const setAside = (el: Element) => el.closest('[data-testid="contact"][data-aside], [data-testid="contact"][data-tucked]') !== null;
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 0.5 && !inScroller(el) && !setAside(el))
      .slice(0, 3)
      .map((el) => `${name(el)} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { by: root.scrollWidth - width, out };
  });

function checkScreens(title: string, paths: readonly string[], lang: 'en' | 'ms', player: boolean): void {
  test(title, async ({ browser, request }) => {
    const context = await browser.newContext({ ...ZOOMED, extraHTTPHeaders: uniqueIpHeaders() });
    try {
      const page = await context.newPage();
      if (player) await logIn(page, await registerPlayer(request));
      await chooseLanguage(page, lang);
      const found: Record<string, Awaited<ReturnType<typeof sideways>>> = {};
      for (const path of paths) {
        await visit(page, path);
        // Home's first-visit preloader stands over the screen for a few seconds: the screen is what is checked.
        await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 15_000 });
        found[path] = await sideways(page);
      }
      expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, { by: 0, out: [] }])));
    } finally {
      await context.close();
    }
  });
}

checkScreens('200% zoom: a player in Malay', PLAYER_SCREENS, 'ms', true);
checkScreens('200% zoom: a guest in English', GUEST_SCREENS, 'en', false);

test("the text follows the reader's default font size", async ({ page }) => {
  // A reader who set 32 px as the browser's default (Chromium's font settings, through its DevTools protocol).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await page.goto('/games');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  const px = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  // The body's 15/16 of the default and the nav's 11/16: twice what they are at the usual 16 px.
  expect(await px('body')).toBe(30);
  expect(await px('[data-testid="bottom-nav"] a')).toBe(22);
});
