// Squid game as SimulatedGames for `npm run rtp`: a bridge's floats through
// squidBridge, the mapping the service draws with, and a player who picks a
// panel at random (a simulated choice, not an outcome float) and cashes out after `target`
// safe steps. Each strategy's exact return is squidExactRtp (96% for whole
// coins), so the simulated interval must hold it.
import { GAME_RULES } from '../../../contract/constants';
import { SQUID_FLOATS, SQUID_STEPS, squidBridge, squidExactRtp, squidMultiplier } from '../../../contract/games/squidRules';
import type { SimulatedGame } from '../../fairness/simulate';

/** The strategies the issue asks for: always cash out after step 1, after 5, cross all 10. */
export const SQUID_STRATEGIES = [1, 5, SQUID_STEPS] as const;

export function squidStrategy(target: number): SimulatedGame {
  return {
    name: `squidgame (cash out at ${target})`,
    declaredRtp: GAME_RULES.SQUIDGAME.rtp,
    declaredMaxOdds: GAME_RULES.SQUIDGAME.maxOdds,
    floatsPerRound: SQUID_FLOATS,
    exactRtp: squidExactRtp(1, target),
    payout(floats, context) {
      const bridge = squidBridge(floats);
      for (let step = 0; step < target; step++) {
        const pick = context.choice() < 0.5 ? 'left' : 'right';
        if (bridge[step] !== pick) return 0;
      }
      return squidMultiplier(target);
    },
  };
}
