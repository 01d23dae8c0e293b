// What tier points cost the hot paths in SQL statements (issue 27, item 1:
// "at most one more statement" for a stake or a spin), counted as bench:redeem,
// bench:spin and bench:wager count them (bench/harness.ts statementCounter):
// every statement the app runs for one call alone, BEGIN/COMMIT not counted,
// here with the loyalty work after a play (the streak, lib/plays.ts) drained
// into the call's count, and each player's first play of the day (its streak
// read) made before counting.
//   - A stake writes its points: one row a stake, through awardPoints, which
//     runs one statement (counted alone in a transaction of its own). No
//     module is mocked: the server tier imports the app once per worker.
//   - A spin and a redeem write none: the spin reads its tier's limit inside
//     lock_spins' statement, a redeem with the club's auto-approval rule off
//     (as bench:redeem runs) reads no tier. A player holding a tier and
//     points costs what a new player does, and at most one more than README's
//     benchmark table counted before tiers existed (spin 7, redeem 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../server/db/statementCounter';
import { inTransaction } from '../../server/ledger';
import { awardPoints } from '../../server/loyalty/points/award';
import { createPlayFeed } from '../../server/lib/plays';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, spin, type TestPlayer } from './helpers/spin';
import { giveCoins } from './helpers/wallet';

/** README's figures of one call alone (bench:spin, bench:redeem, 2026-11-27), measured before tier points existed. */
const BEFORE_TIERS = { spin: 7, redeem: 5 };
const SLUG = 'spin-wheel'; // the wheel bench:spin spins

const counter = statementCounter();
const plays = createPlayFeed();
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ plugins: [counter.plugin], plays });
});
afterAll(async () => {
  await t.close();
});

/** The statements the app runs for `call` and the loyalty work it sets off. */
async function counted(call: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  await plays.drain();
  counter.take();
  const res = await call();
  expect(res.statusCode, res.body).toBe(200);
  await plays.drain();
  return counter.take();
}

/** A player who holds Silver (as the review leaves it) with 300 points of today. */
async function tierHolder(opts: Parameters<typeof makePlayer>[1] = {}): Promise<TestPlayer> {
  const p = await makePlayer(t, opts);
  await t.db.insertInto('tier_players').values({ player_id: p.id, tier: 1, dirty: false }).execute();
  await inTransaction(t.db, (trx) =>
    awardPoints(trx, { playerId: p.id, source: 'adjust', sourceId: newKey(), points: 300, reason: 'statements test', now: t.clock.now() }),
  );
  return p;
}

const bet = (p: TestPlayer) => async () => {
  const res = await t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: 2, idempotencyKey: newKey() } });
  // Closed, so the next bet opens a bridge of its own (one open bridge a player).
  await t.db.updateTable('game_rounds').set({ state: 'settled' }).where('player_id', '=', p.id).execute();
  return res;
};
const redeem = (p: TestPlayer) => () => t.call('POST', '/api/redeem', { token: p.token, body: { coins: 50, idempotencyKey: newKey() } });

describe('statements tier points cost', () => {
  it('a stake: its points are one row, written by one statement', async () => {
    const p = await makePlayer(t);
    await giveCoins(t, p.uid, 20);
    await counted(bet(p)); // the day's first play: its streak read
    await counted(bet(p));
    expect(await t.db.selectFrom('tier_points').select('points').where('player_id', '=', p.id).execute()).toEqual([
      { points: 2 },
      { points: 2 },
    ]);
    counter.take();
    const award = {
      playerId: p.id,
      source: 'adjust' as const,
      sourceId: newKey(),
      points: 1,
      reason: 'statements test',
      now: t.clock.now(),
    };
    expect(await inTransaction(t.db.withPlugin(counter.plugin), (trx) => awardPoints(trx, award))).toBe(true);
    expect(counter.take()).toBe(1);
  });

  it('a spin: no more for a player with a tier and points than for a new one, within one of before tiers', async () => {
    const counts: number[] = [];
    for (const p of [await makePlayer(t, { chances: { SPINWHEEL: 2 } }), await tierHolder({ chances: { SPINWHEEL: 2 } })]) {
      await counted(() => spin(t, p.token, SLUG, newKey())); // the day's first play (and the process's first spin reads the prize table)
      counts.push(await counted(() => spin(t, p.token, SLUG, newKey())));
    }
    const [plain, tiered] = counts;
    expect(tiered).toBe(plain);
    expect(tiered).toBeLessThanOrEqual(BEFORE_TIERS.spin + 1);
  });

  it('a redeem: no more for a player with a tier and points than for a new one, within one of before tiers', async () => {
    const counts: number[] = [];
    for (const p of [await makePlayer(t), await tierHolder()]) {
      await giveCoins(t, p.uid, 100);
      await counted(redeem(p));
      counts.push(await counted(redeem(p)));
    }
    const [plain, tiered] = counts;
    expect(tiered).toBe(plain);
    expect(tiered).toBeLessThanOrEqual(BEFORE_TIERS.redeem + 1);
  });
});
