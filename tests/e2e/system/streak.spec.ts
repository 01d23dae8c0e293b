// The play streak across days on the server's movable clock (admin/test-clock):
// a player spins the wheel at noon of one GMT+8 day and of the next, and
// home's card shows the 2-day streak and the next milestone; days later,
// with no play, it tells them kindly that the streak ended, and on which day.
// Each move lands at noon (GMT+8) of a named day, so no run straddles midnight.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { FestivalList } from '../../../contract/loyalty/streaks';
import { FESTIVALS_API } from '../../../contract/loyalty/streaksRules';
import { API } from '../../../contract/routes';
import { ADMIN_API } from '../../../contract/adminRoutes';
import type { LoginResponse } from '../../../contract/schemas/auth';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { moveServerClock, sealed } from '../support/api';
import { grantSpins, logIn, verifyPlayer } from '../support/games';
import { registerPlayer, type RegisteredPlayer } from '../support/players';

const DAY = 86_400_000;
const GMT8 = 8 * 3_600_000;
/** GMT+8 day numbers (days since 1 Jan 1970 there), as the server counts a streak. */
const dayOf = (ms: number): number => Math.floor((ms + GMT8) / DAY);
const noonOf = (day: number): number => day * DAY - GMT8 + 12 * 3_600_000;
const shown = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10).split('-').reverse().join('/');

test.afterAll(async ({ request }) => {
  await moveServerClock(request, 0);
});

/** A spin of the wheel through the API, on a session opened at the server's (moved) time: a finished play. */
async function spinWheel(request: APIRequestContext, player: RegisteredPlayer): Promise<void> {
  const { token } = (await sealed(request, 'post', API.authLogin, { uid: player.uid, password: player.password })) as LoginResponse;
  await sealed(request, 'post', API.gameSpin('spin-wheel'), { idempotencyKey: `streak-${randomBytes(8).toString('hex')}` }, token);
}

/** Days that bring the shield back: Mondays and the operator's festival days. */
async function refillDays(request: APIRequestContext): Promise<(day: number) => boolean> {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const res = await request.get(`/api/${FESTIVALS_API.admin}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const festivals = new Set(((await res.json()) as FestivalList).days.map((f) => f.day));
  return (day) => new Date(day * DAY).getUTCDay() === 1 || festivals.has(new Date(day * DAY).toISOString().slice(0, 10));
}

test('home shows a 2-day streak after plays on two days, then the streak lost, kindly, with its day', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  // Granted on the real clock: the platform's deposit signature must be fresh on the server's.
  await grantSpins(request, player.uid, 'spin-wheel', 2);
  const origin = Date.now();
  const first = dayOf(origin) + 1;
  const moveTo = (day: number) => moveServerClock(request, noonOf(day) - origin);

  await moveTo(first);
  await spinWheel(request, player);
  await moveTo(first + 1);
  await spinWheel(request, player);
  await logIn(page, player);
  const card = page.getByTestId('streak-card');
  await expect(card.getByTestId('streak-days')).toHaveText('2-day streak', { timeout: 15_000 });
  await expect(card).toContainText('Played today');
  await expect(card.getByTestId('streak-shield')).toHaveText('Shield ready: one missed day is forgiven');
  await expect(card.getByTestId('streak-next')).toHaveText('1 more day to the 3-day reward (+3 coins)');

  // No play after that: the first missed day takes the shield, the next one that brings no shield back ends the streak.
  const refills = await refillDays(request);
  let lostOn = first + 3;
  while (refills(lostOn)) lostOn += 1;
  await moveTo(lostOn + 1);
  // The session (a week long) outlives the move: home, opened again, reads the streak at the new time.
  await page.goto('/');
  await expect(card.getByTestId('streak-lost')).toHaveText(
    `Your 2-day streak ended on ${shown(lostOn)}. No worries, a new one starts with your next play.`,
    { timeout: 15_000 },
  );
  await expect(card).toContainText('Play any game today to start a streak');
  await expect(card.getByTestId('streak-days')).toHaveCount(0);
});
