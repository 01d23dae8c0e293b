import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ladder } from '../../../contract/loyalty/tiers';
import { TIERS_API } from '../../../contract/loyalty/tiersRules';
import type { AppDeps } from '../../deps';
import { autoApprovalRuleOn } from '../../lib/autoApprovalRule';
import { currentLadder } from './ladder';

/**
 * Public: the ladder in force, so guests see what joining gives and players
 * what the next tier needs. A tier's automatic approval only works while the
 * admin's rule is on (loyalty/tiers/README.md): while it is off, the ladder
 * promises none.
 */
export const tiersRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${TIERS_API.ladder}`,
    {
      schema: { tags: ['tiers'], summary: 'The VIP ladder in force: thresholds, benefits, review period', response: { 200: Ladder } },
    },
    async () => {
      const [ladder, approving] = await Promise.all([currentLadder(db, clock()), autoApprovalRuleOn(db)]);
      return approving
        ? ladder
        : { ...ladder, tiers: ladder.tiers.map((tier) => ({ ...tier, benefits: { ...tier.benefits, autoApprovalRm: 0 } })) };
    },
  );
};
