// The spin wheels as SimulatedGames (server/fairness/simulate.ts): each round
// maps the HMAC floats through slotFor on the wheel's table, the very call
// the spin service makes, and counts where it landed, so a run also yields
// the slot frequencies for a chi-square test against the table's odds.
// Used by `npm run rtp` (bench/rtp.ts) and tests/server/rtp.test.ts.
import type { SimulatedGame } from '../../fairness/simulate';
import type { SpinGameKey } from '../../db/schema';
import { exactRtp, maxOdds, probabilities, slotFor, type PrizeTable } from './prizeTable';
import { limitsOf } from './spinGames';

export interface WheelSimulation extends SimulatedGame {
  /** landings per slot (table order) over every payout() call so far */
  counts: number[];
  probabilities: number[];
}

export function wheelSimulation(name: string, game: SpinGameKey, table: PrizeTable): WheelSimulation {
  const { stakeRm, declaredRtp, maxOdds: declaredMaxOdds } = limitsOf(game);
  const counts = table.map(() => 0);
  // Table position of each slot object, so a round costs one lookup, not a search.
  const position = new Map(table.map((slot, i) => [slot, i]));
  return {
    name,
    declaredRtp,
    declaredMaxOdds,
    floatsPerRound: 1,
    exactRtp: exactRtp(table, stakeRm),
    counts,
    probabilities: probabilities(table),
    payout(floats) {
      const slot = slotFor(floats[0] ?? 0, table);
      const i = position.get(slot) ?? 0;
      counts[i] = (counts[i] ?? 0) + 1;
      return slot.creditRm / stakeRm;
    },
  };
}

/** The table's own largest payout over the stake, for the report beside the largest one seen. */
export const tableMaxOdds = (game: SpinGameKey, table: PrizeTable): number => maxOdds(table, limitsOf(game).stakeRm);

/** Pearson's statistic of observed slot counts against the table's probabilities. */
export function slotChiSquare(counts: readonly number[], probs: readonly number[]): number {
  const n = counts.reduce((s, c) => s + c, 0);
  return counts.reduce((sum, observed, i) => {
    const expected = n * (probs[i] ?? 0);
    return expected > 0 ? sum + (observed - expected) ** 2 / expected : sum;
  }, 0);
}
