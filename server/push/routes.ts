import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { PushOutboxEntry, PushOutboxQuery, PushTokenBody } from '../../contract/schemas/push';
import { requireOperator } from '../auth/operators';
import { requirePlayer } from '../auth/guard';
import type { AppDeps } from '../deps';
import { hasPushOutbox } from '../providers/push';
import { rememberPushToken } from '../notify/pushTokens';

/**
 * POST push/token: a device that just turned push on says so at once (the
 * push-token header on later calls keeps the link current). GET
 * admin/push-outbox shows what the local provider kept, outside production.
 */
export const pushRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock, push, config }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(`/${API.pushToken}`, {
    schema: {
      tags: ['push'], summary: 'Register this device\'s push token for the logged-in player', security: [{ bearer: [] }],
      body: PushTokenBody, response: { 200: Ok, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    const now = clock();
    const player = await requirePlayer(db, request, now);
    await rememberPushToken(db, player.id, request.body.token, now);
    return { ok: true as const };
  });

  if (config.mode === 'production' || !hasPushOutbox(push)) return;
  const outbox = push;
  app.get(`/${API.adminPushOutbox}`, {
    schema: {
      tags: ['operator'], summary: 'Local push outbox (not in production mode)', security: [{ bearer: [] }],
      querystring: PushOutboxQuery, response: { 200: Type.Array(PushOutboxEntry), 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    await requireOperator(db, request, ['admin', 'support'], clock());
    return outbox.read(request.query.limit ?? 50);
  });
};
