import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MissionClaimed, MissionList, MissionParams } from '../../../contract/loyalty/missions';
import { MISSIONS_API } from '../../../contract/loyalty/missionsRules';
import { ErrorBody } from '../../../contract/schemas/common';
import { playerSession } from '../../auth/hook';
import type { AppDeps } from '../../deps';
import { claimMission, playerMissions } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody };

/** The player's missions with progress, and the claim of a finished one. */
export const missionsPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock, realtime } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['loyalty'], security: [{ bearer: [] }] };

  app.get(
    `/${MISSIONS_API.mine}`,
    {
      schema: {
        ...common,
        summary: "Today's and this week's missions with the player's progress",
        response: { 200: MissionList, ...errors },
      },
    },
    async (request) => ({ missions: await playerMissions(db, request.player.id, clock()) }),
  );

  app.post(
    `/${MISSIONS_API.claim(':id')}`,
    {
      schema: {
        ...common,
        summary: "Claim a finished mission's reward once (409 when unfinished, ended or claimed)",
        params: MissionParams,
        response: { 200: MissionClaimed, ...errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const claimed = await claimMission(db, request.player.id, request.params.id, clock());
      realtime.toPlayer(request.player.id, { type: 'stale', reason: 'coins' });
      realtime.toPlayer(request.player.id, { type: 'stale', reason: 'missions' });
      return claimed;
    },
  );
};
