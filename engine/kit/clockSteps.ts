// When a round's clock is worth saying aloud (issue 29): at 10 s and at 5 s
// left, once each, so a screen reader hears the time without a flood.
const STEPS_S = [10, 5] as const;

/** The seconds to announce when the clock moved from `before` to `now` ms left, else null. */
export function clockStep(before: number, now: number): number | null {
  for (const step of STEPS_S) {
    if (before > step * 1000 && now <= step * 1000 && now > 0) return step;
  }
  return null;
}
