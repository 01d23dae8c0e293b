import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Streak } from '../../../contract/loyalty/streaks';
import { STREAK_API } from '../../../contract/loyalty/streaksRules';
import { ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { streakOf } from './service';

/** The player's streak for home: days, shield, next milestone, a lost streak's day. */
export const streakPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${STREAK_API.mine}`,
    {
      schema: {
        tags: ['loyalty'],
        security: [{ bearer: [] }],
        summary: "The player's play streak",
        response: { 200: Streak, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => streakOf(deps.db, request.player.id, deps.clock()),
  );
};
