// Every game on the platform, by slug: one line per game. The spin wheels
// still run on their own routes and tables (server/games/*.ts, spin_rounds).
import type { FastifyPluginAsync } from 'fastify';
import type { GameSlug } from '../../../contract/constants';
import type { AppDeps } from '../../deps';
import { ftoGame } from '../fto';
import type { ServerGame } from './game';

export const SERVER_GAMES = {
  fto: ftoGame,
} as const satisfies Partial<{ [S in GameSlug]: ServerGame<S> }>;

export const platformGames = (): ServerGame[] => Object.values(SERVER_GAMES);

/** Registers every platform game's calls. */
export const platformRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const game of platformGames()) await app.register(game.routes, deps);
};
