import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { InboxIdParams, InboxPage, InboxQuery, ReadResponse } from '../../contract/schemas/inbox';
import { InboxItem } from '../../contract/schemas/refresh';
import { requirePlayer } from '../auth/guard';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { DEFAULT_PAGE, parseCursor } from '../lib/keysetPage';
import { findInbox, inboxPage, markAllRead, markRead, unreadCount } from '../notify/inbox';

const notFound = (): AppError => new AppError(404, MSG.inboxNotFound);

/** A path id that can be a message id; anything else cannot be the player's message. */
function messageId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * The inbox: pages of every message, one message (opening it marks it read),
 * PUT notifications/{id} for a notification link's notifiid, and read-all.
 * Marking read tells the player's other devices, so their badges follow.
 */
export const inboxRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock, realtime }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['inbox'], security: [{ bearer: [] }] };
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tellDevices = (playerId: number) => realtime.toPlayer(playerId, { type: 'stale', reason: 'inbox' });

  app.get(`/${API.inbox}`, {
    schema: { ...common, summary: 'Inbox messages, newest first', querystring: InboxQuery, response: { 200: InboxPage, ...errors } },
  }, async (request) => {
    const player = await requirePlayer(db, request, clock());
    const after = parseCursor(request.query.cursor);
    const [page, unread] = await Promise.all([
      inboxPage(db, player.id, after, request.query.limit ?? DEFAULT_PAGE),
      unreadCount(db, player.id),
    ]);
    return { ...page, unreadCount: unread };
  });

  app.get(`/${API.inboxItem(':id')}`, {
    schema: { ...common, summary: 'One message; opening it marks it read', params: InboxIdParams, response: { 200: InboxItem, ...errors } },
  }, async (request) => {
    const now = clock();
    const player = await requirePlayer(db, request, now);
    const id = messageId(request.params.id);
    const item = await findInbox(db, player.id, id);
    if (!item) throw notFound();
    if (!item.read) {
      await markRead(db, player.id, id, now);
      tellDevices(player.id);
    }
    return { ...item, read: true };
  });

  app.put(`/${API.notification(':id')}`, {
    schema: { ...common, summary: 'Mark a message read (notification links)', params: InboxIdParams, response: { 200: ReadResponse, ...errors } },
  }, async (request) => {
    const now = clock();
    const player = await requirePlayer(db, request, now);
    if (!(await markRead(db, player.id, messageId(request.params.id), now))) throw notFound();
    tellDevices(player.id);
    return { ok: true as const, unreadCount: await unreadCount(db, player.id) };
  });

  app.post(`/${API.inboxReadAll}`, {
    schema: { ...common, summary: 'Mark every message read', response: { 200: ReadResponse, ...errors } },
  }, async (request) => {
    const now = clock();
    const player = await requirePlayer(db, request, now);
    if ((await markAllRead(db, player.id, now)) > 0) tellDevices(player.id);
    return { ok: true as const, unreadCount: 0 };
  });
};
