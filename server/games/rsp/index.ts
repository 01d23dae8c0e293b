// Rock scissor paper on the game platform (server/games/README.md, "Rock scissor paper").
import { rspExactRtp, RSP_WIN_MULTIPLIER } from '../../../contract/games/rspRules';
import type { ServerGame } from '../platform/game';
import { rspRoutes } from './routes';
import { rspSimulation } from './simulation';

export const rspGame: ServerGame<'rock-scissor-paper'> = {
  slug: 'rock-scissor-paper',
  key: 'ROCKSCISSORPAPER',
  historyType: 'ROCKPAPERSCISSORS',
  routes: rspRoutes,
  figures: async () => ({ exactRtp: rspExactRtp(1), exactMaxOdds: RSP_WIN_MULTIPLIER, odds: [] }),
  simulations: async () => [rspSimulation()],
};
