import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MissionList } from '../../../contract/loyalty/missions';
import { MISSIONS_API } from '../../../contract/loyalty/missionsRules';
import type { AppDeps } from '../../deps';
import { guestMissions } from './service';

/** Public: the missions running now, so a guest sees what there is to do. */
export const missionsRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${MISSIONS_API.list}`,
    {
      schema: { tags: ['loyalty'], summary: "Today's and this week's missions (no progress)", response: { 200: MissionList } },
    },
    async () => ({ missions: await guestMissions(deps.db, deps.clock()) }),
  );
};
