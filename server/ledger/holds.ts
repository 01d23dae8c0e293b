// Coins held by redemptions. A hold leaves the spendable balance at once (a
// negative REDEEM entry) but stays in the player's total until an operator
// decides: a reject gives it back, an approval turns it into redeemed coins.
import { applyDelta, checkedAmount, writeMove, type CoinBalance, type EntryResult, type LedgerTx } from './entries';
import { appendLocked, type LockedLedger } from './summary';

export interface HoldInput {
  playerId: number;
  /** positive coins */
  amount: number;
  /**
   * The redemption this hold belongs to, the same on hold and release: the
   * expiry walk gives a rejected hold back to the batches it was taken from.
   */
  ref: string;
  idempotencyKey?: string | undefined;
  note?: string | undefined;
}

/**
 * REDEEM entry of -amount; available -= amount, pending += amount. Given the
 * ledger lockLedger returned, it writes under that lock and keeps the ledger current.
 */
export function holdForRedeem(trx: LedgerTx, input: HoldInput, locked?: LockedLedger): Promise<EntryResult> {
  const amount = positive(input.amount);
  const move = { ...input, type: 'REDEEM', amount: -amount } as const;
  const delta = { available: -amount, pending: amount, redeemed: 0 };
  return locked ? appendLocked(trx, locked, move, delta) : writeMove(trx, move, delta);
}

/** Reject: REDEEMREJECT entry of +amount; pending -= amount, available += amount. */
export function releaseHold(trx: LedgerTx, input: HoldInput): Promise<EntryResult> {
  const amount = positive(input.amount);
  return writeMove(trx, { ...input, type: 'REDEEMREJECT', amount },
    { available: amount, pending: -amount, redeemed: 0 });
}

/**
 * Approve: pending -= amount, redeemed += amount. No entry, because the coins
 * already left the ledger with the hold; the caller makes it idempotent by
 * settling only a redemption still marked pending, in the same transaction.
 */
export function settleHold(trx: LedgerTx, input: { playerId: number; amount: number }): Promise<CoinBalance> {
  const amount = positive(input.amount);
  return applyDelta(trx, input.playerId, { available: 0, pending: -amount, redeemed: amount });
}

function positive(amount: number): number {
  const checked = checkedAmount(amount);
  if (checked < 0) throw new RangeError(`hold amounts are positive, got ${amount}`);
  return checked;
}
