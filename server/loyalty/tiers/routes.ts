import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ladder } from '../../../contract/loyalty/tiers';
import { TIERS_API } from '../../../contract/loyalty/tiersRules';
import type { AppDeps } from '../../deps';
import { currentLadder } from './ladder';

/** Public: the ladder in force, so guests see what joining gives and players what the next tier needs. */
export const tiersRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${TIERS_API.ladder}`,
    {
      schema: { tags: ['tiers'], summary: 'The VIP ladder in force: thresholds, benefits, review period', response: { 200: Ladder } },
    },
    async () => currentLadder(db, clock()),
  );
};
