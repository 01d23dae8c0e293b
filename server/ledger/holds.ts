// Coins held by redemptions. A hold leaves the spendable balance at once (a
// negative REDEEM entry) but stays in the player's total until an operator
// decides: a reject gives it back, an approval turns it into redeemed coins.
import {
  applyDelta,
  checkedAmount,
  withDelta,
  writeMove,
  type BalanceDelta,
  type CoinBalance,
  type EntryResult,
  type LedgerTx,
} from './entries';
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
  /** backdating for seeds; otherwise the database clock */
  createdAt?: Date | undefined;
}

/**
 * REDEEM entry of -amount; available -= amount, pending += amount. Given the
 * ledger lockLedger returned, it writes under that lock and keeps the ledger current.
 */
export function holdForRedeem(trx: LedgerTx, input: HoldInput, locked?: LockedLedger): Promise<EntryResult> {
  const amount = positive(input.amount);
  const move = { ...input, type: 'REDEEM', amount: -amount } as const;
  return locked ? appendLocked(trx, locked, move, holdDelta(amount)) : writeMove(trx, move, holdDelta(amount));
}

const holdDelta = (amount: number): BalanceDelta => ({ available: -amount, pending: amount, redeemed: 0 });

/**
 * The ledger as a hold of `amount` will leave it, before the hold is
 * written: what a redeem's answer describes when it is stored with the
 * redemption, a statement before the hold. holdForRedeem then brings
 * `locked` itself to the same balance; the hold's own entry here has no id
 * or ref yet, and as the newest move it changes no batch before it.
 */
export function afterHold(locked: LockedLedger, amount: number): LockedLedger {
  const held = positive(amount);
  return {
    balance: withDelta(locked.balance, holdDelta(held)),
    moves: [...locked.moves, { id: Number.MAX_SAFE_INTEGER, type: 'REDEEM', amount: -held, ref: null, expiresAt: null }],
  };
}

/** Reject: REDEEMREJECT entry of +amount; pending -= amount, available += amount. */
export function releaseHold(trx: LedgerTx, input: HoldInput): Promise<EntryResult> {
  const amount = positive(input.amount);
  return writeMove(trx, { ...input, type: 'REDEEMREJECT', amount }, { available: amount, pending: -amount, redeemed: 0 });
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
