// The player's own limits (server/limits): each refusal of assertStakeAllowed,
// a lower limit at once and a higher one after 24 hours, breaks and
// exclusions that stand until their end, the operator who excludes but never
// lifts, the reality check's summary, and two stakes racing for one limit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SquidAnswer } from '../../contract/games/squidgame';
import type { AdminPlayerLimits, PlayerLimits, SessionSummary } from '../../contract/limits';
import type { RoundGame } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import type { SquidSecret } from '../../server/games/squidgame/progress';
import { lockPlayerRounds } from '../../server/games/platform/rounds';
import { startOfBusinessDay, startOfBusinessWeek } from '../../server/lib/businessDay';
import { assertStakeAllowed } from '../../server/limits/enforce';
import { setRealityCheck, setStakeLimits, takeBreak } from '../../server/limits/service';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { login, makePlayer, newKey, type TestPlayer } from './helpers/spin';
import { balances, giveCoins } from './helpers/wallet';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

// A Wednesday, midday GMT+8 (04:00 UTC): the business week began on Monday 2026-11-23 00:00 GMT+8.
const WEDNESDAY_NOON = new Date('2026-11-25T04:00:00Z');
beforeEach(() => {
  t.clock.freeze();
  t.clock.set(WEDNESDAY_NOON);
});

/** A round the player staked `bet` on at `at`, as the wager path writes it. */
function round(p: TestPlayer, bet: number, at: Date, opts: { game?: RoundGame; payout?: number } = {}) {
  return {
    player_id: p.id,
    game: opts.game ?? 'SQUIDGAME',
    bet,
    payout: opts.payout ?? 0,
    outcome: '{}',
    params: '{}',
    detail: '{}',
    state: 'settled' as const,
    created_at: at,
  };
}
async function staked(p: TestPlayer, bet: number, at: Date, opts: { game?: RoundGame; payout?: number } = {}): Promise<void> {
  await t.db
    .insertInto('game_rounds')
    .values(round(p, bet, at, opts))
    .execute();
}

/** The refusal's message key, or null when the stake is allowed (as the wager path calls it: in a transaction, after the lock). */
async function stakeRefusal(p: TestPlayer, stake: number): Promise<string | null> {
  try {
    await t.db.transaction().execute(async (trx) => {
      await lockPlayerRounds(trx, p.id);
      await assertStakeAllowed(trx, p.id, stake, t.clock.now());
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** After the clock moved past the session's life: the same player, signed in again. */
async function relogin(p: TestPlayer): Promise<TestPlayer> {
  return { ...p, token: await login(t, p.uid, 'spin1234') };
}

const getLimits = async (p: TestPlayer): Promise<PlayerLimits> => {
  const res = await t.call('GET', '/api/player/limits', { token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlayerLimits>();
};
const putLimits = (p: TestPlayer, body: unknown) => t.call('PUT', '/api/player/limits', { token: p.token, body });
const okLimits = async (p: TestPlayer, body: unknown): Promise<PlayerLimits> => {
  const res = await putLimits(p, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlayerLimits>();
};

describe('stake limits', () => {
  it('no limit set: any stake passes; a new player reads no limits', async () => {
    const p = await makePlayer(t);
    await staked(p, 5000, t.clock.now());
    expect(await stakeRefusal(p, 1000)).toBeNull();
    expect(await getLimits(p)).toEqual({
      daily: null,
      weekly: null,
      dailyPending: null,
      weeklyPending: null,
      stakedToday: 5000,
      stakedThisWeek: 5000,
      breakUntil: null,
      excludedUntil: null,
      realityCheckMinutes: null,
    });
  });

  it("daily: today's stakes in the wagering games plus this one may reach the limit, not pass it", async () => {
    const p = await makePlayer(t);
    await okLimits(p, { daily: 100, weekly: null });
    const dayStart = startOfBusinessDay(t.clock.now());
    await staked(p, 30, dayStart);
    await staked(p, 30, t.clock.now(), { game: 'LUCKYEGG' });
    // Yesterday (one millisecond before midnight GMT+8) and a game without stakes do not count.
    await staked(p, 500, new Date(dayStart.getTime() - 1));
    await staked(p, 500, t.clock.now(), { game: 'FTO' });
    expect(await stakeRefusal(p, 40)).toBeNull();
    expect(await stakeRefusal(p, 41)).toBe('msg.stakeLimitDaily');
    expect(await getLimits(p)).toMatchObject({ daily: 100, stakedToday: 60 });
  });

  it("weekly: from Monday 00:00 GMT+8; last Sunday's stakes do not count", async () => {
    const p = await makePlayer(t);
    await okLimits(p, { daily: null, weekly: 300 });
    const weekStart = startOfBusinessWeek(t.clock.now());
    expect(weekStart.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    await staked(p, 200, weekStart);
    await staked(p, 1000, new Date(weekStart.getTime() - 1));
    expect(await stakeRefusal(p, 100)).toBeNull();
    expect(await stakeRefusal(p, 101)).toBe('msg.stakeLimitWeekly');
    // A week later the count starts again.
    t.clock.advance(7 * DAY);
    expect(await stakeRefusal(p, 300)).toBeNull();
  });

  it('lowering applies at once', async () => {
    const p = await makePlayer(t);
    await okLimits(p, { daily: 500, weekly: 2000 });
    const lowered = await okLimits(p, { daily: 50, weekly: 1000 });
    expect(lowered).toMatchObject({ daily: 50, weekly: 1000, dailyPending: null, weeklyPending: null });
    expect(await stakeRefusal(p, 51)).toBe('msg.stakeLimitDaily');
    expect(await stakeRefusal(p, 50)).toBeNull();
  });

  it('raising waits 24 hours, then applies on its own; asking it again does not push it back', async () => {
    let p = await makePlayer(t);
    await okLimits(p, { daily: 50, weekly: null });
    const from = new Date(t.clock.now().getTime() + DAY).toISOString();
    const raised = await okLimits(p, { daily: 200, weekly: null });
    expect(raised).toMatchObject({ daily: 50, dailyPending: { value: 200, from } });
    t.clock.advance(HOUR);
    expect((await okLimits(p, { daily: 200, weekly: null })).dailyPending).toEqual({ value: 200, from });

    t.clock.set(new Date(Date.parse(from) - 1));
    expect(await stakeRefusal(p, 51)).toBe('msg.stakeLimitDaily');
    t.clock.set(new Date(from));
    expect(await stakeRefusal(p, 200)).toBeNull();
    expect(await stakeRefusal(p, 201)).toBe('msg.stakeLimitDaily');
    p = await relogin(p);
    expect(await getLimits(p)).toMatchObject({ daily: 200, dailyPending: null });
  });

  it('removing a limit is a raise: it waits 24 hours; stating the current value again cancels it', async () => {
    let p = await makePlayer(t);
    await okLimits(p, { daily: null, weekly: 100 });
    expect(await okLimits(p, { daily: null, weekly: null })).toMatchObject({ weekly: 100, weeklyPending: { value: null } });
    expect(await okLimits(p, { daily: null, weekly: 100 })).toMatchObject({ weekly: 100, weeklyPending: null });

    await okLimits(p, { daily: null, weekly: null });
    t.clock.advance(DAY);
    expect(await stakeRefusal(p, 100_000)).toBeNull();
    p = await relogin(p);
    expect(await getLimits(p)).toMatchObject({ weekly: null, weeklyPending: null });
  });

  it('refuses a limit that is not a whole number of coins from 1, or a body without both', async () => {
    const p = await makePlayer(t);
    for (const body of [
      { daily: 0, weekly: null },
      { daily: 1.5, weekly: null },
      { daily: '10', weekly: null },
      { daily: 10 },
      { daily: 10, weekly: 1e9 },
    ]) {
      const res = await putLimits(p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
    }
    expect(await getLimits(p)).toMatchObject({ daily: null, weekly: null });
  });
});

describe('a break and a self-exclusion', () => {
  const post = (p: TestPlayer, path: 'break' | 'exclusion', period: string) =>
    t.call('POST', `/api/player/limits/${path}`, { token: p.token, body: { period } });

  it('a break refuses every stake until it ends, and cannot be shortened', async () => {
    let p = await makePlayer(t);
    const res = await post(p, 'break', '1w');
    expect(res.statusCode, res.body).toBe(200);
    const until = res.json<PlayerLimits>().breakUntil;
    expect(until).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    expect(await stakeRefusal(p, 1)).toBe('msg.onBreak');

    const shorter = await post(p, 'break', '1d');
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toEqual({ message: 'msg.cannotShortenPause' });
    expect((await post(p, 'break', '1m')).json<PlayerLimits>().breakUntil).toBe('2026-12-25T04:00:00.000Z');

    t.clock.set(new Date('2026-12-25T03:59:59.999Z'));
    expect(await stakeRefusal(p, 1)).toBe('msg.onBreak');
    t.clock.set(new Date('2026-12-25T04:00:00Z'));
    expect(await stakeRefusal(p, 1)).toBeNull();
    p = await relogin(p);
    expect((await getLimits(p)).breakUntil).toBeNull();
  });

  it('a self-exclusion refuses every stake for its whole length; the player cannot shorten it', async () => {
    const p = await makePlayer(t);
    const res = await post(p, 'exclusion', '1y');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlayerLimits>().excludedUntil).toBe('2027-11-25T04:00:00.000Z');
    expect(await stakeRefusal(p, 1)).toBe('msg.selfExcluded');
    expect((await post(p, 'exclusion', '6m')).json()).toEqual({ message: 'msg.cannotShortenPause' });
    // Limits stay editable, and change nothing about the exclusion.
    await okLimits(p, { daily: null, weekly: null });
    t.clock.set(new Date('2027-11-25T03:59:59Z'));
    expect(await stakeRefusal(p, 1)).toBe('msg.selfExcluded');
    t.clock.set(new Date('2027-11-25T04:00:00Z'));
    expect(await stakeRefusal(p, 1)).toBeNull();
  });

  it('refuses a period outside the choices', async () => {
    const p = await makePlayer(t);
    for (const [path, period] of [
      ['break', '6m'],
      ['break', '2d'],
      ['exclusion', '1d'],
      ['exclusion', ''],
    ] as const) {
      const res = await post(p, path, period);
      expect(res.statusCode, `${path} ${period}`).toBe(400);
    }
    expect(await getLimits(p)).toMatchObject({ breakUntil: null, excludedUntil: null });
  });
});

describe('the console', () => {
  const adminLimits = (uid: string, token = admin) => t.call('GET', `/api/admin/players/${uid}/limits`, { token });
  const excludeCall = (uid: string, period: string, token = admin) =>
    t.call('PUT', `/api/admin/players/${uid}/exclusion`, { token, body: { period } });

  it("shows the player's limits, break and exclusion", async () => {
    const p = await makePlayer(t);
    await okLimits(p, { daily: 80, weekly: 400 });
    await t.call('POST', '/api/player/limits/break', { token: p.token, body: { period: '1d' } });
    const res = await adminLimits(p.uid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminPlayerLimits>()).toMatchObject({
      uid: p.uid,
      excludedBy: null,
      limits: { daily: 80, weekly: 400, breakUntil: '2026-11-26T04:00:00.000Z', excludedUntil: null },
    });
    expect((await adminLimits('nobody-here')).statusCode).toBe(404);
  });

  it('an operator excludes a player (audited) and can lengthen it, but not lift or shorten it', async () => {
    const p = await makePlayer(t);
    const res = await excludeCall(p.uid, '1y');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminPlayerLimits>()).toMatchObject({ excludedBy: 'admin', limits: { excludedUntil: '2027-11-25T04:00:00.000Z' } });
    expect(await stakeRefusal(p, 1)).toBe('msg.selfExcluded');

    const lift = await t.call('DELETE', `/api/admin/players/${p.uid}/exclusion`, { token: admin });
    expect(lift.statusCode).toBe(409);
    expect(lift.json()).toEqual({ message: 'msg.cannotShortenPause' });
    expect((await excludeCall(p.uid, '6m')).json()).toEqual({ message: 'msg.cannotShortenPause' });
    // Nor can the player shorten what the operator set.
    const mine = await t.call('POST', '/api/player/limits/exclusion', { token: p.token, body: { period: '6m' } });
    expect(mine.json()).toEqual({ message: 'msg.cannotShortenPause' });
    expect((await excludeCall(p.uid, '5y')).statusCode).toBe(200);

    const view = (await adminLimits(p.uid)).json<AdminPlayerLimits>();
    expect(view).toMatchObject({ excludedBy: 'admin', limits: { excludedUntil: '2031-11-25T04:00:00.000Z' } });
    const lines = await t.db.selectFrom('audit_log').select(['action', 'detail']).where('target', '=', p.uid).orderBy('id').execute();
    expect(lines).toEqual([
      { action: 'player.exclusion', detail: { playerId: p.id, period: '1y', from: null, to: '2027-11-25T04:00:00.000Z' } },
      {
        action: 'player.exclusion',
        detail: { playerId: p.id, period: '5y', from: '2027-11-25T04:00:00.000Z', to: '2031-11-25T04:00:00.000Z' },
      },
    ]);

    // Once it has ended there is nothing to lift, and stakes are accepted again.
    t.clock.set(new Date('2031-11-25T04:00:00Z'));
    admin = await operatorToken(t);
    expect((await t.call('DELETE', `/api/admin/players/${p.uid}/exclusion`, { token: admin })).statusCode).toBe(200);
    expect(await stakeRefusal(p, 1)).toBeNull();
  });

  it('a content editor and a player are refused; the exclusion is not set', async () => {
    const p = await makePlayer(t);
    await t.db
      .insertInto('operators')
      .values({ username: 'limits-content', password_hash: await hashPassword('operator123'), role: 'content' })
      .execute();
    const content = await operatorToken(t, { username: 'limits-content', password: 'operator123' });
    expect((await excludeCall(p.uid, '1y', content)).statusCode).toBe(403);
    expect((await excludeCall(p.uid, '1y', p.token)).statusCode).toBe(401);
    expect((await excludeCall(p.uid, '1y', 'not-a-token')).statusCode).toBe(401);
    expect((await getLimits(p)).excludedUntil).toBeNull();
  });
});

describe('the reality check', () => {
  it('stores the interval (15, 30, 60 or off) and refuses any other', async () => {
    const p = await makePlayer(t);
    const put = (minutes: unknown) => t.call('PUT', '/api/player/limits/reality-check', { token: p.token, body: { minutes } });
    expect((await put(30)).json<PlayerLimits>().realityCheckMinutes).toBe(30);
    expect((await put(20)).statusCode).toBe(400);
    expect((await getLimits(p)).realityCheckMinutes).toBe(30);
    expect((await put(null)).json<PlayerLimits>().realityCheckMinutes).toBeNull();
  });

  it('sums the time and the wagering games since a moment', async () => {
    const p = await makePlayer(t);
    const since = new Date(t.clock.now().getTime() - 45 * 60_000);
    await staked(p, 100, new Date(since.getTime() - 1), { payout: 1000 });
    await staked(p, 100, since, { payout: 192 });
    await staked(p, 50, new Date(since.getTime() + 60_000), { game: 'LUCKYEGG', payout: 25 });
    await staked(p, 70, t.clock.now());
    const res = await t.call('GET', `/api/player/limits/session?since=${encodeURIComponent(since.toISOString())}`, { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SessionSummary>()).toEqual({ since: since.toISOString(), minutes: 45, rounds: 3, staked: 220, won: 217, net: -3 });

    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await t.call('GET', `/api/player/limits/session?since=${encodeURIComponent(future)}`, { token: p.token })).statusCode).toBe(
      400,
    );
    expect((await t.call('GET', '/api/player/limits/session?since=yesterday', { token: p.token })).statusCode).toBe(400);
  });

  it('without a moment: since the app session began', async () => {
    const p = await makePlayer(t);
    const start = await t.call('POST', '/api/activity/start', { token: p.token, body: { path: '/games/squidgame' } });
    expect(start.statusCode, start.body).toBeLessThan(300);
    t.clock.advance(20 * 60_000);
    await staked(p, 10, t.clock.now(), { payout: 19.2 });
    const res = await t.call('GET', '/api/player/limits/session', { token: p.token });
    expect(res.json<SessionSummary>()).toMatchObject({ minutes: 20, rounds: 1, staked: 10, won: 19.2, net: 9.2 });
  });
});

describe("through the squid game's bet", () => {
  const bet = (p: TestPlayer, coins: number) =>
    t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: coins, idempotencyKey: newKey() } });
  const balance = async (p: TestPlayer) => (await balances(t, p.id)).available;

  it('refuses a stake past the daily limit and during a break, taking no coins', async () => {
    const p = await makePlayer(t);
    await giveCoins(t, p.uid, 100);
    await okLimits(p, { daily: 15, weekly: null });
    const first = await bet(p, 10);
    expect(first.statusCode, first.body).toBe(200);
    // Fall off the bridge so the next bet may open another.
    const { bridge } = first.json<SquidAnswer>();
    const panels = await t.db.selectFrom('game_rounds').select('outcome').where('id', '=', bridge.id).executeTakeFirstOrThrow();
    const held = (panels.outcome as SquidSecret).bridge[0];
    expect(
      (
        await t.call('POST', '/api/games/squidgame/step', {
          token: p.token,
          body: { bridgeId: bridge.id, step: 1, panel: held === 'left' ? 'right' : 'left' },
        })
      ).statusCode,
    ).toBe(200);

    const over = await bet(p, 6);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'msg.stakeLimitDaily' });
    expect(await balance(p)).toBe(90);

    await t.call('POST', '/api/player/limits/break', { token: p.token, body: { period: '1d' } });
    expect((await bet(p, 5)).json()).toEqual({ message: 'msg.onBreak' });
    expect(await balance(p)).toBe(90);
  });
});

describe('two stakes at once', () => {
  it('cannot both pass a limit: the rounds lock decides them one after the other', async () => {
    const p = await makePlayer(t);
    await okLimits(p, { daily: 100, weekly: null });
    const bet = (n: number) =>
      t.db.transaction().execute(async (trx) => {
        await lockPlayerRounds(trx, p.id);
        await assertStakeAllowed(trx, p.id, 60, t.clock.now());
        await trx
          .insertInto('game_rounds')
          .values(round(p, 60, t.clock.now(), { game: n % 2 ? 'SQUIDGAME' : 'LUCKYEGG' }))
          .execute();
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => bet(n)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])))).toEqual(
      new Set(['msg.stakeLimitDaily']),
    );
    expect((await getLimits(p)).stakedToday).toBe(60);
  });

  it("changes at once lose none of each other: each holds the player's row", async () => {
    const p = await makePlayer(t);
    const now = t.clock.now();
    await Promise.all([
      setStakeLimits(t.db, p.id, { daily: 50, weekly: null }, now),
      takeBreak(t.db, p.id, '1d', now),
      setRealityCheck(t.db, p.id, 30, now),
      setStakeLimits(t.db, p.id, { daily: 50, weekly: 200 }, now),
    ]);
    expect(await getLimits(p)).toMatchObject({ daily: 50, weekly: 200, breakUntil: '2026-11-26T04:00:00.000Z', realityCheckMinutes: 30 });
  });
});
