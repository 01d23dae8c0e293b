// Every game on the platform, by slug: one line per game. The spin wheels
// keep their own rounds table (spin_rounds, with the H5 credit's progress);
// every later game uses the platform's rounds store.
import type { FastifyPluginAsync } from 'fastify';
import type { GameSlug } from '../../../contract/constants';
import type { AppDeps } from '../../deps';
import { ftoGame } from '../fto';
import { luckyEggGame } from '../luckyegg';
import { rspGame } from '../rsp';
import { squidGame } from '../squidgame';
import { wheelGames } from '../wheel';
import type { ServerGame } from './game';

export const SERVER_GAMES = {
  'spin-wheel': wheelGames['spin-wheel'],
  spinwheelv2: wheelGames.spinwheelv2,
  fto: ftoGame,
  squidgame: squidGame,
  'lucky-egg': luckyEggGame,
  'rock-scissor-paper': rspGame,
} as const satisfies Partial<{ [S in GameSlug]: ServerGame<S> }>;

export const platformGames = (): ServerGame[] => Object.values(SERVER_GAMES);

/** The game of a slug, if the platform has it. */
export const serverGame = (slug: string): ServerGame | undefined =>
  Object.hasOwn(SERVER_GAMES, slug) ? SERVER_GAMES[slug as keyof typeof SERVER_GAMES] : undefined;

/** Registers every platform game's calls (once per plugin: both wheels share theirs). */
export const platformRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const routes of new Set(platformGames().map((g) => g.routes))) await app.register(routes, deps);
};
