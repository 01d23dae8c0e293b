// The coin ledger, its balances and the redeemable bonuses; the inbox.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';
import type { Localized } from '../../../contract/schemas/common';
import type { BonusStatus, TransactionType } from '../../../contract/constants';
import type { InboxAction } from '../../../contract/inboxActions';
import type { RedeemStatus } from '../../../contract/schemas/wallet';

export interface LedgerTables {
  coin_entries: CoinEntriesTable;
  coin_balances: CoinBalancesTable;
  redeemable_bonuses: RedeemableBonusesTable;
  inbox_messages: InboxMessagesTable;
  inbox_reads: InboxReadsTable;
}

export interface CoinEntriesTable {
  id: Generated<number>;
  player_id: number;
  type: TransactionType;
  /** signed: earnings positive, spending negative */
  amount: number;
  idempotency_key: string | null;
  ref: string | null;
  note: string | null;
  /** for earned batches: when the unspent part expires */
  expires_at: Date | null;
  created_at: CreatedAt;
}

export interface CoinBalancesTable {
  player_id: number;
  /** spendable coins; CHECK >= 0 in the database */
  available: Generated<number>;
  /** coins held by pending redemptions */
  pending: Generated<number>;
  redeemed: Generated<number>;
}

export interface RedeemableBonusesTable {
  id: Generated<number>;
  player_id: number;
  tx_amount: number;
  turnover: number;
  status: Generated<BonusStatus>;
  created_date: CreatedAt;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  /** null: a message to every player */
  player_id: number | null;
  kind: 'coin' | 'credit' | 'others' | 'redeem' | 'spin';
  title: Json<Localized>;
  descr: Json<Localized>;
  img: string | null;
  coin: number | null;
  credit: number | null;
  redeem_credit: number | null;
  spin_amount: number | null;
  spin_credit: number | null;
  /** 'redeem' messages: the decision they report (null on older credits) */
  redeem_status: ColumnType<RedeemStatus | null, RedeemStatus | null | undefined, RedeemStatus | null>;
  /** what the message offers the player to do (a reminder before coins expire); null for the others */
  action: ColumnType<InboxAction | null, InboxAction | null | undefined, InboxAction | null>;
  created_at: CreatedAt;
}

export interface InboxReadsTable {
  message_id: number;
  player_id: number;
  read_at: CreatedAt;
}
