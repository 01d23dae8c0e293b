// A redemption's 24-hour clock (issue 26), the same on the redeem screen
// (server/redeem) and in the coin history (server/history).
import { REDEEM } from '../../contract/constants';
import type { CreditClock, CreditHold, RedeemStatus } from '../../contract/schemas/wallet';

/** When the club promised the credit: requested + REDEEM.creditWithinHours. */
export const redemptionDueAt = (createdAt: Date): Date => new Date(createdAt.getTime() + REDEEM.creditWithinHours * 3_600_000);

/** The columns the clock is read from, and whether the player is verified now. */
export interface ClockSource {
  status: RedeemStatus;
  created_at: Date;
  credited_at: Date | null;
  credit_error: string | null;
  verified: boolean;
}

function holdOf(row: ClockSource): CreditHold | null {
  if (row.status === 'Pending') return row.verified ? 'checking' : 'verification';
  if (row.status !== 'Success' || row.credited_at) return null;
  return row.credit_error ? 'retrying' : 'sending';
}

export function redemptionClock(row: ClockSource): CreditClock {
  return { dueAt: redemptionDueAt(row.created_at).toISOString(), creditedAt: row.credited_at?.toISOString() ?? null, hold: holdOf(row) };
}
