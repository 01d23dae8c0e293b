// The Tiers tab's figures: players per tier of the ladder in force (as
// tierPlace would place each: a manual grant in force wins, no row is the
// first tier, a ladder saved shorter keeps them on its top tier) and the net
// points written per GMT+8 day over SERIES_DAYS, from the daily cache.
import { sql, type Kysely } from 'kysely';
import type { TierSummary } from '../../../contract/loyalty/tiers';
import { SERIES_DAYS } from '../../../contract/schemas/consoleDesk';
import type { Database } from '../../db/schema';
import { startOfBusinessDay } from '../../lib/businessDay';
import { businessDayOf } from '../points/day';
import { currentLadder } from './ladder';
import '../points/tables';

const DAY_MS = 86_400_000;

export async function tierSummary(db: Kysely<Database>, now: Date): Promise<TierSummary> {
  const since = new Date(startOfBusinessDay(now).getTime() - (SERIES_DAYS - 1) * DAY_MS);
  const sinceDay = businessDayOf(since);
  const [ladder, places, days] = await Promise.all([
    currentLadder(db, now),
    sql<{
      t: number;
      n: number;
    }>`SELECT coalesce(CASE WHEN tp.manual_until > ${now}::timestamptz THEN tp.manual_tier END, tp.tier, 0) AS t, count(*) AS n
      FROM players p LEFT JOIN tier_players tp ON tp.player_id = p.id GROUP BY 1`.execute(db),
    sql<{ d: number; v: number }>`SELECT (day - ${sinceDay}::date) AS d, sum(points) AS v FROM tier_point_days
      WHERE day >= ${sinceDay}::date GROUP BY 1`.execute(db),
  ]);
  const top = ladder.tiers.length - 1;
  const players = new Array<number>(ladder.tiers.length).fill(0);
  for (const { t, n } of places.rows) {
    const index = Math.min(Number(t), top);
    players[index] = (players[index] ?? 0) + Number(n);
  }
  const points = new Array<number>(SERIES_DAYS).fill(0);
  for (const { d, v } of days.rows) if (Number(d) >= 0 && Number(d) < SERIES_DAYS) points[Number(d)] = Number(v);
  return {
    players,
    days: Array.from({ length: SERIES_DAYS }, (_, i) => (since.getTime() + i * DAY_MS) / 1000),
    points,
  };
}
