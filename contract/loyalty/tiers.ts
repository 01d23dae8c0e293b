// Shapes of the VIP tiers (issue 27): the ladder the operator defines in the
// console and every player reads. Ranges beyond the column's are checked by
// ladderProblem (./tiersRules.ts), so a bad ladder is a 400 with a key that
// says what is wrong, not the generic invalid request.
import Type from 'typebox';
import { IdempotencyKey, PG_INTEGER } from '../schemas/common';

/** The badges shipped with the project (public/tiers/<badge>.svg, original art). */
export const TIER_BADGES = ['shield', 'star', 'crown', 'gem'] as const;
export type TierBadge = (typeof TIER_BADGES)[number];

/** rolling90: the last 90 days, reviewed every GMT+8 day; quarter: calendar quarters (GMT+8). */
export const REVIEW_PERIODS = ['rolling90', 'quarter'] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];

const Text = Type.String({ maxLength: 60 });
const Names = Type.Object({ en: Text, zh: Text, ms: Text });
const RateText = Type.Object({ en: Type.String({ maxLength: 200 }), zh: Type.String({ maxLength: 200 }), ms: Type.String({ maxLength: 200 }) });
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
  colour: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
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

export const TIERS_API = {
  ladder: 'vip/tiers',
  consoleLadder: 'admin/tiers',
  consolePointsAdjust: (uid: string) => `admin/players/${uid}/tier-points`,
} as const;
