// Exactly once under contention. On PostgreSQL the pool's connections
// (TEST_POOL_MAX) really race; on PGlite (one connection) the calls queue, which must give the
// same answer. The service is driven directly so the per-player throttle does
// not turn the race into 429s; the last test goes through the API as well.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedeemResponse } from '../../contract/schemas/wallet';
import { readRate } from '../../server/redeem/repo';
import { createRedemption, type RedeemOutcome } from '../../server/redeem/service';
import { testApp, type TestApp } from './helpers/app';
import { balances, giveCoins, redeemCall, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const CALLS = 200;

async function redeemMany(playerId: number, keys: readonly string[]): Promise<PromiseSettledResult<RedeemOutcome>[]> {
  const rate = await readRate(t.db);
  const now = t.clock.now();
  return Promise.allSettled(keys.map((idempotencyKey) => createRedemption(t.db, { playerId, coins: 50, idempotencyKey, rate, now })));
}

const redemptionsOf = (playerId: number) =>
  t.db.selectFrom('redemptions').select(['id', 'coins']).where('player_id', '=', playerId).execute();

describe('200 concurrent redeems of the same coins', () => {
  it('with different keys: exactly one redemption, every other call refused, no coins lost', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 50);
    const results = await redeemMany(
      p.id,
      Array.from({ length: CALLS }, () => randomUUID()),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const refusals = new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])));
    // "Balance is not enough" once the winner holds the 50 (the balance shows them, pending), "INSUFFICIENT COINS"
    // if the ledger's CHECK caught it; never "Insufficient Balance": the player did have the coins.
    expect([...refusals].every((m) => m === 'msg.balanceNotEnough' || m === 'msg.insufficientCoins')).toBe(true);
    expect(await redemptionsOf(p.id)).toHaveLength(1);
    expect(await balances(t, p.id)).toEqual({ available: 0, pending: 50, redeemed: 0 });
  });

  it('with one key: one redemption, and every call gets the first answer', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 500);
    const key = randomUUID();
    const results = await redeemMany(
      p.id,
      Array.from({ length: CALLS }, () => key),
    );
    const answers = results.map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    });
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const first = answers.find((a) => !a.replayed)?.answer;
    for (const a of answers) expect(a.answer).toEqual(first);
    expect(await redemptionsOf(p.id)).toHaveLength(1);
    expect(await balances(t, p.id)).toEqual({ available: 450, pending: 50, redeemed: 0 });
  });

  it('through the API: one redemption, and every call of the burst answered 200 with it (the throttle counts only the first)', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 500);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: CALLS }, () => redeemCall(t, p.token, 50, key)));
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const bodies = responses.map((r) => r.json<RedeemResponse>());
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(await redemptionsOf(p.id)).toHaveLength(1);
    expect(await balances(t, p.id)).toEqual({ available: 450, pending: 50, redeemed: 0 });
  });
});
