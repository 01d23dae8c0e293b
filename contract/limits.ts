// The player's own limits on the wagering games (server/limits): a daily and
// a weekly stake limit (business day from midnight GMT+8, week from Monday),
// a break and a self-exclusion during which no stake is accepted, and the
// reality check's interval. Lowering a limit applies at once; raising or
// removing one waits RAISE_DELAY_MS, so a moment's impulse cannot undo it.
// A break or an exclusion can be lengthened but never shortened or lifted,
// by the player or an operator. Client calls: src/api/calls/limits.ts.
import Type from 'typebox';
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

/** The reality check's intervals (minutes); null = off. RealityCheckSchema lists them again, as literals. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** The end of a break or an exclusion of `period` starting at `from`. */
export function periodEnd(from: Date, period: { days: number } | { months: number }): Date {
  const end = new Date(from);
  if ('days' in period) end.setUTCDate(end.getUTCDate() + period.days);
  else end.setUTCMonth(end.getUTCMonth() + period.months);
  return end;
}

const DateTime = Type.String({ format: 'date-time' });
/** A stake limit in coins; null = none. */
export const StakeLimit = Type.Union([Type.Integer({ minimum: 1, maximum: STAKE_LIMIT_MAX }), Type.Null()]);
export type StakeLimit = Type.Static<typeof StakeLimit>;

/** A raise or removal waiting for its time. */
export const PendingLimit = Type.Object({ value: StakeLimit, from: DateTime });
export type PendingLimit = Type.Static<typeof PendingLimit>;

export const RealityCheckSchema = Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(60), Type.Null()]);

/** GET/PUT player/limits and the break and exclusion calls answer this. */
export const PlayerLimits = Type.Object({
  daily: StakeLimit,
  weekly: StakeLimit,
  dailyPending: Type.Union([PendingLimit, Type.Null()]),
  weeklyPending: Type.Union([PendingLimit, Type.Null()]),
  /** coins staked in the wagering games this business day and week */
  stakedToday: Type.Number(),
  stakedThisWeek: Type.Number(),
  breakUntil: Type.Union([DateTime, Type.Null()]),
  excludedUntil: Type.Union([DateTime, Type.Null()]),
  realityCheckMinutes: RealityCheckSchema,
});
export type PlayerLimits = Type.Static<typeof PlayerLimits>;

/** PUT player/limits: both limits as the player wants them (null = none). */
export const SetStakeLimits = Type.Object({ daily: StakeLimit, weekly: StakeLimit }, { additionalProperties: false });
export type SetStakeLimits = Type.Static<typeof SetStakeLimits>;

export const TakeBreak = Type.Object({ period: Type.Enum(BREAK_CHOICES) }, { additionalProperties: false });
export type TakeBreak = Type.Static<typeof TakeBreak>;

export const SelfExclude = Type.Object({ period: Type.Enum(EXCLUSION_CHOICES) }, { additionalProperties: false });
export type SelfExclude = Type.Static<typeof SelfExclude>;

export const SetRealityCheck = Type.Object({ minutes: RealityCheckSchema }, { additionalProperties: false });
export type SetRealityCheck = Type.Static<typeof SetRealityCheck>;

/**
 * GET player/limits/session?since=: the wagering games since `since` (the
 * reality check's summary); without it, since the app session began
 * (activity/start). At most SESSION_SUMMARY_MAX_MS back.
 */
export const SessionSummaryQuery = Type.Object({ since: Type.Optional(DateTime) }, { additionalProperties: false });
export type SessionSummaryQuery = Type.Static<typeof SessionSummaryQuery>;

export const SessionSummary = Type.Object({
  since: DateTime,
  /** whole minutes since `since` */
  minutes: Type.Integer({ minimum: 0 }),
  rounds: Type.Integer({ minimum: 0 }),
  staked: Type.Number(),
  /** coins paid back by settled rounds */
  won: Type.Number(),
  /** won - staked: negative when the player is down */
  net: Type.Number(),
});
export type SessionSummary = Type.Static<typeof SessionSummary>;

/** GET admin/players/{uid}/limits: what the player set, and who set an exclusion in force. */
export const AdminPlayerLimits = Type.Object({
  uid: Type.String(),
  limits: PlayerLimits,
  /** the operator who set the exclusion in force; null when the player did or none is */
  excludedBy: Type.Union([Type.String(), Type.Null()]),
});
export type AdminPlayerLimits = Type.Static<typeof AdminPlayerLimits>;

/** PUT admin/players/{uid}/exclusion: an operator excludes the player (DELETE, to lift one early, is always refused). */
export const AdminExclude = SelfExclude;
export type AdminExclude = SelfExclude;
