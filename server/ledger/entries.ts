import type { Kysely, Selectable, Transaction } from 'kysely';
import { compiledOnce } from '../db/compiledOnce';
import type { TransactionType } from '../../contract/constants';
import type { CoinBalancesTable, CoinEntriesTable, Database } from '../db/schema';
import { countLedgerMove } from '../lib/metrics';
import { InsufficientCoinsError, InvalidHoldError, violatedCheck } from './errors';

export type CoinEntry = Selectable<CoinEntriesTable>;
export type CoinBalance = Selectable<CoinBalancesTable>;
/** Ledger writes take a transaction, never the pool: a move is several statements that stand or fall together. */
export type LedgerTx = Transaction<Database>;

/** REDEEM and REDEEMREJECT also move pending coins, so only holds.ts may write them. */
export type PlainEntryType = Exclude<TransactionType, 'REDEEM' | 'REDEEMREJECT'>;

export interface EntryInput {
  playerId: number;
  type: PlainEntryType;
  /** signed coins: positive earns, negative spends; rounded to 2 decimals */
  amount: number;
  /** a retried move with the same key is answered with the first entry and changes nothing */
  idempotencyKey?: string | undefined;
  ref?: string | undefined;
  note?: string | undefined;
  /** earned batches only: when the unspent part expires */
  expiresAt?: Date | undefined;
  /** backdating for seeds and imports; otherwise the database clock */
  createdAt?: Date | undefined;
}

export interface EntryResult {
  entry: CoinEntry;
  replayed: boolean;
}

export interface BalanceDelta {
  available: number;
  pending: number;
  redeemed: number;
}

/** Whole cents, so sums never drift the way binary fractions do. */
export const toCents = (coins: number): number => Math.round(coins * 100);
export const fromCents = (cents: number): number => cents / 100;
export const round2 = (coins: number): number => fromCents(toCents(coins));

/** Runs fn in one database transaction: commit when it resolves, roll back when it throws. */
export function inTransaction<T>(db: Kysely<Database>, fn: (trx: LedgerTx) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

/**
 * Appends one entry and adds its amount to the available balance. Throws
 * InsufficientCoinsError when that would go below zero; the transaction is
 * then aborted by PostgreSQL and must be rolled back (let the error escape).
 */
export function postEntry(trx: LedgerTx, input: EntryInput): Promise<EntryResult> {
  if (input.type === ('REDEEM' as string) || input.type === ('REDEEMREJECT' as string)) {
    // The type already forbids it; this guards callers that widen the type.
    throw new TypeError(`${input.type} entries go through holdForRedeem/releaseHold`);
  }
  const amount = checkedAmount(input.amount);
  return writeMove(trx, { ...input, amount }, { available: amount, pending: 0, redeemed: 0 });
}

/** A finite, non-zero amount with at most 2 decimals, as numeric(14,2) stores it. */
export function checkedAmount(amount: number): number {
  const cents = toCents(amount);
  if (!Number.isFinite(amount) || cents === 0) throw new RangeError(`invalid coin amount ${amount}`);
  return fromCents(cents);
}

export type MoveInput = Omit<EntryInput, 'type'> & { type: TransactionType };

/** The one write path of the ledger: lock the balance row, append the entry, apply the delta. */
export async function writeMove(trx: LedgerTx, input: MoveInput, delta: BalanceDelta): Promise<EntryResult> {
  await lockBalance(trx, input.playerId);
  return appendMove(trx, input, delta);
}

/** What appendMove binds: every value of the statement, so its text is the same on every call. */
interface AppendArgs {
  playerId: number;
  type: TransactionType;
  amount: number;
  key: string | null;
  ref: string | null;
  note: string | null;
  expiresAt: Date | null;
  available: number;
  pending: number;
  redeemed: number;
}

/** The entry's insert and the balance's update in one statement; `createdAt` (seeds, imports) is another text. */
const appendQuery = (db: Kysely<Database>, a: AppendArgs & { createdAt?: Date }) =>
  db
    .with('entry', (q) =>
      q
        .insertInto('coin_entries')
        .values({
          player_id: a.playerId,
          type: a.type,
          amount: a.amount,
          idempotency_key: a.key,
          ref: a.ref,
          note: a.note,
          expires_at: a.expiresAt,
          ...(a.createdAt ? { created_at: a.createdAt } : {}),
        })
        .onConflict((oc) => oc.columns(['player_id', 'idempotency_key']).doNothing())
        .returningAll(),
    )
    .with('balance', (q) =>
      q
        .updateTable('coin_balances')
        .set((eb) => ({
          available: eb('available', '+', a.available),
          pending: eb('pending', '+', a.pending),
          redeemed: eb('redeemed', '+', a.redeemed),
        }))
        .where('player_id', '=', a.playerId)
        .where((eb) => eb.exists(eb.selectFrom('entry').select('entry.id')))
        .returning('player_id'),
    )
    .selectFrom('entry')
    .selectAll('entry');

/** Every coin move writes through this: built and compiled once (db/compiledOnce.ts). */
const appendCompiled = compiledOnce(appendQuery);

/**
 * Appends the entry and applies its delta in one statement, the balance row
 * already locked by this transaction (lockBalance). The UPDATE runs only
 * when the INSERT wrote a row, so a replayed key changes nothing.
 */
export async function appendMove(trx: LedgerTx, input: MoveInput, delta: BalanceDelta): Promise<EntryResult> {
  const args: AppendArgs = {
    playerId: input.playerId,
    type: input.type,
    amount: input.amount,
    key: input.idempotencyKey ?? null,
    ref: input.ref ?? null,
    note: input.note ?? null,
    expiresAt: input.expiresAt ?? null,
    available: delta.available,
    pending: delta.pending,
    redeemed: delta.redeemed,
  };
  const { createdAt } = input;
  const inserted = await guardChecks(input.playerId, delta, async () =>
    createdAt ? await appendQuery(trx, { ...args, createdAt }).executeTakeFirst() : (await appendCompiled(trx, args))[0],
  );
  if (inserted) countLedgerMove(input.type);
  if (inserted) return { entry: inserted, replayed: false };
  // Only a keyed entry can conflict, so the key is set here.
  const entry = await trx
    .selectFrom('coin_entries')
    .selectAll()
    .where('player_id', '=', input.playerId)
    .where('idempotency_key', '=', input.idempotencyKey ?? '')
    .executeTakeFirstOrThrow();
  return { entry, replayed: true };
}

/**
 * Locks the player's balance row and returns it (created when missing), so
 * moves of one player run one after another and entry ids follow the order
 * balances changed in (the expiry walk relies on that order).
 */
export async function lockBalance(trx: LedgerTx, playerId: number): Promise<CoinBalance> {
  const lock = () => trx.selectFrom('coin_balances').selectAll().where('player_id', '=', playerId).forUpdate().executeTakeFirst();
  const row = await lock();
  if (row) return row;
  await trx
    .insertInto('coin_balances')
    .values({ player_id: playerId })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  const created = await lock();
  if (!created) throw new Error(`balance row of player ${playerId} missing after its insert`);
  return created;
}

/** The balance row after `delta`, as the UPDATE of a locked row leaves it. */
export function withDelta(row: CoinBalance, delta: BalanceDelta): CoinBalance {
  return {
    ...row,
    available: fromCents(toCents(row.available) + toCents(delta.available)),
    pending: fromCents(toCents(row.pending) + toCents(delta.pending)),
    redeemed: fromCents(toCents(row.redeemed) + toCents(delta.redeemed)),
  };
}

/** A balance CHECK that refused `delta` as the ledger's own error; anything else as it came. */
async function guardChecks<T>(playerId: number, delta: BalanceDelta, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const check = violatedCheck(error);
    if (check === null) throw error;
    if (check.includes('pending') || check.includes('redeemed')) {
      throw new InvalidHoldError(playerId, -delta.pending, { cause: error });
    }
    throw new InsufficientCoinsError(playerId, -delta.available, { cause: error });
  }
}

/**
 * An UPDATE and not an upsert: PostgreSQL checks CHECK constraints on the
 * proposed insert row before it sees the conflict, so a negative upsert
 * fails even when the existing balance covers it.
 */
export async function applyDelta(trx: LedgerTx, playerId: number, delta: BalanceDelta): Promise<CoinBalance> {
  const row = await guardChecks(playerId, delta, () =>
    trx
      .updateTable('coin_balances')
      .set((eb) => ({
        available: eb('available', '+', delta.available),
        pending: eb('pending', '+', delta.pending),
        redeemed: eb('redeemed', '+', delta.redeemed),
      }))
      .where('player_id', '=', playerId)
      .returningAll()
      .executeTakeFirst(),
  );
  if (!row) throw new InvalidHoldError(playerId, delta.pending);
  return row;
}
