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

/** Upper 1% points of chi-square for 1..20 degrees of freedom (standard tables). */
const CHI2_99 = [
  6.635, 9.21, 11.345, 13.277, 15.086, 16.812, 18.475, 20.09, 21.666, 23.209, 24.725, 26.217, 27.688, 29.141, 30.578, 32.0, 33.409, 34.805,
  36.191, 37.566,
];

/** The 99% critical value for `df` degrees of freedom (Wilson-Hilferty beyond the table). */
export function chiSquareCritical99(df: number): number {
  const exact = CHI2_99[df - 1];
  if (exact !== undefined) return exact;
  const z = 2.3263478740408408;
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}
