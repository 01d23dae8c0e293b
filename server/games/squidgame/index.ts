// Squid game on the game platform (server/games/README.md, "Squid game").
import { SQUID_STRATEGIES, squidStrategy } from './simulation';
import type { ServerGame } from '../platform/game';
import { squidRoutes } from './routes';

export const squidGame: ServerGame<'squidgame'> = {
  slug: 'squidgame',
  key: 'SQUIDGAME',
  historyType: 'SQUIDGAME',
  routes: squidRoutes,
  simulations: async () => SQUID_STRATEGIES.map(squidStrategy),
};
