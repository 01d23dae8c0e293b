// Which coins are which: every positive entry is a batch (possibly with an
// expiry), and every negative entry consumes batches oldest-first. Pure code
// over the entry list, so the summary and the expiry sweep agree by design.
import type { TransactionType } from '../../contract/constants';
import { toCents } from './entries';

export interface LedgerMove {
  id: number;
  type: TransactionType;
  amount: number;
  ref: string | null;
  expiresAt: Date | null;
}

export interface Batch {
  /** the id of the entry that earned it */
  id: number;
  /** unspent whole cents */
  remaining: number;
  expiresAt: Date | null;
}

interface Piece {
  batch: Batch;
  cents: number;
}

/** ref of an EXPIRED entry that names the batch it expires */
export const expiredBatchRef = (batchId: number): string => `batch:${batchId}`;
const BATCH_REF = /^batch:(\d+)$/;

/** Walks moves in ledger order (entry id) and returns every batch with what is left of it. */
export function walkBatches(moves: readonly LedgerMove[]): Batch[] {
  const batches: Batch[] = [];
  const byId = new Map<number, Batch>();
  // What each pending redemption took, so a reject can put it back where it was.
  const held = new Map<string, Piece[]>();

  for (const move of moves) {
    const cents = toCents(move.amount);
    if (cents > 0) {
      const left = move.type === 'REDEEMREJECT' && move.ref ? restore(held.get(move.ref), cents) : cents;
      if (left > 0) {
        const batch: Batch = { id: move.id, remaining: left, expiresAt: move.expiresAt };
        batches.push(batch);
        byId.set(batch.id, batch);
      }
      continue;
    }
    const pieces: Piece[] = [];
    let need = -cents;
    const named = move.type === 'EXPIRED' && move.ref ? BATCH_REF.exec(move.ref) : null;
    const target = named ? byId.get(Number(named[1])) : undefined;
    // An expiry takes its own batch first, not whatever is oldest.
    if (target) need = take(target, need, pieces);
    for (const batch of batches) {
      if (need === 0) break;
      need = take(batch, need, pieces);
    }
    if (move.type === 'REDEEM' && move.ref) held.set(move.ref, [...(held.get(move.ref) ?? []), ...pieces]);
  }
  return batches;
}

function take(batch: Batch, need: number, pieces: Piece[]): number {
  const cents = Math.min(batch.remaining, need);
  if (cents <= 0) return need;
  batch.remaining -= cents;
  pieces.push({ batch, cents });
  return need - cents;
}

/** Gives a rejected hold back to its batches; returns cents that had no recorded origin. */
function restore(pieces: Piece[] | undefined, cents: number): number {
  let left = cents;
  for (const piece of pieces ?? []) {
    const back = Math.min(piece.cents, left);
    piece.batch.remaining += back;
    piece.cents -= back;
    left -= back;
  }
  return left;
}

/** The soonest expiry still in the future and the unspent coins (cents) that expire then. */
export function nextExpiry(batches: readonly Batch[], now: Date): { cents: number; date: Date | null } {
  let date: Date | null = null;
  let cents = 0;
  for (const b of batches) {
    if (b.remaining <= 0 || !b.expiresAt || b.expiresAt.getTime() <= now.getTime()) continue;
    if (!date || b.expiresAt.getTime() < date.getTime()) {
      date = b.expiresAt;
      cents = b.remaining;
    } else if (b.expiresAt.getTime() === date.getTime()) {
      cents += b.remaining;
    }
  }
  return { cents, date };
}

/** Batches whose expiry has passed with coins left: what the sweep must expire. */
export function dueBatches(batches: readonly Batch[], now: Date): Batch[] {
  return batches.filter((b) => b.remaining > 0 && b.expiresAt !== null && b.expiresAt.getTime() <= now.getTime());
}
