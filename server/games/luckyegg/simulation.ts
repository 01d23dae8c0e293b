// Lucky egg as a SimulatedGame for `npm run rtp`: one float through eggDraw
// on the opening table, the payout floored as the service pays it.
import { GAME_RULES } from '../../../contract/constants';
import { eggDraw, eggExactRtp, LUCKY_EGG_FLOATS, type EggPrizeShape } from '../../../contract/games/luckyEggRules';
import { payoutOf } from '../../../contract/games/wagerRules';
import type { SimulatedGame } from '../../fairness/simulate';

export function eggSimulation(table: readonly EggPrizeShape[]): SimulatedGame {
  return {
    name: 'lucky-egg',
    declaredRtp: GAME_RULES.LUCKYEGG.rtp,
    declaredMaxOdds: GAME_RULES.LUCKYEGG.maxOdds,
    floatsPerRound: LUCKY_EGG_FLOATS,
    exactRtp: eggExactRtp(table),
    // A 1-coin bet: the smallest stake, where flooring to the cent would show first.
    payout: (floats) => payoutOf(1, table[eggDraw(floats[0] ?? 0, table)]?.multiplier ?? 0),
  };
}
