// What a player sees of their tier: the tier they hold (tierPlace, the same
// read the benefits make), their points in the review window, the next tier
// and what it still needs, and the rows those points come from, which the
// browser's "check my tier" adds up again with the published rules.
import type { Kysely } from 'kysely';
import type { PointsPage, TierStatus } from '../../../contract/loyalty/tiers';
import { periodEnd, POINTS_PAGE_SIZE, reviewWindow } from '../../../contract/loyalty/tiersRules';
import type { Database } from '../../db/schema';
import { businessDayOf } from '../points/day';
import { tierPlace } from './benefits';
import '../points/tables';

/**
 * Points in [from, to) read from the daily cache: window bounds are GMT+8
 * midnights, so whole days; the plain sum, never below 0 (pointsInPeriod).
 */
export async function windowPoints(db: Kysely<Database>, playerId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('tier_point_days')
    .select((eb) => eb.fn.sum<string | number | null>('points').as('sum'))
    .where('player_id', '=', playerId)
    .where('day', '>=', businessDayOf(new Date(from)))
    .where('day', '<', businessDayOf(new Date(to)))
    .executeTakeFirst();
  return Math.max(0, Number(row?.sum ?? 0));
}

const iso = (ms: number | Date): string => new Date(ms).toISOString();
/** A period ends at a GMT+8 midnight: its last day is the one before (what "by 31/12/2026" means to a player). */
const lastDayBefore = (end: Date): string => businessDayOf(new Date(end.getTime() - 1));

export async function tierStatus(db: Kysely<Database>, playerId: number, now: Date): Promise<TierStatus> {
  const place = await tierPlace(db, playerId, now);
  const { period, tiers } = place.ladder;
  const { from, to } = reviewWindow(period, now.getTime());
  const points = await windowPoints(db, playerId, from, to);
  const next = tiers[place.index + 1];
  const ref = (index: number, t: (typeof tiers)[number]) => ({ index, name: t.name, colour: t.colour, badge: t.badge });
  const reviewAt = place.periodEndsAt && place.periodEndsAt > now ? place.periodEndsAt : new Date(periodEnd(period, now.getTime()));
  return {
    ...ref(place.index, place.tier),
    points,
    from: iso(from),
    to: iso(to),
    reviewAt: iso(reviewAt),
    grantedUntil: place.grantedUntil ? iso(place.grantedUntil) : null,
    rate: place.tier.benefits.promotionRate,
    keep:
      place.inGrace && !place.grantedUntil && place.periodEndsAt
        ? { threshold: place.tier.threshold, needed: Math.max(0, place.tier.threshold - points), by: lastDayBefore(place.periodEndsAt) }
        : null,
    next: next ? { ...ref(place.index + 1, next), threshold: next.threshold, needed: Math.max(0, next.threshold - points) } : null,
  };
}

/** One page of the player's rows in the window, newest first (by id: a row written after the first page never shifts the next). */
export async function pointsPage(db: Kysely<Database>, playerId: number, now: Date, cursor: number | undefined): Promise<PointsPage> {
  const place = await tierPlace(db, playerId, now);
  const { from, to } = reviewWindow(place.ladder.period, now.getTime());
  let query = db
    .selectFrom('tier_points')
    .select(['id', 'source', 'source_id', 'points', 'reason', 'created_at'])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', new Date(from))
    .where('created_at', '<', new Date(to));
  if (cursor !== undefined) query = query.where('id', '<', cursor);
  const [rows, points] = await Promise.all([
    query
      .orderBy('id', 'desc')
      .limit(POINTS_PAGE_SIZE + 1)
      .execute(),
    windowPoints(db, playerId, from, to),
  ]);
  const page = rows.slice(0, POINTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    period: place.ladder.period,
    at: iso(now),
    points,
    tier: place.index,
    rows: page.map((r) => ({
      id: Number(r.id),
      source: r.source,
      sourceId: r.source_id,
      points: r.points,
      reason: r.reason,
      at: iso(r.created_at),
    })),
    nextCursor: rows.length > POINTS_PAGE_SIZE && last ? Number(last.id) : null,
  };
}
