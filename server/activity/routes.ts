import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { ActivitySession, ActivityStartBody, BEACON_FIELD } from '../../contract/schemas/activity';
import { requirePlayer } from '../auth/guard';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { startActivity, touchActivity } from './repo';

export const activityRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody };
  const tags = ['activity'];

  app.post(`/${API.activityStart}`, {
    schema: { tags, summary: 'A screen visit begins', security: [{ bearer: [] }], body: ActivityStartBody, response: { 200: ActivitySession, ...errors } },
  }, async (request) => {
    const player = await requirePlayer(db, request);
    return { sessionId: await startActivity(db, player.id, request.body.path, clock()) };
  });

  const touch = (end: boolean) => async (request: { body: ActivitySession } & Parameters<typeof requirePlayer>[1]) => {
    const player = await requirePlayer(db, request);
    if (!(await touchActivity(db, player.id, request.body.sessionId, clock(), end))) throw new AppError(400, MSG.invalidSessionId);
    return { ok: true as const };
  };

  app.post(`/${API.activityHeartbeat}`, {
    schema: { tags, summary: 'Every 30 s while the screen is open', security: [{ bearer: [] }], body: ActivitySession, response: { 200: Ok, ...errors } },
  }, touch(false));

  app.post(`/${API.activityEnd}`, {
    config: { sealedField: BEACON_FIELD },
    schema: { tags, summary: `The page was hidden or closed (a beacon; the sealed body travels in ${BEACON_FIELD})`, security: [{ bearer: [] }], body: ActivitySession, response: { 200: Ok, ...errors } },
  }, touch(true));
};
