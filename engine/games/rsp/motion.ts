// The table's motion as pure functions of time (ms), so the frame clock
// drives them and the tests check them without Phaser: the hands' "one, two,
// three" shake and clash at a reveal, the searching radar and its shuffling
// hands, a banner's pop and a pulse for what waits for the player.
import { HANDS, type Hand } from '../../../contract/games/rspRules';

/** The three shakes, then the hands slam into view. */
export const SHAKE_MS = 720;
export const CLASH_MS = 1_050;
export const BANNER_POP_MS = 380;
/** How long the "Final round" banner stays up when that round opens. */
export const FINAL_BANNER_MS = 1_400;
const SHUFFLE_MS = 260;
const SHAKES = 3;

const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

export interface ClashFrame {
  /** how high both fists are lifted during the shake, 0..1 (three bobs) */
  bob: number;
  /** false during the shake (fists), true once the hands are shown */
  shown: boolean;
  /** 0..1: how far each hand has moved towards the middle (the slam), back to 0 at the end */
  reach: number;
  /** the flash at the contact, 0..1 */
  flash: number;
  done: boolean;
}

/** The reveal t ms after it began: three bobs of the fists, then both hands thrust in and settle back. */
export function clashAt(t: number): ClashFrame {
  if (t < SHAKE_MS) {
    const p = t / SHAKE_MS;
    return { bob: Math.abs(Math.sin(p * SHAKES * Math.PI)), shown: false, reach: 0, flash: 0, done: false };
  }
  const p = clamp01((t - SHAKE_MS) / (CLASH_MS - SHAKE_MS));
  // Out fast, back slow: a hit.
  const reach = p < 0.3 ? p / 0.3 : 1 - (p - 0.3) / 0.7;
  const flash = p < 0.3 ? 0 : Math.max(0, 1 - (p - 0.3) / 0.35);
  return { bob: 0, shown: true, reach: reach * (1 - p * 0.4), flash, done: t >= CLASH_MS };
}

/** The searching radar's sweep angle in radians (one turn every 2 s). */
export const radarAngle = (t: number): number => ((t % 2_000) / 2_000) * Math.PI * 2;

/** The hand the opponent's slot flicks through while searching. */
export const shuffledHand = (t: number): Hand => HANDS[Math.floor(Math.max(0, t) / SHUFFLE_MS) % HANDS.length] ?? 'rock';

/** A banner's scale t ms after it appears: a little overshoot, then 1. */
export function popScale(t: number): number {
  const p = clamp01(t / BANNER_POP_MS);
  return p >= 1 ? 1 : 0.7 + 0.3 * p + 0.12 * Math.sin(p * Math.PI);
}

/** A soft 0..1 pulse for what waits for the player's tap. */
export const pulse = (t: number): number => 0.5 + 0.5 * Math.sin(t / 180);
