// The quiz's lucky roulette: the pure mapping from a fairness float to its
// slot, shared by the server, the verifier and `npm run rtp`, and the
// expected coins of a table (the console shows it beside the prize table).
import { pickWeighted } from '../fairness';

/**
 * The roulette's slot for a float: weights are the table as the spin was
 * drawn on, in wheel order, with a prize whose week's stock was gone at 0.
 */
export function rouletteSlot(float: number, weights: readonly number[]): number {
  return pickWeighted(float, weights);
}

/** How one spin's table is written down: the wheel's prize ids and the weights they were drawn with. */
export interface RouletteTableShape {
  prizes: readonly number[];
  weights: readonly number[];
  /** coins each slot pays (0 for a physical prize or no prize) */
  coins: readonly number[];
}

/** Expected coins of one spin on a table (the roulette's published "RTP" is in coins, there is no stake). */
export function expectedCoins(table: RouletteTableShape): number {
  const total = table.weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return 0;
  return table.weights.reduce((s, w, i) => s + w * (table.coins[i] ?? 0), 0) / total;
}
