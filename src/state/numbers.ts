// Number rules shared by the stores; money rounding lives with the display
// formats (src/lib/format.ts round2) so the screen and the stores agree.

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
