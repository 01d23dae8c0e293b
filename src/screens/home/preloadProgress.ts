// The home preloader's progress (SPEC sections 2 and 9): shown at least
// TIMING.preloaderMinMs, and a real measure of the work, not a blank wait.
// Three steps are tracked, each with a share of the bar:
//   data    the refresh answer (GET vips / GET player)
//   images  the banner images of the player's language, counted one by one
//   fonts   document.fonts.ready
// The bar shows the smaller of "work done" and "minimum time passed", so it
// never races to 100% and then sits still, nor ends before the work does. It
// gives up waiting after maxMs: a stuck image must not lock the player out.

export const STEPS = ['data', 'images', 'fonts'] as const;
export type Step = (typeof STEPS)[number];

const WEIGHT: Record<Step, number> = { data: 0.5, images: 0.35, fonts: 0.15 };

/** Done fraction (0..1) of each step. */
export type StepProgress = Record<Step, number>;

export const NO_PROGRESS: StepProgress = { data: 0, images: 0, fonts: 0 };

export interface PreloadTiming {
  minMs: number;
  maxMs: number;
}

export interface PreloadView {
  /** 0..100, whole */
  percent: number;
  /** true once the preloader may go */
  finished: boolean;
}

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export function workDone(steps: StepProgress): number {
  return STEPS.reduce((sum, step) => sum + WEIGHT[step] * clamp01(steps[step]), 0);
}

export function preloadView(steps: StepProgress, elapsedMs: number, { minMs, maxMs }: PreloadTiming): PreloadView {
  const work = workDone(steps);
  const time = clamp01(elapsedMs / minMs);
  // Float sums of the weights can land a hair under 1.
  const allDone = work > 0.9999;
  const finished = (allDone && elapsedMs >= minMs) || elapsedMs >= maxMs;
  return { percent: finished ? 100 : Math.min(99, Math.floor(100 * Math.min(work, time))), finished };
}

/** A fraction of n things; none to do counts as done. */
export function fraction(done: number, total: number): number {
  return total <= 0 ? 1 : clamp01(done / total);
}
