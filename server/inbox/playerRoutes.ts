import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { InboxIdParams, InboxPage, InboxQuery, ReadResponse } from '../../contract/schemas/inbox';
import { InboxItem } from '../../contract/schemas/refresh';
import { playerSession } from '../auth/hook';
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
export const inboxPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['inbox'], security: [{ bearer: [] }] };
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tellDevices = (playerId: number) => realtime.toPlayer(playerId, { type: 'stale', reason: 'inbox' });

  app.get(
    `/${API.inbox}`,
    {
      schema: { ...common, summary: 'Inbox messages, newest first', querystring: InboxQuery, response: { 200: InboxPage, ...errors } },
    },
    async (request) => {
      const { id: playerId } = request.player;
      const after = parseCursor(request.query.cursor);
      const [page, unread] = await Promise.all([
        inboxPage(db, playerId, after, request.query.limit ?? DEFAULT_PAGE),
        unreadCount(db, playerId),
      ]);
      return { ...page, unreadCount: unread };
    },
  );

  app.get(
    `/${API.inboxItem(':id')}`,
    {
      schema: {
        ...common,
        summary: 'One message; opening it marks it read',
        params: InboxIdParams,
        response: { 200: InboxItem, ...errors },
      },
    },
    async (request) => {
      const { id: playerId } = request.player;
      const id = messageId(request.params.id);
      const item = await findInbox(db, playerId, id);
      if (!item) throw notFound();
      if (!item.read) {
        await markRead(db, playerId, id, clock());
        tellDevices(playerId);
      }
      return { ...item, read: true };
    },
  );

  app.put(
    `/${API.notification(':id')}`,
    {
      schema: {
        ...common,
        summary: 'Mark a message read (notification links)',
        params: InboxIdParams,
        response: { 200: ReadResponse, ...errors },
      },
    },
    async (request) => {
      const { id: playerId } = request.player;
      if (!(await markRead(db, playerId, messageId(request.params.id), clock()))) throw notFound();
      tellDevices(playerId);
      return { ok: true as const, unreadCount: await unreadCount(db, playerId) };
    },
  );

  app.post(
    `/${API.inboxReadAll}`,
    {
      schema: { ...common, summary: 'Mark every message read', response: { 200: ReadResponse, ...errors } },
    },
    async (request) => {
      const { id: playerId } = request.player;
      if ((await markAllRead(db, playerId, clock())) > 0) tellDevices(playerId);
      return { ok: true as const, unreadCount: 0 };
    },
  );
};
