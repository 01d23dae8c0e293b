import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../contract/fairness';
import type { EggHistoryPage, EggSmashAnswer, EggStatus } from '../../contract/games/luckyegg';
import { eggDraw, eggExactRtp } from '../../contract/games/luckyEggRules';
import type { RotateResponse } from '../../contract/schemas/fairness';
import { EGG_SHARED_TTL_MS } from '../../server/games/luckyegg/shared';
import { LUCKY_EGG_OPENING_TABLE } from '../../server/games/luckyegg/table';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';
import { balances, giveCoins } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Stopped, so the server's clock in an answer is exactly the test's.
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

type Res = { statusCode: number; body: string; json<J>(): J };
async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
}
async function refused(res: Promise<Res>, status: number, message: string): Promise<void> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json<{ message: string }>().message).toBe(message);
}

// 12:00 GMT+8 is 04:00 UTC: the first of the opening slots.
const NOON_SESSION = new Date('2026-11-26T04:00:00Z');
const at = (ms: number) => new Date(NOON_SESSION.getTime() + ms);
const MIN = 60_000;

const status = (p: TestPlayer) => ok<EggStatus>(t.call('GET', '/api/games/lucky-egg/status', { token: p.token }));
const smash = (p: TestPlayer, bet: number, key = newKey(), egg = 2) =>
  t.call('POST', '/api/games/lucky-egg/smash', { token: p.token, body: { bet, egg, idempotencyKey: key } });

async function richPlayer(coins = 100): Promise<TestPlayer> {
  const p = await makePlayer(t);
  await giveCoins(t, p.uid, coins);
  return p;
}

describe('lucky egg', () => {
  it('opens at the slot for ten minutes: not started before, one egg during, already participated after', async () => {
    t.clock.set(at(-5 * MIN));
    const p = await richPlayer();
    const before = await status(p);
    expect(before).toMatchObject({ session: null, played: null, bounds: { min: 1, max: 1000 } });
    expect(before.next).toEqual({ startsAt: NOON_SESSION.toISOString(), endsAt: at(10 * MIN).toISOString() });
    expect(before.exactRtp).toBe(0.97);
    // Today's sessions in order (the event screen's list): the seed's 12:00, 18:00 and 21:00 GMT+8.
    expect(before.today?.map((s) => s.startsAt)).toEqual([
      '2026-11-26T04:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
      '2026-11-26T13:00:00.000Z',
    ]);
    expect(new Date(before.serverNow).getTime()).toBe(t.clock.now().getTime());
    await refused(smash(p, 10), 409, 'msg.eventNotStart');

    t.clock.set(at(3 * MIN));
    const open = await status(p);
    expect(open.session).toEqual(before.next);
    const key = newKey();
    const won = await ok<EggSmashAnswer>(smash(p, 10, key, 4));
    const multiplier = LUCKY_EGG_OPENING_TABLE[won.round.prize]?.multiplier;
    expect(won.round).toMatchObject({ bet: 10, egg: 4, multiplier, payout: 10 * (multiplier ?? 0), session: open.session });
    expect(won.coin.balance).toBe(90 + won.round.payout);
    // A retry of the same key answers the same egg and moves nothing.
    const retried = await ok<EggSmashAnswer>(smash(p, 10, key, 4));
    expect(retried.round).toEqual(won.round);
    await refused(smash(p, 10), 409, 'msg.alreadyParticipated');
    expect((await balances(t, p.id)).available).toBe(90 + won.round.payout);

    // After the session: still "already participated" until the next one opens.
    t.clock.set(at(30 * MIN));
    const after = await status(p);
    expect(after.session).toBeNull();
    expect(after.played?.id).toBe(won.round.id);
    expect(after.next?.startsAt).toBe(new Date('2026-11-26T10:00:00Z').toISOString());
    await refused(smash(p, 10), 409, 'msg.eventNotStart');
    t.clock.set(new Date('2026-11-26T10:00:00Z'));
    expect((await status(p)).played).toBeNull();
  });

  it("draws the prize from the player's seed: the revealed seed gives the same egg", async () => {
    t.clock.set(at(MIN));
    const p = await richPlayer();
    const won = await ok<EggSmashAnswer>(smash(p, 1));
    const rotated = await ok<RotateResponse>(
      t.call('POST', '/api/fairness/rotate', { token: p.token, body: { clientSeed: 'after-the-egg' } }),
    );
    const [float] = await floatsWith(webHmacSha256, rotated.revealed.serverSeed, won.round.proof.clientSeed, won.round.proof.nonce, 1);
    expect(eggDraw(float ?? -1, won.round.table)).toBe(won.round.prize);
    const history = await ok<EggHistoryPage>(t.call('GET', '/api/games/lucky-egg/history', { token: p.token }));
    expect(history.rows[0]).toEqual({ status: 'SUCCESS', round: won.round });
  });

  it('refuses a bet outside the bounds or the coins, and takes one of two eggs smashed at once', async () => {
    t.clock.set(at(2 * MIN));
    const p = await richPlayer(5);
    await refused(smash(p, 1001), 400, 'msg.invalidBet');
    await refused(smash(p, 6), 400, 'msg.insufficientCoins');
    const both = await Promise.all([smash(p, 5), smash(p, 5)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = both.find((r) => r.statusCode === 200)?.json<EggSmashAnswer>();
    expect((await balances(t, p.id)).available).toBe(won?.round.payout);
  });

  it('publishes an opening table of exactly 97% with a 500x top prize', async () => {
    expect(eggExactRtp(LUCKY_EGG_OPENING_TABLE)).toBe(0.97);
    const rows = await t.db.selectFrom('lucky_egg_prizes').select(['multiplier', 'weight']).orderBy('sort').execute();
    expect(rows.map((r) => ({ multiplier: Number(r.multiplier), weight: r.weight }))).toEqual(LUCKY_EGG_OPENING_TABLE);
  });

  it('plays a change of its sessions or table written outside the console (a script, another process) once its copy is EGG_SHARED_TTL_MS old', async () => {
    t.clock.set(at(-MIN));
    const p = await richPlayer();
    expect((await status(p)).session).toBeNull();
    const slots = await t.db.selectFrom('lucky_egg_slots').select('minute_of_day').execute();
    // Written as a script or an operator's SQL would, not through the console.
    await t.db.deleteFrom('lucky_egg_slots').execute();
    await t.db
      .insertInto('lucky_egg_slots')
      .values({ minute_of_day: 11 * 60 + 55 })
      .execute();
    try {
      t.clock.advance(EGG_SHARED_TTL_MS);
      expect((await status(p)).session?.startsAt).toBe(at(-5 * MIN).toISOString());
      await t.db.updateTable('lucky_egg_prizes').set({ weight: 0 }).where('multiplier', '<>', 500).execute();
      t.clock.advance(EGG_SHARED_TTL_MS);
      expect((await ok<EggSmashAnswer>(smash(p, 1))).round.multiplier).toBe(500);
    } finally {
      await t.db.deleteFrom('lucky_egg_slots').execute();
      await t.db.insertInto('lucky_egg_slots').values(slots).execute();
      await t.db.deleteFrom('lucky_egg_prizes').execute();
      await t.db
        .insertInto('lucky_egg_prizes')
        .values(LUCKY_EGG_OPENING_TABLE.map((r, i) => ({ sort: i + 1, ...r })))
        .execute();
    }
  });
});
