// Free credit paid to the H5 account, for every kind of payout (see README.md).
export { FIRST_ATTEMPT_LEASE_MS, newPayout, payOnce, payoutReference, retryDuePayouts, type RetryResult } from './pay';
export { payoutJob, type PayoutJobDeps } from './job';
export type { DuePayout, PayoutKind } from './repo';
