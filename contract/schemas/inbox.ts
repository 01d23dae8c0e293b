// The player's inbox beyond the refresh data's unread preview: pages of every
// message, one message, and marking read. Items are the refresh data's
// InboxItem, so the popup, the list and the detail word a message alike.
import Type from 'typebox';
import { InboxItem } from './refresh';

export const InboxQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 120 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type InboxQuery = Type.Static<typeof InboxQuery>;

/** One page, newest first, read and unread alike; nextCursor null on the last page. */
export const InboxPage = Type.Object({
  rows: Type.Array(InboxItem),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  unreadCount: Type.Integer(),
});
export type InboxPage = Type.Static<typeof InboxPage>;

/**
 * A message id in a path. Text rather than an integer: PUT notifications/{id}
 * takes whatever a notification link carried, and anything that is not one of
 * the player's messages is "Inbox not found", not a bad request.
 */
export const InboxIdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

export const ReadResponse = Type.Object({ ok: Type.Literal(true), unreadCount: Type.Integer() });
export type ReadResponse = Type.Static<typeof ReadResponse>;
