// Rock scissor paper as a SimulatedGame for `npm run rtp`: a match against
// the house, whose hands come from the match's floats through rspHouseHand
// (the mapping the service draws with), played through the match machine
// itself by a player who moves at random (a simulated choice, not an
// outcome float) as soon as each round starts. Every match settles the way
// a real one does, so the exact return (rspExactRtp, 97% and the void
// matches' stakes) must lie in the simulated interval.
import { GAME_RULES } from '../../../contract/constants';
import { FLOATS_PER_ROUND } from '../../../contract/fairness';
import {
  HANDS,
  RSP_FLOATS,
  RSP_MAX_ROUNDS,
  rspExactRtp,
  rspHand,
  rspHouseHand,
  rspHouseHands,
  type Hand,
} from '../../../contract/games/rspRules';
import type { SimulatedGame } from '../../fairness/simulate';
import { createMatch, move, settlement } from './match';

// A 1-coin bet, the smallest stake, where flooring to the cent would show first.
const BET = 1;
const START = new Date(0);
/**
 * The house's hands a match draws first: one HMAC's floats, rounds 1..8.
 * A match still running at round 9 (73 in 6,561: no side has two wins after
 * eight rounds) is played again from the start on all RSP_FLOATS floats with
 * the same player's hands, so every match is judged on the hands the
 * service would draw; the other 98.9% skip three HMACs.
 */
const FIRST = FLOATS_PER_ROUND;

export function rspSimulation(): SimulatedGame {
  return {
    name: 'rock-scissor-paper (random hands against the house)',
    declaredRtp: GAME_RULES.ROCKSCISSORPAPER.rtp,
    declaredMaxOdds: GAME_RULES.ROCKSCISSORPAPER.maxOdds,
    floatsPerRound: FIRST,
    exactRtp: rspExactRtp(BET),
    payout(floats, context) {
      const mine: Hand[] = [];
      const myHand = (round: number): Hand => (mine[round - 1] ??= rspHand(context.choice()));
      /** The match's payout, or null when it reaches a round past `rounds` (whose house hands were not drawn). */
      const play = (house: Hand[], rounds: number): number | null => {
        let match = createMatch({ id: 1, bet: BET, house, now: START });
        while (match.current) {
          const { round, startsAt } = match.current;
          if (round > rounds) return null;
          const moved = move(match, 0, round, myHand(round), new Date(startsAt));
          if (!moved.ok) throw new Error(`a move at a round's start was refused: ${moved.refusal.key}`);
          match = moved.value.match;
        }
        const paid = settlement(match)?.payouts[0];
        if (paid == null) throw new Error('a match left the loop unsettled');
        return paid / BET;
      };
      // Rounds past FIRST are never revealed in the first try (it stops before moving in one), so their filler is never read.
      const first: Hand[] = [];
      for (let round = 1; round <= RSP_MAX_ROUNDS; round++) first.push(round <= FIRST ? rspHouseHand(floats, round) : HANDS[0]);
      const paid = play(first, FIRST) ?? play(rspHouseHands(context.floats(RSP_FLOATS)), RSP_MAX_ROUNDS);
      if (paid === null) throw new Error(`a match outlasted its ${RSP_MAX_ROUNDS} rounds`);
      return paid;
    },
  };
}
