// The frame around every screen, as a logged-in player sees it. Every test
// registers its own player (support/players.ts), so parallel workers never
// share a session.
import { expect, test, type Page } from '@playwright/test';
import { launchToken, registerPlayer, type RegisteredPlayer } from './support/players';

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
  // The refresh travels through the app's worker; the context sees every request it makes.
  await page.context().route('**/api/player', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { inboxs: { unreadCount: number } };
    body.inboxs.unreadCount = unread;
    await route.fulfill({ response, json: body });
  });
  await loggedIn(page, player);
  const badge = page.getByTestId('unread-badge');
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
