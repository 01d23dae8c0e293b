// Find The Odd as a SimulatedGame for `npm run rtp`: a play's floats go
// through ftoDraw, the mapping the service deals with, and a player who taps
// a card at random (a simulated choice, not an outcome float) takes each round. The payout is the
// play's coins over a nominal stake of 1 coin: 10x is the most a play can pay
// (SPEC 9: max odds 10x), and a random tapper's mean shows how far skill, not
// luck, earns the coins. The declared 97% is not a house edge here: the play
// is free, so nothing is returned "to player" from a stake.
import { GAME_RULES } from '../../../contract/constants';
import type { FtoTable } from '../../../contract/games/fto';
import {
  FTO_CHANCE_MEAN_COINS,
  FTO_COIN_PER_CORRECT,
  FTO_FLOATS_PER_PLAY,
  FTO_LEVELS,
  FTO_ROUNDS,
  ftoDraw,
} from '../../../contract/games/ftoRules';
import type { SimulatedGame } from '../../fairness/simulate';

/** The mean coins a random tapper earns per play, exactly (the detail publishes the same figure). */
export const RANDOM_TAPPER_MEAN = FTO_CHANCE_MEAN_COINS;

export function ftoRandomTapper(table: FtoTable): SimulatedGame {
  return {
    name: 'fto (random taps)',
    declaredRtp: GAME_RULES.FTO.rtp,
    declaredMaxOdds: GAME_RULES.FTO.maxOdds,
    floatsPerRound: FTO_FLOATS_PER_PLAY,
    exactRtp: RANDOM_TAPPER_MEAN,
    payout(floats, context) {
      let coins = 0;
      for (let round = 1; round <= FTO_ROUNDS; round++) {
        const { odd } = ftoDraw(floats, round, table);
        const cards = FTO_LEVELS[round - 1]?.cards ?? 1;
        const tap = Math.floor(context.choice() * cards);
        if (tap === odd) coins += FTO_COIN_PER_CORRECT;
      }
      return coins;
    },
  };
}
