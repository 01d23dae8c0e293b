// Coins still to expire, grouped by the GMT+8 day their batches expire on:
// what the history lists, what home's "expiring soon" sums and what each
// reminder tells. Pure, over walkBatches' result, so all three agree with the
// sweep that will expire them.
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/constants';
import type { Batch } from './batches';
import { fromCents } from './entries';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the GMT+8 day holding `at`. */
export const businessDayOf = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Whole GMT+8 days from the day of `from` to the day of `to` (0: the same day). */
export function daysBetween(from: Date, to: Date): number {
  const day = (at: Date) => Math.floor((at.getTime() + OFFSET_MS) / DAY_MS);
  return day(to) - day(from);
}

export interface ExpiringDay {
  /** YYYY-MM-DD, Malaysia time */
  day: string;
  /** the first instant that day a batch with coins left expires */
  firstAt: Date;
  /** whole cents */
  cents: number;
}

/** Unspent coins of batches still to expire after `now`, one entry per GMT+8 day, soonest first. */
export function expiringDays(batches: readonly Batch[], now: Date): ExpiringDay[] {
  const byDay = new Map<string, ExpiringDay>();
  for (const b of batches) {
    if (b.remaining <= 0 || !b.expiresAt || b.expiresAt.getTime() <= now.getTime()) continue;
    const day = businessDayOf(b.expiresAt);
    const seen = byDay.get(day);
    if (!seen) byDay.set(day, { day, firstAt: b.expiresAt, cents: b.remaining });
    else {
      seen.cents += b.remaining;
      if (b.expiresAt.getTime() < seen.firstAt.getTime()) seen.firstAt = b.expiresAt;
    }
  }
  return [...byDay.values()].sort((a, b) => a.firstAt.getTime() - b.firstAt.getTime());
}

/** What expires within `days` GMT+8 days of today (today included): the total and its first instant. */
export function expiringWithin(days: readonly ExpiringDay[], now: Date, within: number): { balance: number; date: string | null } {
  const soon = days.filter((d) => daysBetween(now, d.firstAt) <= within);
  return {
    balance: fromCents(soon.reduce((sum, d) => sum + d.cents, 0)),
    date: soon[0]?.firstAt.toISOString() ?? null,
  };
}
