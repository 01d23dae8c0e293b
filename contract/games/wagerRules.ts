// What every game a player stakes coins on shares (squid game, lucky egg,
// rock scissor paper): bets are whole coins, so a payout of a multiplier with
// at most two decimals is exact to the cent and the published RTP is the real
// one; payouts are floored to the cent toward the house all the same, and the
// exact return with that flooring is computed, not only simulated. No schema
// library here: the chrome's games list imports it.

/** Whole coins: a stake's cents are always a multiple of 100. */
export const BET_STEP = 1;

/** The payout of `bet` coins at `multiplier`, floored to the cent (toward the house). */
export function payoutOf(bet: number, multiplier: number): number {
  // Integer arithmetic on hundredths of the multiplier: 0.96 x 2^k and egg multipliers have at most 2 decimals.
  const hundredths = Math.round(multiplier * 100);
  const exactCents = (bet * 100 * hundredths) / 100;
  return Math.floor(exactCents + 1e-9) / 100;
}

/** Bounds of a game's stake, as the operator set them. */
export interface BetBoundsShape {
  min: number;
  max: number;
}

/** Why a bet is outside its bounds, or null when it is a valid stake. */
export function betProblem(bet: number, bounds: BetBoundsShape): 'notWhole' | 'belowMin' | 'aboveMax' | null {
  if (!Number.isInteger(bet)) return 'notWhole';
  if (bet < bounds.min) return 'belowMin';
  if (bet > bounds.max) return 'aboveMax';
  return null;
}
