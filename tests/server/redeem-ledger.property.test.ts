// The ledger through the redeem service, as a property: any sequence of
// earning (ADJUST batches, some expiring), operator adjustments, redeems
// (some replaying an earlier key), approvals, rejections, redemption expiry
// and coin expiry keeps every balance equal to its entries and redemptions,
// and never negative. Each operation is also checked against the state just
// before it: a redeem or a deduction succeeds exactly when the coins are there.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operator } from '../../server/auth/operators';
import { AppError } from '../../server/http/errors';
import { expireDueCoins, getCoinSummary, inTransaction, postEntry } from '../../server/ledger';
import { localH5Wallet } from '../../server/providers/h5wallet';
import { approveRedemption, expireStaleRedemptions, rejectRedemption } from '../../server/redeem/decide';
import { DEFAULT_PENDING_HOURS, readRate } from '../../server/redeem/repo';
import { createRedemption } from '../../server/redeem/service';
import { testApp, type TestApp } from './helpers/app';
import { balances, bareVerifiedPlayer, demoOperator } from './helpers/wallet';

let t: TestApp;
let op: Operator;
beforeAll(async () => {
  t = await testApp();
  op = await demoOperator(t);
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { k: 'earn'; cents: number; expiring: boolean }
  | { k: 'adjust'; cents: number }
  | { k: 'redeem'; units: number; replay: boolean }
  | { k: 'approve' | 'reject'; pick: number }
  | { k: 'expireRedemptions' }
  | { k: 'days'; n: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ k: fc.constant('earn' as const), cents: fc.integer({ min: 1, max: 30_000 }), expiring: fc.boolean() }),
  fc.record({ k: fc.constant('adjust' as const), cents: fc.integer({ min: -20_000, max: 20_000 }).filter((c) => c !== 0) }),
  fc.record({ k: fc.constant('redeem' as const), units: fc.integer({ min: 1, max: 4 }), replay: fc.boolean() }),
  fc.record({ k: fc.constantFrom('approve' as const, 'reject' as const), pick: fc.nat() }),
  fc.constant({ k: 'expireRedemptions' as const }),
  fc.record({ k: fc.constant('days' as const), n: fc.integer({ min: 1, max: 3 }) }),
);

const cents = (x: number) => Math.round(x * 100);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + cents(x), 0);
const DAY = 86_400_000;

/** Every invariant of a player's wallet, read straight from the tables. */
async function checkInvariants(playerId: number, now: Date): Promise<void> {
  const b = await balances(t, playerId);
  const entries = await t.db.selectFrom('coin_entries').select(['type', 'amount']).where('player_id', '=', playerId).execute();
  const redemptions = await t.db.selectFrom('redemptions').select(['status', 'coins']).where('player_id', '=', playerId).execute();
  const coinsOf = (...statuses: string[]) => sum(redemptions.filter((r) => statuses.includes(r.status)).map((r) => r.coins));
  expect(cents(b.available)).toBeGreaterThanOrEqual(0);
  expect(cents(b.pending)).toBeGreaterThanOrEqual(0);
  expect(cents(b.available)).toBe(sum(entries.map((e) => e.amount)));
  expect(cents(b.pending)).toBe(coinsOf('Pending'));
  expect(cents(b.redeemed)).toBe(coinsOf('Success'));
  expect(0 - sum(entries.filter((e) => e.type === 'REDEEM').map((e) => e.amount))).toBe(
    coinsOf('Pending', 'Success', 'Rejected', 'Expired'),
  );
  expect(sum(entries.filter((e) => e.type === 'REDEEMREJECT').map((e) => e.amount))).toBe(coinsOf('Rejected', 'Expired'));
  const summary = await getCoinSummary(t.db, playerId, now);
  expect(cents(summary.balance)).toBe(cents(b.available) + cents(b.pending));
}

async function run(ops: readonly Op[]): Promise<void> {
  const playerId = await bareVerifiedPlayer(t);
  const rate = await readRate(t.db);
  const deps = { db: t.db, realtime: t.realtime, wallet: localH5Wallet(t.db), pushInbox: () => undefined };
  let now = new Date(t.clock.now().getTime());
  const keys: string[] = [];
  const pending = async () =>
    (
      await t.db
        .selectFrom('redemptions')
        .select('id')
        .where('player_id', '=', playerId)
        .where('status', '=', 'Pending')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  for (const o of ops) {
    // A redeem sweeps coins past their date first; sweeping here too (idempotent) lets `before` be what it judges by.
    if (o.k === 'redeem') await inTransaction(t.db, (trx) => expireDueCoins(trx, playerId, now));
    const before = await balances(t, playerId);
    if (o.k === 'earn') {
      await inTransaction(t.db, (trx) =>
        postEntry(trx, {
          playerId,
          type: 'ADJUST',
          amount: o.cents / 100,
          createdAt: now,
          ...(o.expiring ? { expiresAt: new Date(now.getTime() + DAY) } : {}),
        }),
      );
    } else if (o.k === 'adjust') {
      const ok = await inTransaction(t.db, (trx) =>
        postEntry(trx, { playerId, type: 'ADJUST', amount: o.cents / 100, createdAt: now }),
      ).then(
        () => true,
        () => false,
      );
      expect(ok).toBe(cents(before.available) + o.cents >= 0);
    } else if (o.k === 'redeem') {
      const coins = o.units * rate.coins;
      const replayKey = o.replay ? keys.at(-1) : undefined;
      const key = replayKey ?? randomUUID();
      try {
        const result = await createRedemption(t.db, { playerId, coins, idempotencyKey: key, rate, now });
        if (!result.replayed) keys.push(key);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A replay of another amount (409) or too few coins (400): nothing may have moved.
        expect(await balances(t, playerId)).toEqual(before);
        if (error.status === 400) expect(cents(before.available)).toBeLessThan(coins * 100);
      }
    } else if (o.k === 'approve' || o.k === 'reject') {
      const ids = await pending();
      const id = ids[o.pick % Math.max(1, ids.length)];
      if (id === undefined) continue;
      if (o.k === 'approve') await approveRedemption(deps, op, id, now);
      else await rejectRedemption(deps, op, id, 'property test', now);
    } else if (o.k === 'expireRedemptions') {
      now = new Date(now.getTime() + (DEFAULT_PENDING_HOURS + 1) * 3_600_000);
      await expireStaleRedemptions(deps, now);
      expect(await pending()).toEqual([]);
    } else if (o.k === 'days') {
      now = new Date(now.getTime() + o.n * DAY);
      await inTransaction(t.db, (trx) => expireDueCoins(trx, playerId, now));
    }
    await checkInvariants(playerId, now);
  }
}

describe('ledger through the redeem service (property)', () => {
  it('keeps balance == entries, pending == pending redemptions, never negative', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 20 }), run), { numRuns: 100 });
  }, 240_000);
});
