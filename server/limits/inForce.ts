// What a player's limits row means at a moment: a raise whose time has come
// applies (lazily, on every read: no job), and a break or an exclusion that
// has ended is no longer there.
import type { Selectable } from 'kysely';
import type { PlayerLimitsTable } from '../db/schema';

export type LimitsRow = Selectable<PlayerLimitsTable>;

export interface Pending {
  value: number | null;
  from: Date;
}

export interface LimitsInForce {
  daily: number | null;
  weekly: number | null;
  dailyPending: Pending | null;
  weeklyPending: Pending | null;
  breakUntil: Date | null;
  excludedUntil: Date | null;
  /** the operator who set the exclusion in force; null when the player did (or none is) */
  excludedBy: number | null;
  realityCheckMinutes: number | null;
}

function limitAt(
  current: number | null,
  pending: number | null,
  pendingAt: Date | null,
  now: Date,
): { value: number | null; pending: Pending | null } {
  if (pendingAt === null) return { value: current, pending: null };
  if (pendingAt.getTime() <= now.getTime()) return { value: pending, pending: null };
  return { value: current, pending: { value: pending, from: pendingAt } };
}

const stillOn = (until: Date | null, now: Date): Date | null => (until !== null && until.getTime() > now.getTime() ? until : null);

export function limitsInForce(row: LimitsRow | undefined, now: Date): LimitsInForce {
  if (!row) {
    return {
      daily: null,
      weekly: null,
      dailyPending: null,
      weeklyPending: null,
      breakUntil: null,
      excludedUntil: null,
      excludedBy: null,
      realityCheckMinutes: null,
    };
  }
  const daily = limitAt(row.daily_limit, row.daily_pending, row.daily_pending_at, now);
  const weekly = limitAt(row.weekly_limit, row.weekly_pending, row.weekly_pending_at, now);
  const excludedUntil = stillOn(row.excluded_until, now);
  return {
    daily: daily.value,
    weekly: weekly.value,
    dailyPending: daily.pending,
    weeklyPending: weekly.pending,
    breakUntil: stillOn(row.break_until, now),
    excludedUntil,
    excludedBy: excludedUntil ? row.excluded_by : null,
    realityCheckMinutes: row.reality_check_minutes,
  };
}
