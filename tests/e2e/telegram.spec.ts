// The app inside Telegram's web view, on the production build: a fake web
// view (the TelegramWebviewProxy the native clients inject, recording what
// the app posts) and a launch hash like Telegram's. Telegram's back button
// walks back through the visit and then up to home; a game on screen turns
// vertical swipes (which would close the mini app) off, leaving turns them on.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';

type Posted = Array<[string, string]>;
type FakeWebView = Window & { posted?: Posted; Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } } };

// No tgWebAppData: launch data that fails its signature check signs the tab out (to /login).
const LAUNCH = '#tgWebAppPlatform=ios&tgWebAppVersion=8.0&tgWebAppThemeParams=%7B%22bg_color%22%3A%22%23ffffff%22%7D';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as FakeWebView & { TelegramWebviewProxy?: unknown };
    win.posted = [];
    win.TelegramWebviewProxy = { postEvent: (type: string, data: string) => win.posted?.push([type, data]) };
  });
});

/** The last parameters the app posted for `method`, parsed. */
const lastPosted = (page: Page, method: string) =>
  page.evaluate((name) => {
    const found = ((window as FakeWebView).posted ?? []).filter(([type]) => type === name).at(-1);
    return found ? (JSON.parse(found[1]) as unknown) : null;
  }, method);

const pressBack = (page: Page) => page.evaluate(() => (window as FakeWebView).Telegram?.WebView?.receiveEvent?.('back_button_pressed'));

test("Telegram's back button goes back through the visit, then home, where it hides", async ({ page }) => {
  await page.goto(`/games${LAUNCH}`);
  await expect.poll(() => lastPosted(page, 'web_app_setup_back_button')).toEqual({ is_visible: true });
  await page.getByTestId('game-card-spin-wheel').click();
  await expect(page).toHaveURL(/\/games\/spin-wheel$/);

  await pressBack(page);
  // Back to the first entry, launch hash and all.
  await expect(page).toHaveURL(/\/games(#.*)?$/);
  // The list was the first screen of this visit: up to home, not forward to the detail again.
  await pressBack(page);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => lastPosted(page, 'web_app_setup_back_button')).toEqual({ is_visible: false });
  await expect(page.getByTestId('game-card-spin-wheel')).toHaveCount(0);
});

test('a game on screen turns vertical swipes off; leaving it turns them back on', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.goto(`/games/fto/play${LAUNCH}`);
  await expect.poll(() => lastPosted(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
  await expect.poll(() => lastPosted(page, 'web_app_set_header_color')).toEqual({ color: '#1a0b2e' });
  await expect(page.getByTestId('play-screen')).toBeVisible();

  // Opened on the game: the back button goes up to the game's page.
  await pressBack(page);
  await expect(page).toHaveURL(/\/games\/fto$/);
  await expect.poll(() => lastPosted(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
});
