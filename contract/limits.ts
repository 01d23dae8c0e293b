// The player's own limits on the wagering games (server/limits): a daily and
// a weekly stake limit (business day from midnight GMT+8, week from Monday),
// a break and a self-exclusion during which no stake is accepted, and the
// reality check's interval. Lowering a limit applies at once; raising or
// removing one waits RAISE_DELAY_MS, so a moment's impulse cannot undo it.
// A break or an exclusion can be lengthened but never shortened or lifted,
// by the player or an operator. Client calls: src/api/calls/limits.ts;
// the rules and paths, without a schema library: ./limitsRules.ts.
import Type from 'typebox';
import { BREAK_CHOICES, EXCLUSION_CHOICES, STAKE_LIMIT_MAX } from './limitsRules';

// The rules travel with the schemas for the server's convenience; the client imports ./limitsRules, which has no schema library.
export * from './limitsRules';

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
