import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../../contract/constants';
import type { Database } from '../../server/db/schema';
import {
  InsufficientCoinsError,
  InvalidHoldError,
  expireDueCoins,
  getCoinSummary,
  holdForRedeem,
  inTransaction,
  lockLedger,
  postEntry,
  releaseHold,
  settleHold,
  walkBatches,
  type EntryInput,
  type PlainEntryType,
} from '../../server/ledger';
import { closeDb, freshDb } from './helpers/db';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await closeDb(db);
});

let seq = 0;
async function newPlayer(): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto('players')
    .values({ uid: `p${seq}x${Date.now() % 100000}`, full_name: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const post = (input: EntryInput) => inTransaction(db, (trx) => postEntry(trx, input));
const earn = (playerId: number, amount: number, extra: Partial<EntryInput> = {}) => post({ playerId, type: 'ADJUST', amount, ...extra });
const spend = (playerId: number, amount: number, extra: Partial<EntryInput> = {}) =>
  post({ playerId, type: 'SPENT', amount: -amount, ...extra });

async function balance(playerId: number): Promise<{ available: number; pending: number; redeemed: number }> {
  const row = await db
    .selectFrom('coin_balances')
    .select(['available', 'pending', 'redeemed'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ?? { available: 0, pending: 0, redeemed: 0 };
}

async function entries(playerId: number): Promise<{ count: number; sum: number }> {
  const rows = await db.selectFrom('coin_entries').select('amount').where('player_id', '=', playerId).execute();
  return { count: rows.length, sum: Math.round(rows.reduce((s, r) => s + r.amount * 100, 0)) / 100 };
}

describe('postEntry', () => {
  it('raises available on an earning and returns the entry', async () => {
    const p = await newPlayer();
    const { entry, replayed } = await earn(p, 12.345);
    expect(replayed).toBe(false);
    expect(entry).toMatchObject({ player_id: p, type: 'ADJUST', amount: 12.35 });
    expect(typeof entry.amount).toBe('number');
    await earn(p, 7.65);
    expect((await balance(p)).available).toBe(20);
  });

  it('refuses to overspend with InsufficientCoinsError and writes nothing', async () => {
    const p = await newPlayer();
    // First move of a player who has no balance row yet.
    await expect(spend(p, 1)).rejects.toBeInstanceOf(InsufficientCoinsError);
    expect(await entries(p)).toEqual({ count: 0, sum: 0 });
    await earn(p, 30);
    const error: unknown = await spend(p, 30.01).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCoinsError);
    expect((error as InsufficientCoinsError).messageKey).toBe('msg.insufficientCoins');
    expect(await entries(p)).toEqual({ count: 1, sum: 30 });
    expect(await balance(p)).toEqual({ available: 30, pending: 0, redeemed: 0 });
    await spend(p, 30);
    expect((await balance(p)).available).toBe(0);
  });

  it('replays an idempotency key: first entry back, balance unchanged', async () => {
    const p = await newPlayer();
    await earn(p, 50);
    const first = await spend(p, 20, { idempotencyKey: 'round-1' });
    const again = await spend(p, 20, { idempotencyKey: 'round-1' });
    expect(again.replayed).toBe(true);
    expect(again.entry).toEqual(first.entry);
    expect((await balance(p)).available).toBe(30);
    await spend(p, 30);
    // Even with nothing left to spend, a retry of a done move succeeds quietly.
    expect((await spend(p, 20, { idempotencyKey: 'round-1' })).replayed).toBe(true);
    expect(await entries(p)).toEqual({ count: 3, sum: 0 });
    // The same key of another player is a different move.
    const q = await newPlayer();
    expect((await earn(q, 5, { idempotencyKey: 'round-1' })).replayed).toBe(false);
  });

  it('rolls back an entry when the surrounding transaction fails', async () => {
    const p = await newPlayer();
    await expect(
      inTransaction(db, async (trx) => {
        await postEntry(trx, { playerId: p, type: 'ADJUST', amount: 10 });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await entries(p)).toEqual({ count: 0, sum: 0 });
    expect((await balance(p)).available).toBe(0);
  });

  it('rejects zero, non-finite and redemption types', async () => {
    const p = await newPlayer();
    await expect(earn(p, 0.001)).rejects.toBeInstanceOf(RangeError);
    await expect(earn(p, Number.NaN)).rejects.toBeInstanceOf(RangeError);
    await expect(post({ playerId: p, type: 'REDEEM' as string as PlainEntryType, amount: -1 })).rejects.toBeInstanceOf(TypeError);
  });

  it('serialises concurrent spends of one player', async () => {
    const p = await newPlayer();
    await earn(p, 100);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => spend(p, 30)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientCoinsError);
    }
    expect((await balance(p)).available).toBe(10);
  });
});

describe('lockLedger', () => {
  it.runIf(process.env.DATABASE_URL)(
    'after waiting for the lock, reads the move the holder committed (balance and entries alike)',
    async () => {
      const p = await newPlayer();
      await earn(p, 100);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = inTransaction(db, async (trx) => {
        await lockLedger(trx, p, new Date());
        const { entry } = await postEntry(trx, { playerId: p, type: 'ADJUST', amount: 40 });
        locked();
        await gate;
        return entry.id;
      });
      await holding;
      const waiter = inTransaction(db, (trx) => lockLedger(trx, p, new Date()));
      // Released only once the waiter is queued on the balance row's lock.
      for (let i = 0; i < 200; i++) {
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(db);
        if ((rows[0]?.n ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      release();
      const heldEntry = await holder;
      const seen = await waiter;
      expect(seen.balance.available).toBe(140);
      expect(seen.moves.map((m) => m.id)).toContain(heldEntry);
      expect(seen.moves.reduce((sum, m) => sum + m.amount, 0)).toBe(140);
    },
  );
});

describe('coin_entries is append-only', () => {
  it('refuses UPDATE and DELETE', async () => {
    const p = await newPlayer();
    const { entry } = await earn(p, 5);
    await expect(db.updateTable('coin_entries').set({ note: 'edited' }).where('id', '=', entry.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('coin_entries').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE coin_entries SET amount = 1000 WHERE player_id = ${p}`.execute(db)).rejects.toThrow(/append-only/);
    expect(await entries(p)).toEqual({ count: 1, sum: 5 });
  });

  // Migrations write the list as literals (server/ledger/README.md, a new ledger type): a type added to the
  // contract without its migration would be refused by the database at its first entry.
  it("the database allows exactly the contract's types", async () => {
    const { rows } = await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conname = 'coin_entries_type_check'`.execute(db);
    expect(rows).toHaveLength(1);
    const allowed = [...(rows[0]?.def ?? '').matchAll(/'([A-Z0-9]+)'/g)].map((m) => m[1]);
    expect(allowed.sort()).toEqual([...TRANSACTION_TYPES].sort());
  });

  it('keeps available >= 0 in the database itself', async () => {
    const p = await newPlayer();
    await earn(p, 1);
    await expect(db.updateTable('coin_balances').set({ available: -1 }).where('player_id', '=', p).execute()).rejects.toMatchObject({
      code: '23514',
    });
  });
});

describe('holds for redemptions', () => {
  it('hold, release and settle move pending and redeemed', async () => {
    const p = await newPlayer();
    await earn(p, 100);
    const hold = await inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: 30, ref: 'r1', idempotencyKey: 'hold-r1' }));
    expect(hold.entry).toMatchObject({ type: 'REDEEM', amount: -30, ref: 'r1' });
    expect(await balance(p)).toEqual({ available: 70, pending: 30, redeemed: 0 });
    // A retried hold does not hold twice.
    expect(
      (await inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: 30, ref: 'r1', idempotencyKey: 'hold-r1' }))).replayed,
    ).toBe(true);
    expect((await getCoinSummary(db, p, new Date())).balance).toBe(100);

    const release = await inTransaction(db, (trx) => releaseHold(trx, { playerId: p, amount: 30, ref: 'r1' }));
    expect(release.entry).toMatchObject({ type: 'REDEEMREJECT', amount: 30 });
    expect(await balance(p)).toEqual({ available: 100, pending: 0, redeemed: 0 });

    await inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: 50, ref: 'r2' }));
    await inTransaction(db, (trx) => settleHold(trx, { playerId: p, amount: 50 }));
    expect(await balance(p)).toEqual({ available: 50, pending: 0, redeemed: 50 });
    expect(await entries(p)).toEqual({ count: 4, sum: 50 });
    expect(await getCoinSummary(db, p, new Date())).toMatchObject({ balance: 50, pending: 0, redeemed: 50 });
  });

  it('refuses holds beyond available and releases or settlements beyond pending', async () => {
    const p = await newPlayer();
    await earn(p, 40);
    await expect(inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: 50, ref: 'x' }))).rejects.toBeInstanceOf(
      InsufficientCoinsError,
    );
    await inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: 20, ref: 'y' }));
    await expect(inTransaction(db, (trx) => releaseHold(trx, { playerId: p, amount: 21, ref: 'y' }))).rejects.toBeInstanceOf(
      InvalidHoldError,
    );
    await expect(inTransaction(db, (trx) => settleHold(trx, { playerId: p, amount: 21 }))).rejects.toBeInstanceOf(InvalidHoldError);
    const stranger = await newPlayer();
    await expect(inTransaction(db, (trx) => settleHold(trx, { playerId: stranger, amount: 1 }))).rejects.toBeInstanceOf(InvalidHoldError);
    expect(await balance(p)).toEqual({ available: 20, pending: 20, redeemed: 0 });
    expect(await entries(p)).toEqual({ count: 2, sum: 20 });
  });
});

describe('the sum of entries equals available', () => {
  type Move = { kind: 'earn' | 'spend' | 'hold'; amount: number } | { kind: 'release' | 'settle' };
  const move: fc.Arbitrary<Move> = fc.oneof(
    fc.record({ kind: fc.constantFrom('earn', 'spend', 'hold'), amount: fc.integer({ min: 1, max: 5000 }).map((c) => c / 100) }),
    fc.record({ kind: fc.constantFrom('release', 'settle') }),
  );

  it('after any mix of moves (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { maxLength: 12 }), async (moves) => {
        const p = await newPlayer();
        const model = { available: 0, pending: 0, redeemed: 0 };
        const holds: { ref: string; cents: number }[] = [];
        for (const [i, m] of moves.entries()) {
          const cents = 'amount' in m ? Math.round(m.amount * 100) : 0;
          if (m.kind === 'earn') {
            await earn(p, m.amount);
            model.available += cents;
          } else if (m.kind === 'spend' || m.kind === 'hold') {
            const run =
              m.kind === 'spend'
                ? spend(p, m.amount)
                : inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: m.amount, ref: `h${i}` }));
            if (cents > model.available) {
              await expect(run).rejects.toBeInstanceOf(InsufficientCoinsError);
            } else {
              await run;
              model.available -= cents;
              if (m.kind === 'hold') {
                model.pending += cents;
                holds.push({ ref: `h${i}`, cents });
              }
            }
          } else {
            const h = holds.shift();
            if (!h) continue;
            const amount = h.cents / 100;
            if (m.kind === 'release') {
              await inTransaction(db, (trx) => releaseHold(trx, { playerId: p, amount, ref: h.ref }));
              model.available += h.cents;
            } else {
              await inTransaction(db, (trx) => settleHold(trx, { playerId: p, amount }));
              model.redeemed += h.cents;
            }
            model.pending -= h.cents;
          }
        }
        const b = await balance(p);
        expect(b).toEqual({ available: model.available / 100, pending: model.pending / 100, redeemed: model.redeemed / 100 });
        expect((await entries(p)).sum).toBe(b.available);
        const summary = await getCoinSummary(db, p, new Date());
        expect(summary.balance).toBe((model.available + model.pending) / 100);
      }),
      { numRuns: 20 },
    );
  });
});

describe('expiry (FIFO batches)', () => {
  const now = new Date('2025-03-01T04:00:00.000Z');
  const inDays = (n: number): Date => new Date(now.getTime() + n * 86_400_000);

  it('reports the soonest unspent batch, spends oldest first and sweeps what is due', async () => {
    const p = await newPlayer();
    await earn(p, 10, { expiresAt: inDays(30) }); // A
    await earn(p, 6, { expiresAt: inDays(5) }); // B
    await earn(p, 4); // C, never expires
    const { entry: d } = await earn(p, 3, { expiresAt: inDays(-1) }); // D, already past
    await spend(p, 12); // all of A, 2 of B
    expect(await getCoinSummary(db, p, now)).toEqual({
      balance: 11,
      pending: 0,
      redeemed: 0,
      expire: { balance: 4, date: inDays(5).toISOString() },
      // Home's "within 14 days": B; A (30 days) is spent anyway.
      soon: { balance: 4, date: inDays(5).toISOString() },
    });

    // A hold takes from B; rejecting it gives those coins back to B.
    await inTransaction(db, (trx) => holdForRedeem(trx, { playerId: p, amount: 3, ref: 'red-1' }));
    expect((await getCoinSummary(db, p, now)).expire).toEqual({ balance: 1, date: inDays(5).toISOString() });
    expect((await getCoinSummary(db, p, now)).balance).toBe(11);
    await inTransaction(db, (trx) => releaseHold(trx, { playerId: p, amount: 3, ref: 'red-1' }));
    expect((await getCoinSummary(db, p, now)).expire.balance).toBe(4);

    // Batches with the same soonest expiry are added up.
    await earn(p, 2, { expiresAt: inDays(5) }); // E
    expect((await getCoinSummary(db, p, now)).expire).toEqual({ balance: 6, date: inDays(5).toISOString() });

    // D expired yesterday: the sweep expires its 3 coins, once.
    expect(await inTransaction(db, (trx) => expireDueCoins(trx, p, now))).toBe(3);
    expect(await inTransaction(db, (trx) => expireDueCoins(trx, p, now))).toBe(0);
    const expired = await db.selectFrom('coin_entries').selectAll().where('player_id', '=', p).where('type', '=', 'EXPIRED').execute();
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ amount: -3, ref: `batch:${d.id}` });
    expect((await getCoinSummary(db, p, now)).balance).toBe(10);

    // Six days on, B and E are due; C never expires.
    const later = inDays(6);
    expect(await inTransaction(db, (trx) => expireDueCoins(trx, p, later))).toBe(6);
    expect(await getCoinSummary(db, p, later)).toEqual({
      balance: 4,
      pending: 0,
      redeemed: 0,
      expire: { balance: 0, date: null },
      soon: { balance: 0, date: null },
    });
    expect((await entries(p)).sum).toBe((await balance(p)).available);
  });

  it('sums every batch due within 14 GMT+8 days for home, from the first one', async () => {
    const p = await newPlayer();
    await earn(p, 5, { expiresAt: inDays(20) });
    await earn(p, 2, { expiresAt: inDays(14) });
    await earn(p, 3, { expiresAt: inDays(2) });
    const summary = await getCoinSummary(db, p, now);
    expect(summary.expire).toEqual({ balance: 3, date: inDays(2).toISOString() });
    expect(summary.soon).toEqual({ balance: 5, date: inDays(2).toISOString() });
  });

  it('an EXPIRED entry consumes the batch it names, not the oldest', () => {
    const batches = walkBatches([
      { id: 1, type: 'ADJUST', amount: 10, ref: null, expiresAt: null },
      { id: 2, type: 'FINDTHEODD', amount: 5, ref: null, expiresAt: inDays(-1) },
      { id: 3, type: 'EXPIRED', amount: -5, ref: 'batch:2', expiresAt: null },
      { id: 4, type: 'SPENT', amount: -4, ref: null, expiresAt: null },
    ]);
    expect(batches.map((b) => [b.id, b.remaining])).toEqual([
      [1, 600],
      [2, 0],
    ]);
  });

  it('a player without entries has an empty summary', async () => {
    expect(await getCoinSummary(db, await newPlayer(), now)).toEqual({
      balance: 0,
      pending: 0,
      redeemed: 0,
      expire: { balance: 0, date: null },
      soon: { balance: 0, date: null },
    });
  });
});
