// Reduced motion (the player's switch or their system's setting, decided by
// the chrome and handed in through the scene context): every motion that
// shows an outcome still ends on the same picture, but within
// REDUCED_MOTION_MS; loops, particles and flashes are left out by the scenes.
// Motions here are pure functions of the ms since they began, so a scene
// keeps its full-length timeline and only runs through it faster.

/** The longest a motion may run when the player prefers reduced motion. */
export const REDUCED_MOTION_MS = 200;

/** How long a motion of `fullMs` runs: all of it, or at most REDUCED_MOTION_MS. */
export function motionMs(fullMs: number, reduced: boolean): number {
  return reduced ? Math.min(fullMs, REDUCED_MOTION_MS) : fullMs;
}

/** Real ms since a motion began -> ms into its full-length timeline: the same start and end, reached within motionMs. */
export function motionTime(elapsed: number, fullMs: number, reduced: boolean): number {
  const ms = motionMs(fullMs, reduced);
  return ms > 0 && ms < fullMs ? (elapsed * fullMs) / ms : elapsed;
}

/** The real ms at which a moment `fullAt` ms into a motion of `fullMs` is reached (motionTime's inverse): for sounds and steps on the way. */
export function motionAt(fullAt: number, fullMs: number, reduced: boolean): number {
  return fullMs > 0 ? (fullAt * motionMs(fullMs, reduced)) / fullMs : fullAt;
}
