import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { ErrorBody, Ok } from '../../contract/schemas/common';
import { PushTokenBody } from '../../contract/schemas/push';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { rememberPushToken } from '../notify/pushTokens';

/** POST push/token: a device that just turned push on says so at once (the push-token header on later calls keeps the link current). */
export const pushPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    `/${API.pushToken}`,
    {
      schema: {
        tags: ['push'],
        summary: "Register this device's push token for the logged-in player",
        security: [{ bearer: [] }],
        body: PushTokenBody,
        response: { 200: Ok, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      await rememberPushToken(db, request.player.id, request.body.token, clock());
      return { ok: true as const };
    },
  );
};
