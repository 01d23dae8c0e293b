// The frame around every screen, as a guest sees it: routes and guards, the
// nav bar, the contact button, the install bar, the preloader, deep links.
// Player-side checks are in chrome-player.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { TIMING } from '../../contract/constants';

const nav = (page: Page) => page.getByTestId('bottom-nav');

test('a guest on a private path goes to /register', async ({ page }) => {
  for (const path of ['/redeem', '/transaction', '/inbox', '/inbox/3', '/setting/volume', '/games/fto/play']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/register$/);
  }
});

test('unknown paths and unknown sub-paths show the 404 view to everyone', async ({ page }) => {
  for (const path of ['/inbox/x/y', '/setting/nope', '/games/poker', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page).toHaveTitle(/Page Not Found/);
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the nav bar shows where the spec says, for a guest', async ({ page }) => {
  for (const path of ['/login', '/register', '/promotions', '/helpdesk', '/setting', '/games']) {
    await page.goto(path);
    await expect(nav(page), path).toBeVisible();
  }
  for (const path of ['/terms-and-conditions', '/privacy-policy', '/brand-ambassador', '/games/fto', '/setting/language', '/nope']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(nav(page), path).toHaveCount(0);
  }
});

test('the nav bar links and the centre popup', async ({ page }) => {
  await page.goto('/helpdesk');
  await expect(nav(page).getByRole('link', { name: 'Helpdesk' })).toHaveAttribute('aria-current', 'page');
  // The contact button appears once the refresh has brought the links in.
  await expect(page.getByTestId('contact')).toBeVisible();
  await nav(page).getByRole('button', { name: 'Quick menu' }).click();
  const menu = page.getByTestId('centre-menu');
  await expect(menu.getByRole('link', { name: /H5 Login/ })).toHaveAttribute('href', 'https://h5.example.invalid/login');
  await expect(menu.getByRole('link', { name: /H5 Login/ })).toBeFocused();
  await expect(menu.getByRole('link', { name: /Inbox/ })).toHaveAttribute('href', '/inbox');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Game' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByTestId('game-list')).toBeVisible();
  await expect(page).toHaveTitle(/^Games/);
});

test("the contact button lists only the links that are set (the seed leaves live chat '#')", async ({ page }) => {
  await page.goto('/promotions');
  const contact = page.getByTestId('contact');
  await contact.getByRole('button', { name: 'Contact Us' }).click();
  await expect(contact.getByRole('link')).toHaveCount(2);
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.example.invalid/60123456789');
  await expect(contact.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.example.invalid/vipclub');
  await expect(contact.getByRole('link', { name: /Live Chat/ })).toHaveCount(0);
});

test('the preloader covers the first home visit for at least 5 s, with real progress', async ({ page }) => {
  const started = Date.now();
  await page.goto('/');
  const preloader = page.getByTestId('preloader');
  await expect(preloader).toBeVisible();
  await expect(preloader.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(preloader).toHaveCount(0, { timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(TIMING.preloaderMinMs);
  await expect(page.getByTestId('guest-cta')).toBeVisible();
  // Once per app session: back on home later, no second wait.
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Helpdesk' }).click();
  await expect(page.getByRole('heading', { name: 'Helpdesk', level: 1 })).toBeVisible();
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('quick-links')).toBeVisible();
  await expect(preloader).toHaveCount(0);
});

test('deep links: /launch?action=promotions goes to /promotions, unknown actions go home', async ({ page }) => {
  await page.goto('/launch?action=promotions');
  await expect(page).toHaveURL(/\/promotions$/);
  await page.goto('/launch?action=game&game=squidgame');
  await expect(page).toHaveURL(/\/games\/squidgame$/);
  await expect(page).toHaveTitle(/^Squid Game/);
  await page.goto('/launch?action=redeem');
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/launch?action=nothing');
  await expect(page).toHaveURL(/\/$/);
});

test('an affiliate code is taken from ?ref= and cleared from the address bar', async ({ page }) => {
  await page.goto('/promotions?ref=AFF123&utm=x');
  await expect(page).toHaveURL(/\/promotions\?utm=x$/);
});

test('a bad launch token in the query goes to /login', async ({ page }) => {
  await page.goto('/promotions?token=not-a-real-launch-token-0123456789');
  await expect(page).toHaveURL(/\/login$/);
});

test('the install bar uses the browser prompt, from the next screen on, and remembers a dismissal', async ({ page }) => {
  await page.goto('/promotions');
  // The prompt must come after the screen has painted: one that comes before
  // the app mounts is rightly shown on the first paint (nothing to push down).
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('install-bar')).toHaveCount(0);
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
  const bar = page.getByTestId('install-bar');
  // A prompt that comes after the screen has painted must not push it down: the bar waits for the next screen.
  await expect(bar).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Game' }).click();
  await expect(bar.getByRole('button', { name: 'Install' })).toBeVisible();
  await bar.getByRole('button', { name: 'Not now' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
  await nav(page).getByRole('link', { name: 'Helpdesk' }).click();
  await expect(page).toHaveURL(/\/helpdesk$/);
  await expect(page.locator('main')).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  test('the install bar shows the Share -> Add to Home Screen steps', async ({ page }) => {
    await page.goto('/helpdesk');
    const bar = page.getByTestId('install-bar');
    await expect(bar.getByText('Tap the Share button in Safari')).toBeVisible();
    await expect(bar.getByText('Choose "Add to Home Screen"')).toBeVisible();
  });
});

test('inside Telegram the app expands, takes its safe areas before painting, and offers no install', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {
      __tgCalls: calls,
      Telegram: {
        WebApp: {
          initData: 'query_id=1',
          platform: 'android',
          safeAreaInset: { top: 32, bottom: 24, left: 0, right: 0 },
          contentSafeAreaInset: { top: 48, bottom: 0, left: 0, right: 0 },
          ready: () => calls.push('ready'),
          expand: () => calls.push('expand'),
          onEvent: () => undefined,
        },
      },
    });
  });
  await page.goto('/promotions');
  await expect(page.locator('main')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __tgCalls: string[] }).__tgCalls)).toEqual(['ready', 'expand']);
  const top = await page.evaluate(() => getComputedStyle(document.getElementById('root') as HTMLElement).paddingTop);
  expect(top).toBe('80px');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
  await expect(page.getByTestId('install-bar')).toHaveCount(0);
});
