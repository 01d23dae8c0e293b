// The player's own limits' rules and paths (schemas: ./limits.ts). No
// schema library here: the play screen imports it to know which games have
// a reality check.
import type { GameKey } from './constants';

/** The calls (relative to /api); the console's are under admin/ like the rest of the console. */
export const LIMITS_API = {
  limits: 'player/limits',
  break: 'player/limits/break',
  exclusion: 'player/limits/exclusion',
  realityCheck: 'player/limits/reality-check',
  session: 'player/limits/session',
  adminLimits: (uid: string) => `admin/players/${uid}/limits`,
  adminExclusion: (uid: string) => `admin/players/${uid}/exclusion`,
} as const;

/** The games a player stakes coins on: their rounds' bets count toward the limits. */
export const WAGER_GAMES = ['SQUIDGAME', 'LUCKYEGG', 'ROCKSCISSORPAPER'] as const satisfies readonly GameKey[];

/** How long a raise (or a removal) of a limit waits before it applies. */
export const RAISE_DELAY_MS = 24 * 3_600_000;

/** How far back a session summary reaches: an app left open for days sums its last day. */
export const SESSION_SUMMARY_MAX_MS = 24 * 3_600_000;

/** The largest limit a player can set (coins). */
export const STAKE_LIMIT_MAX = 100_000_000;

/** A break's lengths, in calendar days or months from now. */
export const BREAK_PERIODS = { '1d': { days: 1 }, '1w': { days: 7 }, '1m': { months: 1 }, '3m': { months: 3 } } as const;
export const BREAK_CHOICES = ['1d', '1w', '1m', '3m'] as const satisfies readonly (keyof typeof BREAK_PERIODS)[];
export type BreakPeriod = (typeof BREAK_CHOICES)[number];

/** A self-exclusion's lengths, in months from now. */
export const EXCLUSION_PERIODS = { '6m': { months: 6 }, '1y': { months: 12 }, '5y': { months: 60 } } as const;
export const EXCLUSION_CHOICES = ['6m', '1y', '5y'] as const satisfies readonly (keyof typeof EXCLUSION_PERIODS)[];
export type ExclusionPeriod = (typeof EXCLUSION_CHOICES)[number];

/** The reality check's intervals (minutes); null = off. RealityCheckSchema (./limits.ts) lists them again, as literals. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** The end of a break or an exclusion of `period` starting at `from`. */
export function periodEnd(from: Date, period: { days: number } | { months: number }): Date {
  const end = new Date(from);
  if ('days' in period) end.setUTCDate(end.getUTCDate() + period.days);
  else end.setUTCMonth(end.getUTCMonth() + period.months);
  return end;
}
