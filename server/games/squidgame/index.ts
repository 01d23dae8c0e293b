// Squid game on the game platform (server/games/README.md, "Squid game").
import { SQUID_LADDER, SQUID_STEPS, squidExactRtp } from '../../../contract/games/squidRules';
import type { ServerGame } from '../platform/game';
import { squidRoutes } from './routes';
import { SQUID_STRATEGIES, squidStrategy } from './simulation';

export const squidGame: ServerGame<'squidgame'> = {
  slug: 'squidgame',
  key: 'SQUIDGAME',
  historyType: 'SQUIDGAME',
  routes: squidRoutes,
  /** The ladder as the odds table: each step's cash-out and the chance of getting that far. */
  figures: async () => ({
    // The same for every strategy and every whole-coin bet (tests/server/rtp.test.ts checks all of them).
    exactRtp: squidExactRtp(1, 1),
    exactMaxOdds: SQUID_LADDER[SQUID_STEPS - 1] ?? null,
    odds: SQUID_LADDER.map((multiplier, i) => ({
      index: i,
      label: { en: `Step ${i + 1}`, zh: `第 ${i + 1} 步`, ms: `Langkah ${i + 1}` },
      creditRm: 0,
      multiplier,
      probability: 2 ** -(i + 1),
    })),
  }),
  simulations: async () => SQUID_STRATEGIES.map(squidStrategy),
};
