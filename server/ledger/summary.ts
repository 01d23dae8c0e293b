import type { Kysely } from 'kysely';
import type { Coin } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';
import { dueBatches, expiredBatchRef, nextExpiry, walkBatches, type LedgerMove } from './batches';
import { fromCents, round2, writeMove, type LedgerTx } from './entries';
import { ledgerNote } from '../../contract/ledgerNotes';

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
  const moves = await movesOf(db, playerId);
  const available = row?.available ?? 0;
  const pending = row?.pending ?? 0;
  const expiry = nextExpiry(walkBatches(moves), now);
  return {
    balance: round2(available + pending),
    pending: round2(pending),
    redeemed: round2(row?.redeemed ?? 0),
    expire: { balance: fromCents(expiry.cents), date: expiry.date ? expiry.date.toISOString() : null },
  };
}

/**
 * Writes an EXPIRED entry for the unspent part of every batch whose expiry
 * has passed; returns the coins expired. Safe to repeat: each batch's entry
 * is keyed by the batch, so a second sweep replays instead of expiring twice.
 */
export async function expireDueCoins(trx: LedgerTx, playerId: number, now: Date): Promise<number> {
  // Lock first so no move of this player lands between the walk and the writes.
  await trx.selectFrom('coin_balances').select('player_id').where('player_id', '=', playerId).forUpdate().execute();
  let expiredCents = 0;
  for (const batch of dueBatches(walkBatches(await movesOf(trx, playerId)), now)) {
    const amount = fromCents(batch.remaining);
    const { replayed } = await writeMove(trx, {
      playerId, type: 'EXPIRED', amount: -amount,
      idempotencyKey: `expire:${batch.id}`, ref: expiredBatchRef(batch.id), note: ledgerNote('coinsExpired'),
    }, { available: -amount, pending: 0, redeemed: 0 });
    if (!replayed) expiredCents += batch.remaining;
  }
  return fromCents(expiredCents);
}
