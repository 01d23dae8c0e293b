// Rock scissor paper as a SimulatedGame for `npm run rtp`: a match against
// the house, whose hands come from the match's floats through rspHouseHands
// (the mapping the service draws with), played through the match machine
// itself by a player who moves at random (one more float per round) as soon
// as each round starts. Every match settles the way a real one does, so the
// exact return (rspExactRtp, 97% and the void matches' stakes) must lie in
// the simulated interval.
import { GAME_RULES } from '../../../contract/constants';
import { RSP_FLOATS, RSP_MAX_ROUNDS, rspExactRtp, rspHand, rspHouseHands } from '../../../contract/games/rspRules';
import type { SimulatedGame } from '../../fairness/simulate';
import { createMatch, move, settlement } from './match';

// A 1-coin bet, the smallest stake, where flooring to the cent would show first.
const BET = 1;
const START = new Date(0);

export function rspSimulation(): SimulatedGame {
  return {
    name: 'rock-scissor-paper (random hands against the house)',
    declaredRtp: GAME_RULES.ROCKSCISSORPAPER.rtp,
    declaredMaxOdds: GAME_RULES.ROCKSCISSORPAPER.maxOdds,
    floatsPerRound: RSP_FLOATS + RSP_MAX_ROUNDS,
    exactRtp: rspExactRtp(BET),
    payout(floats) {
      let match = createMatch({ id: 1, bet: BET, house: rspHouseHands(floats), now: START });
      while (match.current) {
        const { round, startsAt } = match.current;
        const moved = move(match, 0, round, rspHand(floats[RSP_FLOATS + round - 1] ?? 0), new Date(startsAt));
        if (!moved.ok) throw new Error(`a move at a round's start was refused: ${moved.refusal.key}`);
        match = moved.value.match;
      }
      const paid = settlement(match)?.payouts[0];
      if (paid == null) throw new Error('a match left the loop unsettled');
      return paid / BET;
    },
  };
}
