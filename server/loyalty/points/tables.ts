import type { ColumnType, Generated } from 'kysely';
import type { PointSource } from '../../../contract/loyalty/tiersRules';

// The loyalty tables join the app's Database type here rather than in
// db/schema.ts, so the loyalty work touches that shared file not at all.
declare module '../../db/schema' {
  interface Database {
    tier_points: TierPointsTable;
    tier_point_days: TierPointDaysTable;
  }
}

export interface TierPointsTable {
  id: Generated<number>;
  player_id: number;
  source: PointSource;
  source_id: string;
  points: number;
  /** `points:<source>:<source_id>` (a CHECK says so) */
  idempotency_key: string;
  /** an operator's adjustment only */
  reason: string | null;
  operator_id: number | null;
  /** the GMT+8 day of created_at */
  day: ColumnType<string, string, never>;
  created_at: ColumnType<Date, Date, never>;
}

/** A cache of tier_points: one row per player and GMT+8 day. */
export interface TierPointDaysTable {
  player_id: number;
  day: ColumnType<string, string, never>;
  points: number;
}
