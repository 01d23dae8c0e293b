// Coins leaving the club (contract/schemas/wallet.ts): what the redeem screen
// draws, the redeem itself, the verification upload and the transaction
// history. A redeem's answer carries the wallet after the hold: it goes into
// the store as it is, nothing is fetched again.
import type { TransactionType } from '../../../contract/constants';
import { API } from '../../../contract/routes';
import type {
  RedeemBody,
  RedeemInfo,
  RedeemResponse,
  TransactionPage,
  TransactionQuery,
  VideoUploadResponse,
} from '../../../contract/schemas/wallet';
import type { UpcomingExpiries } from '../../../contract/loyalty/expiry';
import { EXPIRY_API } from '../../../contract/loyalty/expiryRules';
import { applyCoins } from '../../state/coins';
import { api } from '../client';
import { sendWithRetryKey } from '../retryKey';

export const fetchRedeemInfo = (): Promise<RedeemInfo> => api.get<RedeemInfo>(API.redeemInfo);

/** The retry key's name (and sessionStorage item) of a redeem. */
export const REDEEM_ACTION = 'redeem-key';

/**
 * Redeems `coins`. The idempotency key survives a lost answer, so "try again"
 * can never redeem twice; another amount is another redeem with its own key.
 */
export async function redeemCoins(coins: number): Promise<RedeemResponse> {
  const answer = await sendWithRetryKey(
    REDEEM_ACTION,
    (idempotencyKey) => {
      const body: RedeemBody = { coins, idempotencyKey };
      return api.post<RedeemResponse>(API.redeem, body);
    },
    { scope: String(coins) },
  );
  applyCoins(answer.coin);
  return answer;
}

/** Sealed fields are empty: the recording itself is the whole request. */
export const uploadVideo = (file: Blob): Promise<VideoUploadResponse> =>
  api.upload<VideoUploadResponse>(API.verificationVideo, {}, { video: file });

/** The history screen's filter as its inputs hold it: '' for "any". */
export interface TransactionFilter {
  type: TransactionType | '';
  /** 'YYYY-MM-DD', Malaysia days */
  from: string;
  to: string;
}

export function fetchTransactions(filter: TransactionFilter, cursor: string | null): Promise<TransactionPage> {
  const query: TransactionQuery = {};
  if (filter.type) query.type = filter.type;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (cursor) query.cursor = cursor;
  return api.get<TransactionPage>(API.transactions, { ...query });
}

/** The player's coins still to expire, one row per GMT+8 day, soonest first. */
export const fetchUpcomingExpiries = (): Promise<UpcomingExpiries> => api.get<UpcomingExpiries>(EXPIRY_API.upcoming);
