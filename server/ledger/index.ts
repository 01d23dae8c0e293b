// The only code that moves coins (see README.md).
export { InsufficientCoinsError, InvalidHoldError, LedgerError, shortOfCoins } from './errors';
export {
  inTransaction,
  postEntry,
  type CoinBalance,
  type CoinEntry,
  type EntryInput,
  type EntryResult,
  type LedgerTx,
  type PlainEntryType,
} from './entries';
export { afterHold, holdForRedeem, releaseHold, settleHold, type HoldInput } from './holds';
export {
  coinSummaryOf,
  expireDueCoins,
  getCoinSummary,
  lockLedger,
  upcomingExpiries,
  upcomingExpiriesOf,
  type LockedLedger,
} from './summary';
export { businessDayOf, daysBetween, type ExpiringDay } from './expiringDays';
export { walkBatches, nextExpiry, type Batch, type LedgerMove } from './batches';
export { sweepExpiredCoins, type SweepResult } from './expirySweep';
export { lockBalance } from './entries';
