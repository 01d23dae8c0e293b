// The published rules of tier points (issue 27): what each source earns. The
// /vip screen prints them as the formula and "check my tier" recomputes a
// player's total from the listed rows with the same functions, the way the
// fairness verifier recomputes an outcome.

/** The tiers' calls. Here, not beside the schemas: the app imports them, and a schema module would bring the schema library into its shell. */
export const TIERS_API = {
  ladder: 'vip/tiers',
  /** the player's points rows in the current review window, newest first, paged */
  myPoints: 'vip/points',
  consoleLadder: 'admin/tiers',
  consolePointsAdjust: (uid: string) => `admin/players/${uid}/tier-points`,
  /** players per tier and points issued per day (the Tiers tab) */
  consoleSummary: 'admin/tiers/summary',
  /** GET: a player's tier, points and manual grant; PUT: set or clear the grant */
  consolePlayerTier: (uid: string) => `admin/players/${uid}/tier`,
} as const;

/** Rows per page of vip/points. */
export const POINTS_PAGE_SIZE = 200;

/** Where a tier point comes from; `points:<source>:<id>` is its idempotency key. */
export const POINT_SOURCES = ['stake', 'deposit', 'fto', 'quiz', 'adjust'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/** The most points one source may give (a huge deposit stays within the column). */
export const MAX_POINTS_PER_SOURCE = 1_000_000;

const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), MAX_POINTS_PER_SOURCE) : 0);

/** 1 point per coin staked in a game. */
export const pointsForStake = (coins: number): number => whole(coins);
/** 1 point per whole RM of a deposit that granted a spin; a deposit that granted none gives none. */
export const pointsForDeposit = (amountRm: number, spinsGranted: number): number => (spinsGranted > 0 ? whole(amountRm) : 0);
/** 1 point per whole coin earned in Find The Odd or the quiz. */
export const pointsForEarnedCoins = (coins: number): number => whole(coins);

/** The key that makes a source award once, whatever the retries. */
export const pointsKey = (source: PointSource, sourceId: string): string => `points:${source}:${sourceId}`;

/** A player's points in a period: the plain sum of the rows dated inside it (adjustments may be negative; never below 0). */
export function pointsInPeriod(rows: readonly { points: number; at: number }[], from: number, to: number): number {
  const sum = rows.reduce((total, r) => (r.at >= from && r.at < to ? total + r.points : total), 0);
  return Math.max(0, sum);
}

/** Each benefit's allowed range: the console shows them, the server refuses outside them (400 msg.tierBenefitOutOfRange). */
export const BENEFIT_RANGES = {
  dailySpinLimit: { min: 1, max: 1000 },
  autoApprovalRm: { min: 0, max: 10_000 },
  queuePriority: { min: 0, max: 100 },
  coinExpiryDays: { min: 1, max: 3650 },
  monthlyBonusCoins: { min: 0, max: 100_000 },
} as const;
export type RangedBenefit = keyof typeof BENEFIT_RANGES;

export const MAX_THRESHOLD = 100_000_000;

interface LadderShape {
  tiers: readonly {
    name: { en: string; zh: string; ms: string };
    threshold: number;
    benefits: Record<RangedBenefit, number> & { promotionRate: { en: string; zh: string; ms: string } };
  }[];
}

export type LadderProblem =
  | { key: 'msg.tierLadderEmpty' }
  | { key: 'msg.tierNameMissing'; tier: number; lang: 'en' | 'zh' | 'ms' }
  | { key: 'msg.tierThresholdsNotRising'; tier: number }
  | { key: 'msg.tierBenefitOutOfRange'; tier: number; benefit: RangedBenefit | 'promotionRate' };

const LANGS = ['en', 'zh', 'ms'] as const;

/** The first thing wrong with a ladder, or null: names in every language, 0 then strictly rising thresholds, benefits in range. */
export function ladderProblem(ladder: LadderShape): LadderProblem | null {
  if (ladder.tiers.length === 0) return { key: 'msg.tierLadderEmpty' };
  for (const [tier, t] of ladder.tiers.entries()) {
    for (const lang of LANGS) if (t.name[lang].trim() === '') return { key: 'msg.tierNameMissing', tier, lang };
    const previous = ladder.tiers[tier - 1];
    const rising = previous ? t.threshold > previous.threshold : t.threshold === 0;
    if (!rising || t.threshold > MAX_THRESHOLD) return { key: 'msg.tierThresholdsNotRising', tier };
    for (const [benefit, range] of Object.entries(BENEFIT_RANGES) as [RangedBenefit, { min: number; max: number }][]) {
      const value = t.benefits[benefit];
      if (!Number.isInteger(value) || value < range.min || value > range.max) return { key: 'msg.tierBenefitOutOfRange', tier, benefit };
    }
    for (const lang of LANGS)
      if (t.benefits.promotionRate[lang].trim() === '') return { key: 'msg.tierBenefitOutOfRange', tier, benefit: 'promotionRate' };
  }
  return null;
}

const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/** A manual tier ends at most this many days ahead: a grant is a gesture, not a second ladder. */
export const MANUAL_TIER_MAX_DAYS = 365;
export const MANUAL_REASON_MAX = 200;

export type ManualTierProblem = 'msg.tierManualInvalid' | 'msg.tierManualUntilInvalid' | 'msg.tierManualReasonMissing';

/**
 * What is wrong with a manual grant, or null: the tier is on the ladder in
 * force (`tiers` long), the end is after `now` and within a year, the reason
 * is not blank. Clearing (tier null) needs only the reason.
 */
export function manualTierProblem(
  grant: { tier: number | null; until: string | null; reason: string },
  tiers: number,
  now: number,
): ManualTierProblem | null {
  if (grant.reason.trim() === '' || grant.reason.length > MANUAL_REASON_MAX) return 'msg.tierManualReasonMissing';
  if (grant.tier === null) return null;
  if (!Number.isInteger(grant.tier) || grant.tier < 0 || grant.tier >= tiers) return 'msg.tierManualInvalid';
  const until = grant.until === null ? Number.NaN : Date.parse(grant.until);
  if (!Number.isFinite(until) || until <= now || until > now + MANUAL_TIER_MAX_DAYS * DAY_MS) return 'msg.tierManualUntilInvalid';
  return null;
}

/** The end of a GMT+8 day (YYYY-MM-DD) as an instant: a grant "until 31/12" lasts through that day. */
export const endOfDayGmt8 = (day: string): string => `${day}T23:59:59.999+08:00`;

/** Start (inclusive) of the GMT+8 calendar quarter containing `at`, Unix ms. */
export function quarterStart(at: number): number {
  const local = new Date(at + OFFSET_MS);
  const month = local.getUTCMonth() - (local.getUTCMonth() % 3);
  return Date.UTC(local.getUTCFullYear(), month, 1) - OFFSET_MS;
}
/** Start of the next GMT+8 quarter. */
export function nextQuarterStart(at: number): number {
  const local = new Date(quarterStart(at) + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 3, 1) - OFFSET_MS;
}
/** Next GMT+8 midnight after `at`. */
export function nextBusinessDay(at: number): number {
  const local = at + OFFSET_MS;
  return local - (local % DAY_MS) + DAY_MS - OFFSET_MS;
}

/** The window whose points count at `at`: the last 90 days (to the next GMT+8 midnight), or the quarter so far. */
export function reviewWindow(period: 'rolling90' | 'quarter', at: number): { from: number; to: number } {
  if (period === 'quarter') return { from: quarterStart(at), to: nextQuarterStart(at) };
  const to = nextBusinessDay(at);
  return { from: to - 90 * DAY_MS, to };
}

/** When the period containing `at` ends, the moment a demotion may happen (Unix ms). */
export const periodEnd = (period: 'rolling90' | 'quarter', at: number): number => reviewWindow(period, at).to;

/**
 * When a tier reached or kept at `at` is reviewed for a demotion: the end of
 * the quarter, or 90 days on (at a GMT+8 midnight) with the rolling window.
 * Promotion never waits for it.
 */
export function tierPeriodEnd(period: 'rolling90' | 'quarter', at: number): number {
  return period === 'quarter' ? nextQuarterStart(at) : nextBusinessDay(at) + 89 * DAY_MS;
}

/** The highest tier whose threshold `points` reach (thresholds rise; the first is 0). */
export function tierFor(thresholds: readonly number[], points: number): number {
  let reached = 0;
  for (const [i, threshold] of thresholds.entries()) if (points >= threshold) reached = i;
  return reached;
}

export interface TierCheck {
  from: number;
  to: number;
  /** the recomputed total of the rows dated inside the window */
  points: number;
  /** the tier those points reach (index in the ladder) */
  tier: number;
}

/**
 * "Check my tier": the player's total and tier recomputed from the listed
 * rows with the published rules alone (the window of the ladder's period at
 * the server's moment, the plain sum, the highest threshold reached).
 */
export function checkTier(
  rows: readonly { points: number; at: number }[],
  period: 'rolling90' | 'quarter',
  at: number,
  thresholds: readonly number[],
): TierCheck {
  const { from, to } = reviewWindow(period, at);
  const points = pointsInPeriod(rows, from, to);
  return { from, to, points, tier: tierFor(thresholds, points) };
}
