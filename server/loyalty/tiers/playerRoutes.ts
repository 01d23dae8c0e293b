import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PointsPage, PointsQuery } from '../../../contract/loyalty/tiers';
import { TIERS_API } from '../../../contract/loyalty/tiersRules';
import { ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { pointsPage } from './status';

/** The player's own tier points, the rows "check my tier" recomputes from (the tier itself rides on the refresh data). */
export const tiersPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${TIERS_API.myPoints}`,
    {
      schema: {
        tags: ['tiers'],
        security: [{ bearer: [] }],
        summary: "My tier points in the review window, newest first, with the server's total",
        querystring: PointsQuery,
        response: { 200: PointsPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => pointsPage(deps.db, request.player.id, deps.clock(), request.query.cursor),
  );
};
