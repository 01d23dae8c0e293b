// Missions, the streak's festival days, public holidays and expiry reminders (the tier tables join from server/loyalty/points/tables.ts).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';
import type { Localized } from '../../../contract/schemas/common';
import type { MissionGoal, MissionPeriod } from '../../../contract/loyalty/missionsRules';

export interface LoyaltyTables {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  festival_days: FestivalDaysTable;
  expiry_reminders: ExpiryRemindersTable;
  public_holidays: PublicHolidaysTable;
}

/** A daily or weekly mission the operator defines (migration 0029, server/loyalty/missions). */
export interface MissionsTable {
  id: Generated<number>;
  title: Json<Localized>;
  body: Json<Localized>;
  goal: MissionGoal;
  target: number;
  reward: number;
  period: MissionPeriod;
  starts_at: Date;
  ends_at: Date;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

/** A mission's reward, claimed once per player and period (the primary key). */
export interface MissionClaimsTable {
  mission_id: number;
  player_id: number;
  period_start: Date;
  reward: number;
  claimed_at: Date;
}

/** The Malaysian public holidays the operator keeps (migration 0032): a physical prize's mail-by count skips them. */
export interface PublicHolidaysTable {
  /** YYYY-MM-DD, a GMT+8 day */
  day: ColumnType<string, string, string>;
  name: Json<Localized>;
}

/** The operator's festival calendar: a festival day refills the streak's shield. */
export interface FestivalDaysTable {
  /** YYYY-MM-DD, a GMT+8 day */
  day: ColumnType<string, string, string>;
  name: Json<Localized>;
}

/** A reminder before coins expire: its insert is the claim of its sending (server/loyalty/reminders). */
export interface ExpiryRemindersTable {
  player_id: number;
  /** YYYY-MM-DD, the GMT+8 day the coins expire */
  expires_on: ColumnType<string, string, string>;
  days_before: number;
  sent_at: Date;
  /** the coins it told of; 0 when none were left, null until the claimer has looked */
  coins: ColumnType<number | null, number | null | undefined, number | null>;
  message_id: ColumnType<number | null, number | null | undefined, number | null>;
}
