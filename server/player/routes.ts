import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { RefreshData } from '../../contract/schemas/refresh';
import { requirePlayer } from '../auth/guard';
import type { AppDeps } from '../deps';
import { pushTokenHeader, rememberPushToken } from '../notify/pushTokens';
import { buildRefresh } from './refresh';

export const playerRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(`/${API.vips}`, {
    schema: { tags: ['refresh'], summary: 'Refresh data for a guest', response: { 200: RefreshData } },
  }, async () => buildRefresh(db, null, clock()));

  app.get(`/${API.player}`, {
    schema: {
      tags: ['refresh'], summary: 'Refresh data for the logged-in player', security: [{ bearer: [] }],
      response: { 200: RefreshData, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    const now = clock();
    const player = await requirePlayer(db, request, now);
    // The refresh runs at start-up and on every return home: where a device's push token meets its player.
    const pushToken = pushTokenHeader(request);
    if (pushToken) await rememberPushToken(db, player.id, pushToken, now);
    return buildRefresh(db, player, now);
  });
};
