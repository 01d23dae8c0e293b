import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API, BEACON_FIELD } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { ActivitySession, ActivityStartBody } from '../../contract/schemas/activity';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { startActivity, touchActivity } from './repo';

/** Screen visits of the logged-in player (SPEC section 7): start, a heartbeat every 30 s, and the end beacon. */
export const activityPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody };
  const tags = ['activity'];
  const security = [{ bearer: [] }];

  app.post(
    `/${API.activityStart}`,
    {
      schema: { tags, summary: 'A screen visit begins', security, body: ActivityStartBody, response: { 200: ActivitySession, ...errors } },
    },
    async (request) => ({ sessionId: await startActivity(db, request.player.id, request.body.path, clock()) }),
  );

  const touch = (end: boolean) => async (request: FastifyRequest<{ Body: ActivitySession }>) => {
    if (!(await touchActivity(db, request.player.id, request.body.sessionId, clock(), end))) throw new AppError(400, MSG.invalidSessionId);
    return { ok: true as const };
  };

  app.post(
    `/${API.activityHeartbeat}`,
    {
      schema: { tags, summary: 'Every 30 s while the screen is open', security, body: ActivitySession, response: { 200: Ok, ...errors } },
    },
    touch(false),
  );

  app.post(
    `/${API.activityEnd}`,
    {
      config: { sealedField: BEACON_FIELD },
      schema: {
        tags,
        summary: `The page was hidden or closed (a beacon; the sealed body travels in ${BEACON_FIELD})`,
        security,
        body: ActivitySession,
        response: { 200: Ok, ...errors },
      },
    },
    touch(true),
  );
};
