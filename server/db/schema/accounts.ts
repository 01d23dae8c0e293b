// Players, their sessions and sign-in codes, operators and the audit log.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Json } from './columns';
import type { Lang } from '../../../contract/constants';

export interface AccountsTables {
  players: PlayersTable;
  activity_sessions: ActivitySessionsTable;
  push_tokens: PushTokensTable;
  sessions: SessionsTable;
  launch_tokens: LaunchTokensTable;
  otp_codes: OtpCodesTable;
  rate_events: RateEventsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  register_tokens: RegisterTokensTable;
  player_limits: PlayerLimitsTable;
}

export interface PlayersTable {
  id: Generated<number>;
  uid: string;
  full_name: string;
  password_hash: string | null;
  phone: string | null;
  /** from the H5 platform: 'vip' uses the club, 'normal' is asked to upgrade, others are invalid */
  role: Generated<string>;
  verified: Generated<boolean>;
  language: Generated<Lang>;
  notify: Generated<boolean>;
  tg_id: number | null;
  tg_register: Generated<boolean>;
  /** a player may change their UID once */
  uid_changed: Generated<boolean>;
  /** affiliate code given at registration */
  referrer: ColumnType<string | null, string | null | undefined, string | null>;
  /** spins a day on each wheel for this player; null = the default of GAME_RULES */
  spin_daily_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** set while an operator blocks the player: every door answers msg.accessBlock */
  blocked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the player's switch for reminders before coins expire (server/loyalty/reminders) */
  expiry_reminders: Generated<boolean>;
  created_at: CreatedAt;
}

export type Player = Selectable<PlayersTable>;

export type NewPlayer = Insertable<PlayersTable>;

export interface RegisterTokensTable {
  token_hash: string;
  /** the affiliate code the platform's link carries, used when the form sends none */
  referrer: string | null;
  expires_at: Date;
  used_at: Date | null;
  player_id: number | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  ended_at: Date | null;
  /** why a session ended: 'logout', 'replaced' (logged in elsewhere), 'expired' */
  end_reason: string | null;
}

export interface LaunchTokensTable {
  token_hash: string;
  player_id: number;
  expires_at: Date;
  used_at: Date | null;
}

/** One-time SMS codes; only an HMAC of the code is kept. */
export interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: 'register';
  code_hash: string;
  expires_at: Date;
  /** tries spent on this code, the right one included */
  attempts: Generated<number>;
  consumed_at: Date | null;
  created_at: CreatedAt;
}

/** One throttled action (a login try, an OTP sent...) under its key. */
export interface RateEventsTable {
  id: Generated<number>;
  key: string;
  at: Date;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'support' | 'content';
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  expires_at: Date;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** null: written by an automatic rule (detail.rule names it), not an operator */
  operator_id: number | null;
  action: string;
  target: string | null;
  detail: Json<unknown>;
  created_at: CreatedAt;
}

export interface ActivitySessionsTable {
  id: string;
  player_id: number;
  path: string;
  started_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/** A device's push (FCM) token and the player it currently belongs to (server/notify/pushTokens.ts). */
export interface PushTokensTable {
  token: string;
  player_id: number;
  created_at: Date;
  seen_at: Date;
}

/** The limits a player set on their own wagering (server/limits); no row = none. */
export interface PlayerLimitsTable {
  player_id: number;
  daily_limit: number | null;
  weekly_limit: number | null;
  /** a raise (or removal, null) waiting until *_pending_at */
  daily_pending: number | null;
  daily_pending_at: Date | null;
  weekly_pending: number | null;
  weekly_pending_at: Date | null;
  break_until: Date | null;
  excluded_until: Date | null;
  /** the operator who set the exclusion in force; null = the player */
  excluded_by: number | null;
  reality_check_minutes: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
