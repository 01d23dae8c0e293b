import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../contract/errors';
import { API } from '../../contract/routes';
import { ErrorBody } from '../../contract/schemas/common';
import { GameDetail, GameList } from '../../contract/schemas/games';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { gameDetail, listGames } from './catalog';

// A plain string, so an unknown slug is a 404 msg.invalidGame rather than a validation 400.
const SlugParams = Type.Object({ slug: Type.String({ maxLength: 40 }) });

/**
 * The games list and detail: public, as their screens are (SPEC section 5).
 * The wheels' player calls are in playerRoutes.ts.
 */
export const gameRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${API.games}`,
    {
      schema: {
        tags: ['games'],
        summary: 'The game cards with their state (comingSoon, ended, maintenance, preparation, live) and art',
        response: { 200: GameList },
      },
    },
    async () => listGames(db, clock()),
  );

  app.get(
    `/${API.game(':slug')}`,
    {
      schema: {
        tags: ['games'],
        summary: "A game's detail: content per language, declared and exact RTP, max odds, and each slot's odds for the spin wheels",
        params: SlugParams,
        response: { 200: GameDetail, 404: ErrorBody },
      },
    },
    async (request) => {
      const detail = await gameDetail(db, request.params.slug, clock());
      if (!detail) throw new AppError(404, MSG.invalidGame);
      return detail;
    },
  );
};
