import { sql, type Kysely } from 'kysely';
import type { TransactionType } from '../../contract/constants';
import type { Coin } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';
import { dueBatches, expiredBatchRef, nextExpiry, walkBatches, type LedgerMove } from './batches';
import {
  appendMove,
  fromCents,
  round2,
  withDelta,
  type BalanceDelta,
  type CoinBalance,
  type CoinEntry,
  type EntryResult,
  type LedgerTx,
  type MoveInput,
} from './entries';
import { ledgerNote } from '../../contract/ledgerNotes';
import { EXPIRY_REMINDERS } from '../../contract/loyalty/expiryRules';
import { expiringDays, expiringWithin, type ExpiringDay } from './expiringDays';

/** Every entry of a player in ledger order. The whole history is read: batches can be years old. */
async function movesOf(db: Kysely<Database>, playerId: number): Promise<LedgerMove[]> {
  const rows = await db
    .selectFrom('coin_entries')
    .select(['id', 'type', 'amount', 'ref', 'expires_at'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, type: r.type, amount: r.amount, ref: r.ref, expiresAt: r.expires_at }));
}

/**
 * The coin block of the refresh data (SPEC section 3): balance is the total
 * the player sees (available + pending), expire the soonest batch to expire.
 * Pass a transaction as db when reading inside one (PGlite has one connection).
 */
export async function getCoinSummary(db: Kysely<Database>, playerId: number, now: Date): Promise<Coin> {
  // One after the other: a transaction handle is a single connection.
  const row = await db.selectFrom('coin_balances').selectAll().where('player_id', '=', playerId).executeTakeFirst();
  return coinSummaryOf(row ?? null, await movesOf(db, playerId), now);
}

/** getCoinSummary over a balance row and moves already read. */
export function coinSummaryOf(
  row: Pick<CoinBalance, 'available' | 'pending' | 'redeemed'> | null,
  moves: readonly LedgerMove[],
  now: Date,
): Coin {
  const available = row?.available ?? 0;
  const pending = row?.pending ?? 0;
  const batches = walkBatches(moves);
  const expiry = nextExpiry(batches, now);
  return {
    balance: round2(available + pending),
    pending: round2(pending),
    redeemed: round2(row?.redeemed ?? 0),
    expire: { balance: fromCents(expiry.cents), date: expiry.date ? expiry.date.toISOString() : null },
    soon: expiringWithin(expiringDays(batches, now), now, EXPIRY_REMINDERS.soonDays),
  };
}

/** The player's coins still to expire, one row per GMT+8 day, soonest first (read outside a transaction). */
export async function upcomingExpiries(db: Kysely<Database>, playerId: number, now: Date): Promise<ExpiringDay[]> {
  return expiringDays(walkBatches(await movesOf(db, playerId)), now);
}

/** The same for several players at once, from moves read in one statement (the reminder job). */
export async function upcomingExpiriesOf(
  db: Kysely<Database>,
  playerIds: readonly number[],
  now: Date,
): Promise<Map<number, ExpiringDay[]>> {
  const out = new Map<number, ExpiringDay[]>();
  if (playerIds.length === 0) return out;
  const rows = await db
    .selectFrom('coin_entries')
    .select(['player_id', 'id', 'type', 'amount', 'ref', 'expires_at'])
    .where('player_id', 'in', [...playerIds])
    .orderBy('player_id')
    .orderBy('id')
    .execute();
  const moves = new Map<number, LedgerMove[]>();
  for (const r of rows) {
    const list = moves.get(r.player_id) ?? [];
    list.push({ id: r.id, type: r.type, amount: r.amount, ref: r.ref, expiresAt: r.expires_at });
    moves.set(r.player_id, list);
  }
  for (const id of playerIds) out.set(id, expiringDays(walkBatches(moves.get(id) ?? []), now));
  return out;
}

/** A player's ledger as read under the balance row's lock: the row and every move, kept current by the moves written. */
export interface LockedLedger {
  balance: CoinBalance;
  moves: LedgerMove[];
}

/** A move as lock_ledger lists it: [id, type, amount, ref, expires_at]. */
type ListedMove = [number, TransactionType, number, string | null, string | null];

/**
 * The balance row locked (made when missing) and every move read after the
 * lock, in one round trip: the database's lock_ledger (migration 0023).
 */
async function lockedLedger(trx: LedgerTx, playerId: number): Promise<LockedLedger> {
  const { rows } = await sql<{ available: number; pending: number; redeemed: number; moves: ListedMove[] }>`
    SELECT available, pending, redeemed, moves FROM lock_ledger(${playerId})`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`lock_ledger returned no row for player ${playerId}`);
  return {
    balance: { player_id: playerId, available: row.available, pending: row.pending, redeemed: row.redeemed },
    moves: row.moves.map(([id, type, amount, ref, expiresAt]) => ({
      id,
      type,
      amount,
      ref,
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
    })),
  };
}

const moveOf = (e: CoinEntry): LedgerMove => ({ id: e.id, type: e.type, amount: e.amount, ref: e.ref, expiresAt: e.expires_at });

/**
 * Locks the balance row, reads the moves once and expires the due batches:
 * the ledger a spend decides on (the balance after expiry, the moves for
 * the summary), with the coins expired.
 */
export async function lockLedger(trx: LedgerTx, playerId: number, now: Date): Promise<LockedLedger & { expired: number }> {
  const ledger = await lockedLedger(trx, playerId);
  let expiredCents = 0;
  for (const batch of dueBatches(walkBatches(ledger.moves), now)) {
    const amount = fromCents(batch.remaining);
    const { replayed } = await appendLocked(
      trx,
      ledger,
      {
        playerId,
        type: 'EXPIRED',
        amount: -amount,
        idempotencyKey: `expire:${batch.id}`,
        ref: expiredBatchRef(batch.id),
        note: ledgerNote('coinsExpired'),
      },
      { available: -amount, pending: 0, redeemed: 0 },
    );
    if (!replayed) expiredCents += batch.remaining;
  }
  return { ...ledger, expired: fromCents(expiredCents) };
}

/** appendMove on a locked ledger, which then holds the new balance and move. */
export async function appendLocked(trx: LedgerTx, ledger: LockedLedger, input: MoveInput, delta: BalanceDelta): Promise<EntryResult> {
  const result = await appendMove(trx, input, delta);
  if (!result.replayed) {
    ledger.balance = withDelta(ledger.balance, delta);
    ledger.moves.push(moveOf(result.entry));
  }
  return result;
}

/**
 * Writes an EXPIRED entry for the unspent part of every batch whose expiry
 * has passed; returns the coins expired. Safe to repeat: each batch's entry
 * is keyed by the batch, so a second sweep replays instead of expiring twice.
 */
export async function expireDueCoins(trx: LedgerTx, playerId: number, now: Date): Promise<number> {
  return (await lockLedger(trx, playerId, now)).expired;
}
