// Shapes of the VIP tiers (issue 27): the ladder the operator defines in the
// console and every player reads. Ranges beyond the column's are checked by
// ladderProblem (./tiersRules.ts), so a bad ladder is a 400 with a key that
// says what is wrong, not the generic invalid request.
import Type from 'typebox';
import { IdempotencyKey, PG_INTEGER } from '../schemas/common';
import { POINT_SOURCES } from './tiersRules';

/** The badges a tier may wear: original art drawn in code (src/screens/vip/TierBadge.tsx). */
export const TIER_BADGES = ['shield', 'star', 'crown', 'gem'] as const;
export type TierBadge = (typeof TIER_BADGES)[number];

/** rolling90: the last 90 days, reviewed every GMT+8 day; quarter: calendar quarters (GMT+8). */
export const REVIEW_PERIODS = ['rolling90', 'quarter'] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];

const Text = Type.String({ maxLength: 60 });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Names = Type.Object({ en: Text, zh: Text, ms: Text });
const RateText = Type.Object({
  en: Type.String({ maxLength: 200 }),
  zh: Type.String({ maxLength: 200 }),
  ms: Type.String({ maxLength: 200 }),
});
const Int = Type.Integer(PG_INTEGER);

export const TierBenefits = Type.Object({
  /** spins a day on each wheel */
  dailySpinLimit: Int,
  /** redemptions up to this many RM are approved without an operator */
  autoApprovalRm: Int,
  /** higher first in the redemption queue */
  queuePriority: Int,
  /** coins earned at this tier expire after this many days */
  coinExpiryDays: Int,
  /** credited once per calendar month (GMT+8) */
  monthlyBonusCoins: Int,
  /** what the promotions say the rate is at this tier */
  promotionRate: RateText,
});
export type TierBenefits = Type.Static<typeof TierBenefits>;

export const Tier = Type.Object({
  name: Names,
  colour: Colour,
  badge: Type.Enum(TIER_BADGES),
  /** points in the review period that reach this tier (the first tier's is 0: every player's) */
  threshold: Int,
  benefits: TierBenefits,
});
export type Tier = Type.Static<typeof Tier>;

export const LadderBody = Type.Object({
  period: Type.Enum(REVIEW_PERIODS),
  tiers: Type.Array(Tier, { maxItems: 10 }),
});
export type LadderBody = Type.Static<typeof LadderBody>;

/** A ladder as stored: the version, and the moment its rules start to count (the next review after the change). */
export const Ladder = Type.Object({
  ...LadderBody.properties,
  version: Type.Integer({ minimum: 0 }),
  /** Unix ms */
  effectiveFrom: Type.Integer({ minimum: 0 }),
});
export type Ladder = Type.Static<typeof Ladder>;

/** The console's view: the ladder in force and, when saved since, the one waiting for the next review. */
export const LadderConsole = Type.Object({ current: Ladder, next: Type.Union([Ladder, Type.Null()]) });
export type LadderConsole = Type.Static<typeof LadderConsole>;

export const PointsAdjustBody = Type.Object({
  points: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
  idempotencyKey: IdempotencyKey,
});
export type PointsAdjustBody = Type.Static<typeof PointsAdjustBody>;
export const PointsAdjustResponse = Type.Object({ replayed: Type.Boolean() });
export type PointsAdjustResponse = Type.Static<typeof PointsAdjustResponse>;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const TierRef = {
  /** the tier's place on the ladder, 0 the first: its id */
  index: Type.Integer({ minimum: 0 }),
  name: Names,
  colour: Colour,
  badge: Type.Enum(TIER_BADGES),
};

/** The player's tier and progress, carried by the refresh data (GET player) so home paints it at once; null for a guest. */
export const TierStatus = Type.Object({
  ...TierRef,
  /** points in the current review window (never below 0) */
  points: Type.Integer({ minimum: 0 }),
  /** the window those points are counted in, [from, to) */
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
  /** when the tier is reviewed next: the end of the period (a demotion waits for it) */
  reviewAt: Type.String({ format: 'date-time' }),
  /** a tier the club granted by hand: until when; null when the tier is earned */
  grantedUntil: Nullable(Type.String({ format: 'date-time' })),
  /** the promotion rate the tier's players get, as the promotions screen shows it */
  rate: RateText,
  /**
   * in a period of grace: the points the tier needs by the period's end, or the review moves the player down; else null.
   * `by` is the period's last GMT+8 day, YYYY-MM-DD, inclusive (the period ends at the midnight after it, as reviewAt says).
   */
  keep: Nullable(
    Type.Object({
      threshold: Int,
      needed: Type.Integer({ minimum: 0 }),
      by: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
    }),
  ),
  /** the next tier up and the points it still needs; null at the top */
  next: Nullable(Type.Object({ ...TierRef, threshold: Int, needed: Type.Integer({ minimum: 0 }) })),
});
export type TierStatus = Type.Static<typeof TierStatus>;

export const PointsRow = Type.Object({
  id: Type.Integer(),
  source: Type.Enum(POINT_SOURCES),
  /** the round, deposit, play or answer it came from; an adjustment's key */
  sourceId: Type.String(),
  points: Type.Integer(),
  /** an operator's adjustment: why */
  reason: Nullable(Type.String()),
  at: Type.String({ format: 'date-time' }),
});
export type PointsRow = Type.Static<typeof PointsRow>;

export const PointsQuery = Type.Object({ cursor: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) });

/** One page of the player's points in the review window, newest first; what "check my tier" recomputes from. */
export const PointsPage = Type.Object({
  period: Type.Enum(REVIEW_PERIODS),
  /** the server's moment: the window is the period's at this moment */
  at: Type.String({ format: 'date-time' }),
  /** the server's total for the window, read from its daily cache */
  points: Type.Integer({ minimum: 0 }),
  /** the tier the player holds (index), as the benefits read it */
  tier: Type.Integer({ minimum: 0 }),
  rows: Type.Array(PointsRow),
  nextCursor: Nullable(Type.Integer()),
});
export type PointsPage = Type.Static<typeof PointsPage>;

/** PUT admin/players/{uid}/tier: a manual tier (index on the ladder in force) until an instant, or null to clear it; a reason either way. */
export const ManualTierBody = Type.Object({
  tier: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  until: Nullable(Type.String({ maxLength: 40 })),
  reason: Type.String({ maxLength: 200 }),
});
export type ManualTierBody = Type.Static<typeof ManualTierBody>;

/** A player's manual grant as stored, shown only while in force. */
export const ManualTier = Type.Object({
  tier: Type.Integer({ minimum: 0 }),
  until: Type.String({ format: 'date-time' }),
  reason: Nullable(Type.String()),
});
export type ManualTier = Type.Static<typeof ManualTier>;

/** The player view's tier block: what the player sees, the grant in force, and the ladder's names for the grant's tier select. */
export const AdminPlayerTier = Type.Object({
  status: TierStatus,
  manual: Nullable(ManualTier),
  tiers: Type.Array(Names),
});
export type AdminPlayerTier = Type.Static<typeof AdminPlayerTier>;

/** The Tiers tab's figures: players per tier of the ladder in force, points issued per GMT+8 day. */
export const TierSummary = Type.Object({
  /** players in each tier, by index (no tier row yet: the first tier; a manual grant in force counts where it puts them) */
  players: Type.Array(Type.Integer({ minimum: 0 })),
  /** the unix seconds of each day's GMT+8 midnight, oldest first */
  days: Type.Array(Type.Integer({ minimum: 0 })),
  /** the net points written each day (adjustments may take some away) */
  points: Type.Array(Type.Integer()),
});
export type TierSummary = Type.Static<typeof TierSummary>;
