// The bet stepper's arithmetic (whole coins within the game's bounds): the
// quick chips offered for the bounds and the step of − and + at any amount.
import type { BetBoundsShape } from '../../../contract/games/wagerRules';

const CHIP_VALUES = [1, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10_000, 50_000, 100_000] as const;
const MAX_CHIPS = 5;

/** Whole coins inside the bounds, whatever was typed or remembered. */
export function clampBet(bet: number, bounds: BetBoundsShape): number {
  if (!Number.isFinite(bet)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(bet)));
}

/** Up to five round amounts spread over the bounds, the minimum and maximum among them. */
export function betChips(bounds: BetBoundsShape): number[] {
  const inside = [...new Set([bounds.min, ...CHIP_VALUES.filter((v) => v > bounds.min && v < bounds.max), bounds.max])];
  if (inside.length <= MAX_CHIPS) return inside;
  // Keep the ends and spread the rest evenly between them.
  return Array.from({ length: MAX_CHIPS }, (_, k) => inside[Math.round((k * (inside.length - 1)) / (MAX_CHIPS - 1))] ?? bounds.min);
}

/** The step of − and +: one coin under 10, ten under 100, and so on (the next amount is always a round one). */
export function betStep(bet: number, direction: 1 | -1): number {
  const from = direction > 0 ? bet : bet - 1;
  return 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, from))));
}

/** The amount one press of − or + leads to, inside the bounds. */
export function stepBet(bet: number, direction: 1 | -1, bounds: BetBoundsShape): number {
  const step = betStep(bet, direction);
  // Onto the grid of the step first (7 -> + -> 8, 15 -> + -> 20, 15 -> − -> 10).
  const next = direction > 0 ? Math.floor(bet / step) * step + step : Math.ceil(bet / step) * step - step;
  return clampBet(next, bounds);
}
