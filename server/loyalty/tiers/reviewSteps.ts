// What the tier review decides for one player, apart from the database, so
// the rules read (and are tested) as the /vip screen states them: up as soon
// as the points reach a threshold; down only when a period ends, and only
// after one more period of grace.
import { tierFor, tierPeriodEnd } from '../../../contract/loyalty/tiersRules';
import type { ReviewPeriod } from '../../../contract/loyalty/tiers';

export interface Place {
  /** the earned tier (a manual grant is apart: tierPlace) */
  tier: number;
  inGrace: boolean;
  /** when the tier is next reviewed for a demotion; null on the first tier */
  periodEndsAt: Date | null;
}

export interface Rules {
  period: ReviewPeriod;
  thresholds: readonly number[];
}

const top = (rules: Rules): number => rules.thresholds.length - 1;

/** A place on a ladder saved shorter since the review is its top tier. */
const onLadder = (place: Place, rules: Rules): number => Math.min(place.tier, top(rules));

/** After points were added or taken: a promotion when they reach a higher tier, else null (nothing moves). */
export function promotionStep(place: Place, points: number, rules: Rules, now: Date): Place | null {
  const reached = tierFor(rules.thresholds, points);
  if (reached <= onLadder(place, rules)) return null;
  return { tier: reached, inGrace: false, periodEndsAt: new Date(tierPeriodEnd(rules.period, now.getTime())) };
}

/**
 * At the end of a period, with the points of the window that just ended:
 * kept (or higher) starts a new period; short of the tier starts a period of
 * grace; still short after the grace moves down to the tier the points reach.
 */
export function periodEndStep(place: Place, points: number, rules: Rules, now: Date): Place {
  const tier = onLadder(place, rules);
  const reached = tierFor(rules.thresholds, points);
  const nextEnd = new Date(tierPeriodEnd(rules.period, now.getTime()));
  if (reached >= tier) return { tier: reached, inGrace: false, periodEndsAt: reached > 0 ? nextEnd : null };
  if (!place.inGrace) return { tier, inGrace: true, periodEndsAt: nextEnd };
  return { tier: reached, inGrace: false, periodEndsAt: reached > 0 ? nextEnd : null };
}
