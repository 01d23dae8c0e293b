// Amounts rounded as SPEC section 3 says, so that what the state keeps and
// what format.ts prints agree. Kept apart from format.ts: the entry chunk
// rounds every balance it stores, and a module shared with the lazy screens
// would bring all their formats into it.

/** x rounded half away from zero to `decimals` places; NaN and ±Infinity give 0. */
export function roundTo(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return 0;
  const scale = 10 ** decimals;
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits drop
  // that noise (doubles hold 15-17), so the half rounds up as a person expects.
  // Rounding the magnitude makes -1.005 go to -1.01, symmetric with 1.005.
  const scaled = Number((Math.abs(x) * scale).toPrecision(15));
  // `|| 0` turns -0 into 0 so it never prints as '-0.00'.
  return (Math.sign(x) * Math.round(scaled)) / scale || 0;
}

/** x rounded half away from zero to 2 decimals; NaN and ±Infinity give 0 so a bad amount never reaches a balance. */
export function round2(x: number): number {
  return roundTo(x, 2);
}

/** Total minus pending, floored at 0, to 2 decimals (SPEC section 3). */
export function availableCoins(total: number, pending: number): number {
  return Math.max(0, round2(round2(total) - round2(pending)));
}
