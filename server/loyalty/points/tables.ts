import type { ColumnType, Generated } from 'kysely';
import type { LadderBody } from '../../../contract/loyalty/tiers';
import type { PointSource } from '../../../contract/loyalty/tiersRules';

// The loyalty tables join the app's Database type here rather than in
// db/schema/, so the loyalty work touches those shared files not at all.
declare module '../../db/schema' {
  interface Database {
    tier_points: TierPointsTable;
    tier_point_days: TierPointDaysTable;
    tier_ladders: TierLaddersTable;
    tier_players: TierPlayersTable;
    tier_bonuses: TierBonusesTable;
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

export interface TierLaddersTable {
  version: Generated<number>;
  ladder: ColumnType<LadderBody, string, never>;
  effective_from: Date;
  operator_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface TierPlayersTable {
  player_id: number;
  /** index in the ladder, 0 the first tier */
  tier: ColumnType<number, number | undefined, number>;
  period_ends_at: Date | null;
  in_grace: ColumnType<boolean, boolean | undefined, boolean>;
  dirty: ColumnType<boolean, boolean | undefined, boolean>;
  /** points in the review window at the last review */
  points: ColumnType<number, number | undefined, number>;
  changed_at: Date | null;
  manual_tier: number | null;
  manual_until: Date | null;
  manual_reason: string | null;
}

/** A tier's monthly bonus claimed and credited (migration 0033): once per player, GMT+8 month and tier. */
export interface TierBonusesTable {
  player_id: number;
  /** YYYY-MM, GMT+8 */
  month: string;
  tier: number;
  coins: number;
  created_at: Date;
}
