// The bet dock's arithmetic: quick chips within the operator's bounds and the
// stepper's moves, in whole coins (contract/games/wagerRules.ts). The server
// checks the bet again; this only keeps the dock from offering a bad one.
import { BET_STEP, type BetBoundsShape } from '../../../contract/games/wagerRules';

const CHIPS = [1, 5, 10, 50, 100, 500, 1000, 5000] as const;
const MAX_CHIPS = 6;

/** The quick chips: round amounts inside the bounds, always the minimum and the maximum, at most six. */
export function betChips(bounds: BetBoundsShape): number[] {
  const inside = CHIPS.filter((c) => c > bounds.min && c < bounds.max);
  // Keep the round amounts nearest the minimum when there are too many: the usual bets are small.
  return [bounds.min, ...inside.slice(0, MAX_CHIPS - 2), bounds.max].filter((c, i, all) => all.indexOf(c) === i);
}

/** A bet moved by `by` steps (or typed), as a whole number of coins clamped into the bounds. */
export function clampBet(value: number, bounds: BetBoundsShape, by = 0): number {
  const whole = Number.isFinite(value) ? Math.floor(value / BET_STEP) * BET_STEP : bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, whole + by * BET_STEP));
}
