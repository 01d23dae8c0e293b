import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BigWinList } from '../../contract/bigWins';
import { BIG_WINS_API } from '../../contract/bigWinsRules';
import type { AppDeps } from '../deps';
import { recentBigWins } from './repo';

/** Public, for guests too: the feed's newest wins, so home and the game screens show some before the socket brings more. */
export const bigWinsRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${BIG_WINS_API.recent}`,
    {
      schema: { tags: ['games'], summary: 'The newest big wins, newest first; names masked in the middle', response: { 200: BigWinList } },
    },
    async () => ({ wins: await recentBigWins(deps.db) }),
  );
};
