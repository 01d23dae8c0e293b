// The one write path of tier points. A source calls awardPoints with its own
// transaction, so the source and its points commit or roll back together, and
// the key `points:<source>:<id>` (UNIQUE) makes a retried source award nothing.
// One statement: the row, the day's total the review reads and the review's
// mark on the player, in CTEs.
import { sql, type Transaction } from 'kysely';
import { pointsKey, type PointSource } from '../../../contract/loyalty/tiersRules';
import type { Database } from '../../db/schema';
import { businessDayOf } from './day';
import './tables';

export interface PointsAward {
  playerId: number;
  source: PointSource;
  sourceId: string;
  points: number;
  now: Date;
  /** an operator's adjustment: why, and who */
  reason?: string;
  operatorId?: number;
}

/** Writes the points once; true when this call wrote them, false for a replay (or no points). */
export async function awardPoints(trx: Transaction<Database>, award: PointsAward): Promise<boolean> {
  if (!Number.isInteger(award.points) || award.points === 0) return false;
  const day = businessDayOf(award.now);
  const { rows } = await sql<{ player_id: number }>`
    WITH awarded AS (
      INSERT INTO tier_points (player_id, source, source_id, points, idempotency_key, reason, operator_id, day, created_at)
      VALUES (${award.playerId}, ${award.source}, ${award.sourceId}, ${award.points}, ${pointsKey(award.source, award.sourceId)},
        ${award.reason ?? null}, ${award.operatorId ?? null}, ${day}::date, ${award.now})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING player_id, day, points
    )
    , totalled AS (
      INSERT INTO tier_point_days (player_id, day, points)
      SELECT player_id, day, points FROM awarded
      ON CONFLICT (player_id, day) DO UPDATE SET points = tier_point_days.points + excluded.points
    )
    -- Tells the review job this player may have crossed a threshold (promotion is at once).
    INSERT INTO tier_players (player_id, dirty) SELECT player_id, true FROM awarded
    ON CONFLICT (player_id) DO UPDATE SET dirty = true
    RETURNING player_id`.execute(trx);
  return rows.length > 0;
}
