import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { RefreshData } from '../../contract/schemas/refresh';
import type { AppDeps } from '../deps';
import { buildRefresh } from './refresh';

/** GET vips: the refresh data for a guest (public); the player's own is GET player in playerRoutes.ts. */
export const playerRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${API.vips}`,
    {
      schema: { tags: ['refresh'], summary: 'Refresh data for a guest', response: { 200: RefreshData } },
    },
    async () => buildRefresh(db, null, clock()),
  );
};
