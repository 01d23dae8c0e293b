// The frame around every screen, as a logged-in player sees it. Every test
// registers its own player (support/players.ts), so parallel workers never
// share a session.
import { expect, test, type Page } from '@playwright/test';
import { COOKIES } from '../../contract/routes';
import { launchToken, registerPlayer, type RegisteredPlayer } from './support/players';
import { chooseLanguage, HTML_LANG } from './support/language';

async function logIn(page: Page, player: RegisteredPlayer) {
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function loggedIn(page: Page, player: RegisteredPlayer) {
  await page.goto('/login');
  await logIn(page, player);
  await expect(page).toHaveURL(/\/$/);
}

test('after login a guest lands on the path they were sent away from', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/redeem?from=mail');
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/login');
  await logIn(page, player);
  await expect(page).toHaveURL(/\/redeem\?from=mail$/);
  await expect(page).toHaveTitle(/^Redeem/);
  await expect(page.getByTestId('redeem-available')).toBeVisible();
});

test('a player on /login or /register is sent away', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await loggedIn(page, player);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('coin-summary')).toBeVisible();
});

test('for a player the nav bar shows on home, inbox and setting, not on private detail pages', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await loggedIn(page, player);
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  for (const path of ['/inbox', '/setting']) {
    await page.goto(path);
    await expect(nav, path).toBeVisible();
  }
  for (const path of ['/redeem', '/transaction', '/inbox/1', '/setting/volume']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(nav, path).toHaveCount(0);
  }
});

test('the contact button is absent on the play screen', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await loggedIn(page, player);
  await page.goto('/games/spin-wheel');
  await expect(page.getByTestId('contact')).toBeVisible();
  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await expect(page).toHaveTitle(/^Spin Wheel/);
  await expect(page.getByTestId('contact')).toHaveCount(0);
});

test('a launch token in the query logs in and stays on the path, token removed', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const { token } = await launchToken(request, player.uid);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/player/login'));
  await page.goto(`/promotions?token=${encodeURIComponent(token)}&tab=all`);
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(/\/promotions\?tab=all$/);
  // Logged in: a private page opens instead of sending the guest to /register.
  await page.goto('/redeem');
  await expect(page).toHaveURL(/\/redeem$/);
  // The launch token is single use: the same link again fails and goes to /login.
  await page.context().clearCookies();
  await page.goto(`/promotions?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link with a launch token opens its screen as the player', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const { token } = await launchToken(request, player.uid);
  await page.goto(`/launch?action=redeem&token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/redeem$/);
  await expect(page).toHaveTitle(/^Redeem/);
});

test('the unread badge shows the count from the refresh data, 99+ above 99', async ({ page, request }) => {
  const player = await registerPlayer(request);
  let unread = 7;
  let answered = (): void => undefined;
  const firstRefresh = new Promise<void>((resolve) => {
    answered = resolve;
  });
  // The refresh travels through the app's worker; the context sees every request it makes.
  await page.context().route('**/api/player', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { inboxs: { unreadCount: number } };
    body.inboxs.unreadCount = unread;
    await route.fulfill({ response, json: body });
    answered();
  });
  await loggedIn(page, player);
  const badge = page.getByTestId('unread-badge');
  // What the badge shows once the refresh is answered (on a busy machine the answer can take longer than a look).
  await firstRefresh;
  await expect(badge).toHaveText('7');
  unread = 250;
  // Home refreshes each time it is navigated back to; wait for the helpdesk
  // screen itself, or React may keep home mounted behind the loading chunk.
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Helpdesk' }).click();
  await expect(page.getByRole('heading', { name: 'Helpdesk', level: 1 })).toBeVisible();
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Home' }).click();
  await expect(badge).toHaveText('99+');
  await page.getByRole('button', { name: 'Quick menu, 99+ unread messages' }).click();
  await expect(page.getByTestId('inbox-badge')).toHaveText('99+');
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the contact button leaves every home quick link in view tappable, standing half aside over the one it would cover', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request);
    await loggedIn(page, player);
    await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 20_000 });
    const contact = page.getByTestId('contact');
    // 740 px tall, the button's place is the empty sixth cell of the quick links: nothing to stand aside from.
    await expect(contact).not.toHaveAttribute('data-aside');
    // 600 px tall (a small phone with its browser bars), its place is over the Redeem link.
    await page.setViewportSize({ width: 360, height: 600 });
    await expect(contact).toHaveAttribute('data-aside', '');
    const links = page.getByTestId('quick-links').getByRole('link');
    // Five: the 4D results link stays hidden while the operator has not set its address (four_d_link).
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      if (!box || box.y + box.height > 600) continue;
      // A tap near the link's right edge, where the button stands, reaches the link.
      await link.click({ trial: true, position: { x: box.width - 18, y: box.height / 2 }, timeout: 5_000 });
    }
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Half aside, it still opens.
    await contact.getByRole('button', { name: 'Contact Us' }).click({ position: { x: 10, y: 26 } });
    await expect(contact.getByRole('link')).toHaveCount(2);
  });

  // How far the page reaches past the phone's width: a mobile browser widens its layout viewport to a wider page, so innerWidth cannot tell.
  const overflow = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, page.viewportSize()?.width ?? 0);

  test('the register form fits the screen in Malay, the longest words: it never scrolls sideways', async ({ page }) => {
    await chooseLanguage(page, 'ms');
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Hantar OTP' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });

  test('provable fairness fits the screen in Malay: it never scrolls sideways', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await loggedIn(page, player);
    await chooseLanguage(page, 'ms');
    await page.goto('/setting/fairness');
    await expect(page.getByTestId('rotate-seed')).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
});

// A session that lapses is a logout the player did not choose: the login screen they land on, after a page load,
// speaks the language they chose, in both ways a session lapses (SPEC section 4 resets it on /logout only).
test.describe('a lapsed session keeps the player in their language', () => {
  test.beforeEach(async ({ page, request }) => {
    await loggedIn(page, await registerPlayer(request));
    await chooseLanguage(page, 'ms');
  });

  async function onLoginInMalay(page: Page): Promise<void> {
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.ms);
    await expect(page.getByRole('button', { name: 'Log Masuk', exact: true })).toBeVisible();
  }

  test('its cookie gone while the app was closed (a browser-session cookie)', async ({ page }) => {
    await page.context().clearCookies({ name: COOKIES.token });
    await page.goto('/setting');
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.ms);
    await page.goto('/login');
    await onLoginInMalay(page);
  });

  test('the server no longer knowing its token', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: COOKIES.token, value: 'a-token-the-server-no-longer-knows', url: baseURL ?? '' }]);
    await page.goto('/redeem');
    await onLoginInMalay(page);
    // And it stays so across the next load.
    await page.reload();
    await onLoginInMalay(page);
  });
});
