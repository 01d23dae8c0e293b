// A reminder before coins expire, in the inbox in Malay, on the server's
// movable clock (admin/test-clock): a player who speaks Malay is given coins
// by an operator's adjustment; the clock moves to noon (GMT+8) 14 days before
// the day that batch expires (the day read from the player's own list of
// upcoming expiries), the move runs the reminder job, and the player sees the
// reminder pop up and in their inbox, in Malay, saying how many coins, when,
// and the nearest thing to do about it, with a link there.
import { expect, test } from '@playwright/test';
import type { UpcomingExpiries } from '../../../contract/loyalty/expiry';
import { EXPIRY_API } from '../../../contract/loyalty/expiryRules';
import { API } from '../../../contract/routes';
import { ADMIN_API } from '../../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { moveServerClock, sealed } from '../support/api';
import { logIn } from '../support/games';
import { chooseLanguage } from '../support/language';
import { registerPlayer } from '../support/players';

const DAY = 86_400_000;
const GMT8 = 8 * 3_600_000;
const COINS = 30;

test.afterAll(async ({ request }) => {
  await moveServerClock(request, 0);
});

test('a player in Malay finds the reminder 14 days before their coins expire in the inbox, in Malay', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const { token: operator } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: COINS, reason: 'e2e expiry reminder' }, operator);
  // Only the reminder is unread from here: it is the message that pops up.
  await sealed(request, 'post', API.inboxReadAll, {}, player.token);
  const res = await request.get(`/api/${EXPIRY_API.upcoming}`, { headers: { authorization: `Bearer ${player.token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const batch = ((await res.json()) as UpcomingExpiries).rows.find((r) => r.coins === COINS);
  if (!batch) throw new Error('the adjustment is not among the upcoming expiries');
  // Then in the browser (one session a player: the registration's ends), where the player picks Malay.
  await logIn(page, player);
  await chooseLanguage(page, 'ms');
  // The app is closed while the clock moves: an open page would meet the lapsed session at a moment of its own choosing.
  await page.goto('about:blank');

  // Noon GMT+8, 14 days before the batch's day: past the job's 10:00, far from midnight.
  const noon = Date.parse(`${batch.day}T12:00:00.000Z`) - GMT8 - 14 * DAY;
  await moveServerClock(request, noon - Date.now());

  // Weeks on, the browser's session has lapsed: the app's first call is refused, and it asks the player to log in again, in Malay still.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Kata Laluan', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const shownDay = batch.day.split('-').reverse().join('/');
  const title = 'Syiling anda tamat tempoh dalam 14 hari';
  const text = `${COINS} syiling akan tamat tempoh pada ${shownDay}. Main Cari Yang Berbeza percuma hari ini untuk memenangi lebih banyak syiling.`;
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toContainText(text, { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Lihat mesej' }).click();
  const detail = page.getByTestId('inbox-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail).toContainText(text);

  await page.goto('/inbox');
  await expect(page.getByTestId('inbox-item').first()).toContainText(title);
  // The message offers the action it names as a link: today's free game.
  await page.getByTestId('inbox-item').first().click();
  const action = page.getByTestId('inbox-detail').getByRole('link', { name: 'Main Cari Yang Berbeza' });
  await expect(action).toHaveAttribute('href', '/games/fto/play');
  await action.click();
  await expect(page).toHaveURL(/\/games\/fto\/play$/);
});
