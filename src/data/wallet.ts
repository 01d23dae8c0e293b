// Calls of the wallet screens: redeem, the verification upload, the
// transaction history and the inbox. Answers are the contract's types; the
// refresh data (coins, unread count) is fetched again after anything that
// changes it, so the whole chrome agrees at once.
import { API } from '../../contract/routes';
import type { TransactionType } from '../../contract/constants';
import type { InboxPage, ReadResponse } from '../../contract/schemas/inbox';
import type { RedeemInfo, RedeemResponse, TransactionPage, VideoUploadResponse } from '../../contract/schemas/wallet';
import { api } from '../api/client';
import { siteState } from '../state/site';

export const fetchRedeemInfo = (): Promise<RedeemInfo> => api.get<RedeemInfo>(API.redeemInfo);

export const postRedeem = (coins: number, idempotencyKey: string): Promise<RedeemResponse> =>
  api.post<RedeemResponse>(API.redeem, { coins, idempotencyKey });

/** Sealed fields are empty: the recording itself is the whole request. */
export const uploadVideo = (file: Blob): Promise<VideoUploadResponse> =>
  api.upload<VideoUploadResponse>(API.verificationVideo, {}, { video: file });

export interface TransactionFilter {
  type: TransactionType | '';
  /** 'YYYY-MM-DD', Malaysia days; '' for open */
  from: string;
  to: string;
}

export function fetchTransactions(filter: TransactionFilter, cursor: string | null): Promise<TransactionPage> {
  const params: Record<string, string> = {};
  if (filter.type) params.type = filter.type;
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  if (cursor) params.cursor = cursor;
  return api.get<TransactionPage>(API.transactions, params);
}

export const fetchInboxPage = (cursor: string | null): Promise<InboxPage> =>
  api.get<InboxPage>(API.inbox, cursor ? { cursor } : undefined);

export async function markAllRead(): Promise<ReadResponse> {
  const answer = await api.post<ReadResponse>(API.inboxReadAll);
  siteState.inbox.unreadCount = 0;
  siteState.inbox.items = [];
  return answer;
}

/**
 * The badge and the popup follow a read at once, before the socket's refresh
 * comes back: the unread preview drops the message and the count goes down.
 */
export function readLocally(id: number): void {
  const before = siteState.inbox.items.length;
  siteState.inbox.items = siteState.inbox.items.filter((m) => m.id !== id);
  if (siteState.inbox.items.length < before) siteState.inbox.unreadCount = Math.max(0, siteState.inbox.unreadCount - 1);
}
