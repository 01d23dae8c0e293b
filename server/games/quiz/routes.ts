import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { QuizOverview } from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import type { AppDeps } from '../../deps';
import { quizOverview } from './status';

/** The quiz's public call: the campaign running now and its weeks, for guests too (games list, home, ambassador page). */
export const quizRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${QUIZ_API.overview}`,
    {
      schema: {
        tags: ['games'],
        summary: 'The racing ambassador quiz running now (else the next one) and its weeks; no player data',
        response: { 200: QuizOverview },
      },
    },
    async () => quizOverview(deps.db, deps.clock()),
  );
};
