// Redemptions, their notices and automatic approval, and verification videos.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';
import type { Lang } from '../../../contract/constants';
import type { RedeemStatus, VideoStatus } from '../../../contract/schemas/wallet';

export interface RedeemTables {
  redemptions: RedemptionsTable;
  redeem_auto_approval: RedeemAutoApprovalTable;
  redemption_notices: RedemptionNoticesTable;
  operator_push_tokens: OperatorPushTokensTable;
  verification_videos: VerificationVideosTable;
}

/** A redeem request (server/redeem); its ledger hold carries ref 'redemption:<id>'. */
export interface RedemptionsTable {
  id: Generated<number>;
  player_id: number;
  coins: number;
  credit_rm: number;
  status: Generated<RedeemStatus>;
  idempotency_key: string;
  /** the answer the first request got, given again to a retry with the same key */
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
  reason: string | null;
  /** set on approval: the H5 wallet reference the credit is paid under */
  credit_reference: string | null;
  credit_attempts: Generated<number>;
  credit_error: string | null;
  /** when the retry job may try the credit again (a lease while one attempt runs) */
  next_credit_at: Date | null;
  credited_at: Date | null;
}

/** A notice to operators that a redemption has waited after_hours undecided; inserting the row claims its sending. */
export interface RedemptionNoticesTable {
  redemption_id: number;
  after_hours: number;
  sent_at: Date;
}

/** A device of an operator who allowed push for the redemption notices. */
export interface OperatorPushTokensTable {
  token: string;
  operator_id: number;
  lang: Lang;
  created_at: CreatedAt;
}

/** A screen recording uploaded for account verification; path is a file name in dataDir/verification. */
export interface VerificationVideosTable {
  id: Generated<number>;
  player_id: number;
  path: string;
  mime: string;
  size: number;
  status: Generated<VideoStatus>;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
  reason: string | null;
}

/** The single row (id 1) of the redemptions' automatic approval, edited by admins. */
export interface RedeemAutoApprovalTable {
  id: number;
  enabled: boolean;
  max_credit_rm: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}
