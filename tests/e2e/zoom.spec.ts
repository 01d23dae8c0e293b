// Text that scales (issue 29): at 200% zoom a 412 px phone is 206 CSS px wide,
// and no screen may scroll sideways there, in the language with the longest
// words (Malay) as a player and in English as a guest. And the app's text
// follows the reader's default font size (every size is in rem from the root).
import { devices, expect, test, type Page } from '@playwright/test';
import { GAME_SLUGS } from '../../contract/appConstants';
import { ROUTES } from '../../contract/routes';
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
/** Every game's play screen: its bet controls and its dock carry the longest words of all. */
const PLAY_SCREENS = GAME_SLUGS.map((slug) => ROUTES.play(slug));

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

/**
 * A few screens a test: a busy machine (load 16 on 2 cores) takes up to 4 s a screen, and about 7 s a game's play
 * screen (its scene and sounds load).
 */
function checkScreens(title: string, all: readonly string[], lang: 'en' | 'ms' | 'zh', player: boolean, perTest = 4): void {
  for (let from = 0; from < all.length; from += perTest) {
    const paths = all.slice(from, from + perTest);
    checkSome(`${title}: ${paths.join(', ')}`, paths, lang, player);
  }
}

function checkSome(title: string, paths: readonly string[], lang: 'en' | 'ms' | 'zh', player: boolean): void {
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
checkScreens("200% zoom: a player's play screens in Malay", PLAY_SCREENS, 'ms', true, 2);
checkScreens("200% zoom: a player's play screens in Chinese", PLAY_SCREENS, 'zh', true, 2);

/**
 * The home preloader's parts while it shows: how tall each is drawn and whether any lies outside what the overlay lets
 * a reader reach (above its top, where nothing scrolls to).
 */
const preloaderParts = (page: Page) =>
  page.getByTestId('preloader').evaluate((overlay) => {
    const top = overlay.getBoundingClientRect().top;
    const parts = [...overlay.children].map((el) => {
      const box = el.getBoundingClientRect();
      return {
        part: el.tagName.toLowerCase() + (el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''),
        height: box.height,
        width: box.width,
        above: box.top < top - 0.5,
      };
    });
    // The steps' tick circles, as [width, height].
    const ticks = [...overlay.querySelectorAll('li > span')].map((el) => [
      el.getBoundingClientRect().width,
      el.getBoundingClientRect().height,
    ]);
    return { parts, ticks, by: overlay.scrollWidth - overlay.clientWidth };
  });

// A phone of 412 x 915 CSS px at 200% zoom, upright and turned: the preloader covers the screen for at least 5 s on
// the first home visit, and there was more of it than a turned phone's 206 px: the flex column squashed the art to
// 0 px and the progress bar to 2 px (its fill to nothing); upright, Malay's long step names squeezed the ticks into ovals.
for (const [name, viewport] of [
  ['upright', { width: 206, height: 457 }],
  ['turned', { width: 457, height: 206 }],
] as const) {
  test(`200% zoom, ${name}: the home preloader shows every part whole, in Malay`, async ({ browser }) => {
    const context = await browser.newContext({ ...ZOOMED, viewport, extraHTTPHeaders: uniqueIpHeaders() });
    try {
      const page = await context.newPage();
      await chooseLanguage(page, 'ms');
      await page.goto('/');
      await expect(page.getByTestId('preloader').getByRole('progressbar')).toBeVisible();
      expect(await sideways(page)).toEqual({ by: 0, out: [] });
      const { parts, ticks, by } = await preloaderParts(page);
      expect(by).toBe(0);
      expect(parts.filter((p) => p.above)).toEqual([]);
      const [art, , bar] = parts;
      // The art stays square (it may be smaller on a short screen), the bar keeps its 10 px.
      expect(art?.part).toBe('svg');
      expect(art?.height).toBeGreaterThan(40);
      expect(art?.height).toBeCloseTo(art?.width ?? 0, 0);
      expect(bar).toMatchObject({ part: 'div[progressbar]', height: 10 });
      // Each step's tick stays a 16 px circle beside its words.
      expect(ticks).toEqual([
        [16, 16],
        [16, 16],
        [16, 16],
      ]);
    } finally {
      await context.close();
    }
  });
}

// Hidden by its height above the top, the skip link came down into sight once Malay's words wrapped it onto two lines
// at 206 px: a strip of it stood over the top of every screen, and over the preloader.
test('200% zoom: the skip link stays out of sight until a keyboard reaches it, in Malay', async ({ browser }) => {
  const context = await browser.newContext({ ...ZOOMED, extraHTTPHeaders: uniqueIpHeaders() });
  try {
    const page = await context.newPage();
    await chooseLanguage(page, 'ms');
    const skip = page.getByTestId('skip-link');
    const box = () => skip.evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom }));
    await page.goto('/setting');
    await expect(skip).toHaveText('Langkau ke kandungan');
    expect((await box()).bottom).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect((await box()).top).toBeGreaterThanOrEqual(0);
  } finally {
    await context.close();
  }
});

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
