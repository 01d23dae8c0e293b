// A winning spin's 15-minute clock (SPEC 9: spin rewards are credited within
// 15 minutes; issue 26), the same shape as a redemption's 24-hour one
// (./redemptionClock.ts), on the spin's answer, in the spin history and in
// the coin history's spin rows (server/history/README.md).
import { REDEEM } from '../../contract/constants';
import type { CreditClock } from '../../contract/schemas/wallet';
import type { SpinRoundStatus } from '../db/schema';

const MINUTE_MS = 60_000;

/** When the club promised the prize: spun + REDEEM.spinCreditWithinMinutes. */
export const spinDueAt = (spunAt: Date): Date => new Date(spunAt.getTime() + REDEEM.spinCreditWithinMinutes * MINUTE_MS);

/** The columns of a spin round the clock is read from. */
export interface SpinClockSource {
  status: SpinRoundStatus;
  credit_rm: number;
  created_at: Date;
  credited_at: Date | null;
  credit_error: string | null;
}

/**
 * null when no credit is owed (a no-prize slot); else due by, credited at,
 * and while unpaid what holds it: sending, or retrying after a failed attempt.
 * A REJECTED round is owed nothing more: no hold.
 */
export function spinClock(row: SpinClockSource): CreditClock | null {
  if (row.credit_rm <= 0) return null;
  const owed = row.status === 'PENDING' && row.credited_at === null;
  return {
    dueAt: spinDueAt(row.created_at).toISOString(),
    creditedAt: row.credited_at?.toISOString() ?? null,
    hold: owed ? (row.credit_error ? 'retrying' : 'sending') : null,
  };
}
