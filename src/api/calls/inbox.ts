// The player's inbox beyond the refresh data's preview
// (contract/schemas/inbox.ts). Reads update the badge at once from the answer.
import { API } from '../../../contract/routes';
import type { InboxPage, ReadResponse } from '../../../contract/schemas/inbox';
import type { InboxItem } from '../../../contract/schemas/refresh';
import { markAllReadLocally, markReadLocally } from '../../state/site';
import { api } from '../client';

/** One page, newest first; cursor null for the first. */
export const fetchInboxPage = (cursor: string | null): Promise<InboxPage> => api.get<InboxPage>(API.inbox, cursor ? { cursor } : undefined);

/** One message by the id a route or link carried; the server marks it read, and so does the badge. */
export async function fetchInboxItem(id: string): Promise<InboxItem> {
  const item = await api.get<InboxItem>(API.inboxItem(encodeURIComponent(id)));
  markReadLocally(item.id);
  return item;
}

export async function markAllRead(): Promise<ReadResponse> {
  const answer = await api.post<ReadResponse>(API.inboxReadAll);
  markAllReadLocally(answer.unreadCount);
  return answer;
}

/** PUT notifications/{id}: a notification link opened the app; the refresh that follows brings the count. */
export const markNotificationRead = (id: string): Promise<ReadResponse> => api.put<ReadResponse>(API.notification(id));
