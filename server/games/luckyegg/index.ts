// Lucky egg on the game platform (server/games/README.md, "Lucky egg").
import type { ServerGame } from '../platform/game';
import { eggRoutes } from './routes';
import { eggSimulation } from './simulation';
import { LUCKY_EGG_OPENING_TABLE } from './table';

export const luckyEggGame: ServerGame<'lucky-egg'> = {
  slug: 'lucky-egg',
  key: 'LUCKYEGG',
  historyType: 'LUCKYEGG',
  routes: eggRoutes,
  simulations: async () => [eggSimulation(LUCKY_EGG_OPENING_TABLE)],
};
