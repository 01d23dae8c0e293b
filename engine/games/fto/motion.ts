// The game's time-driven values as pure functions of the frame clock, so the
// live scene, the gallery's pinned poses and the unit tests compute the same
// numbers: the round timer, the deal-in flip, the wrong card's shake, the coin
// count-up and the confetti. Nothing here knows which card is odd.
import { seeded } from '../../kit/seeded';

/** The round's time left at `now`, counted from `remainingMs` at `startedAt` (both on one clock). */
export function remainingAt(remainingMs: number, startedAt: number, now: number): number {
  return Math.max(0, remainingMs - Math.max(0, now - startedAt));
}

/** How full the timer bar is: 1 with the whole limit left, 0 when the time is up. */
export function timerFraction(remaining: number, limitMs: number): number {
  if (!(limitMs > 0)) return 0;
  return Math.min(1, Math.max(0, remaining / limitMs));
}

/** The last seconds are counted out loud (a tick each) and drawn urgent. */
export const URGENT_MS = 3000;

/** Whole seconds shown for a time left: 2.1 s left reads 3. */
export const secondsShown = (remaining: number): number => Math.ceil(Math.max(0, remaining) / 1000);

/** A tick is due when the shown second drops to 3, 2 or 1 between two frames. */
export function tickDue(previous: number, remaining: number): boolean {
  const now = secondsShown(remaining);
  return now >= 1 && now <= URGENT_MS / 1000 && now < secondsShown(previous);
}

export type TimerMood = 'calm' | 'late' | 'urgent';

export function timerMood(remaining: number, limitMs: number): TimerMood {
  if (remaining <= URGENT_MS) return 'urgent';
  return timerFraction(remaining, limitMs) < 0.5 ? 'late' : 'calm';
}

/** Deal-in: each card flips from its back to its face, one after another. */
export const FLIP_MS = 300;
export const FLIP_STAGGER_MS = 45;

/** The whole deal-in of n cards, after which taps count. */
export const dealDuration = (n: number): number => (n > 0 ? (n - 1) * FLIP_STAGGER_MS + FLIP_MS : 0);

/** Card i, t ms into the deal: which side shows and its horizontal squash (0..1). */
export function flipAt(i: number, t: number): { face: boolean; scaleX: number } {
  const s = Math.min(1, Math.max(0, (t - i * FLIP_STAGGER_MS) / FLIP_MS));
  // The back narrows to an edge, then the face opens from it.
  return s < 0.5 ? { face: false, scaleX: 1 - s * 2 } : { face: true, scaleX: (s - 0.5) * 2 };
}

/** The wrong card shakes: a damped side-to-side offset in units of the card's width. */
export const SHAKE_MS = 520;
export function shakeAt(t: number): number {
  if (t <= 0 || t >= SHAKE_MS) return 0;
  const s = t / SHAKE_MS;
  return Math.sin(s * Math.PI * 7) * 0.06 * (1 - s);
}

/** The coin counter eases from one amount to the next; whole coins only. */
export const COUNT_MS = 600;
export function countAt(from: number, to: number, t: number): number {
  const s = Math.min(1, Math.max(0, t / COUNT_MS));
  const eased = 1 - (1 - s) ** 3;
  return Math.round(from + (to - from) * eased);
}

export interface ConfettiPiece {
  /** start, 0..1 of the width */
  x: number;
  /** fall speed in heights per second */
  speed: number;
  /** sideways sway, in widths */
  sway: number;
  phase: number;
  spin: number;
  delay: number;
  color: number;
}

const CONFETTI_COLORS = [0xffd45a, 0x36d6c3, 0xff6f91, 0x8fd14f, 0x7aa8ff, 0xffffff] as const;

export function confettiPieces(count: number, seed: number): ConfettiPiece[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: random(),
    speed: 0.22 + random() * 0.22,
    sway: 0.01 + random() * 0.03,
    phase: random() * Math.PI * 2,
    spin: (random() - 0.5) * 720,
    delay: random() * 900,
    color: CONFETTI_COLORS[Math.floor(random() * CONFETTI_COLORS.length)] ?? 0xffffff,
  }));
}

/** Where a piece is t ms after the celebration began, as fractions of the canvas; it loops from the top. */
export function confettiAt(p: ConfettiPiece, t: number): { x: number; y: number; angle: number; visible: boolean } {
  const alive = t - p.delay;
  if (alive < 0) return { x: p.x, y: -0.05, angle: 0, visible: false };
  const fall = (alive / 1000) * p.speed;
  const y = (fall % 1.1) - 0.05;
  return { x: p.x + Math.sin(alive / 300 + p.phase) * p.sway, y, angle: (alive / 1000) * p.spin, visible: true };
}
