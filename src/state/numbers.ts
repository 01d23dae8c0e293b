// Number rules shared by the stores: money is shown to 2 decimals (SPEC section 3)
// and a bad number from the server or old storage must never reach the screen.

/**
 * Rounds to 2 decimals, half away from zero, the way a cashier would.
 * The (1 + EPSILON) nudge exists because binary floats store 1.005 as
 * 1.00499…, which plain Math.round(x * 100) would turn into 1.00.
 * Non-finite input becomes 0 so a NaN balance can never be displayed or saved.
 */
export function round2(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const rounded = (Math.sign(n) * Math.round(Math.abs(n) * 100 * (1 + Number.EPSILON))) / 100;
  return rounded === 0 ? 0 : rounded; // no "-0" in a balance
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
