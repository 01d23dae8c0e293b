// A prize wheel's motion as pure functions of time, shared by every wheel
// scene (the spin wheels, the quiz's lucky roulette), so a scene, the QA
// gallery (a pinned frame) and the unit tests compute the same angles. Angles are
// degrees, clockwise, 0 = slot 0's leading edge under the pointer at the top.
// Nothing here chooses a slot: the target always comes from the server.
import { seeded } from './seeded';

export const TURN = 360;

export const mod = (x: number, m: number): number => ((x % m) + m) % m;

export const slotWidth = (slots: number): number => TURN / slots;

/** The slot under the pointer when the wheel is turned by `rotation`. */
export function slotAt(rotation: number, slots: number): number {
  return Math.min(slots - 1, Math.floor(mod(-rotation, TURN) / slotWidth(slots)));
}

/**
 * The rotation (0..360) that rests slot `slot` under the pointer, `offset`
 * of a slot away from its centre (-0.5..0.5; kept well inside by callers).
 */
export function restingRotation(slot: number, slots: number, offset = 0): number {
  return mod(-(slot + 0.5 + offset) * slotWidth(slots), TURN);
}

/** Spin-up while the server is asked: constant acceleration to a cruising speed (deg/ms). */
export const CRUISE_SPEED = 0.72;
export const SPIN_UP_MS = 450;

export function spinUp(t: number): { angle: number; speed: number } {
  const accel = CRUISE_SPEED / SPIN_UP_MS;
  if (t <= 0) return { angle: 0, speed: 0 };
  if (t < SPIN_UP_MS) return { angle: 0.5 * accel * t * t, speed: accel * t };
  return { angle: 0.5 * accel * SPIN_UP_MS * SPIN_UP_MS + CRUISE_SPEED * (t - SPIN_UP_MS), speed: CRUISE_SPEED };
}

/** A deceleration from a moving wheel to a resting angle: cubic Hermite, speed matched at the start, zero at the end. */
export interface StopPlan {
  from: number;
  /** total travel, degrees (>= 0) */
  distance: number;
  durationMs: number;
  /** normalised start slope (speed * duration / distance), 0..3: 3 is a plain ease-out cubic */
  slope: number;
}

export function planStop(opts: { from: number; speed: number; to: number; minTurns: number; minMs: number; maxMs: number }): StopPlan {
  const speed = Math.max(0, opts.speed);
  const delta = mod(opts.to - opts.from, TURN);
  let turns = Math.max(0, opts.minTurns);
  // More turns until the wheel can spend at least minMs slowing down without speeding up first.
  while (speed > 0 && (3 * (delta + TURN * turns)) / speed < opts.minMs && turns < 40) turns++;
  const distance = delta + TURN * turns;
  const natural = speed > 0 ? (3 * distance) / speed : opts.maxMs;
  const durationMs = Math.max(1, Math.min(natural, opts.maxMs));
  const slope = distance > 0 ? Math.min(3, (speed * durationMs) / distance) : 0;
  return { from: opts.from, distance, durationMs, slope };
}

/** Hermite basis with h(0)=0, h(1)=1, h'(0)=m, h'(1)=0; monotonic for 0 <= m <= 3. */
export function hermite(s: number, m: number): number {
  const x = Math.min(1, Math.max(0, s));
  return m * (x * x * x - 2 * x * x + x) + (3 * x * x - 2 * x * x * x);
}

/** How every answered spin stops: at least two more turns, in 3 to 5.2 s. */
export const STOP_LIMITS = { minTurns: 2, minMs: 3000, maxMs: 5200 } as const;

/**
 * A pinned moment of a stop onto `slot` (the QA gallery's spinning frame):
 * from cruising speed at angle 0, `progress` (0..1) into the deceleration;
 * `t` is the ms into it, for the lights.
 */
export function pinnedStop(slot: number, slots: number, seed: number, progress: number): { turn: number; speed: number; t: number } {
  const plan = planStop({ from: 0, speed: CRUISE_SPEED, to: restingRotation(slot, slots, landingOffset(0, seed)), ...STOP_LIMITS });
  const t = Math.min(1, Math.max(0, progress)) * plan.durationMs;
  return { turn: angleAt(plan, t), speed: speedAt(plan, t), t };
}

export function angleAt(plan: StopPlan, t: number): number {
  return plan.from + plan.distance * hermite(t / plan.durationMs, plan.slope);
}

export function speedAt(plan: StopPlan, t: number): number {
  const s = Math.min(1, Math.max(0, t / plan.durationMs));
  const m = plan.slope;
  const dh = m * (3 * s * s - 4 * s + 1) + (6 * s - 6 * s * s);
  return (plan.distance * dh) / plan.durationMs;
}

/** Pegs between slots that have passed the pointer: a change means a tick sound. */
export const pegsPassed = (rotation: number, slots: number): number => Math.floor(rotation / slotWidth(slots));

/** How far the pointer flips back as a peg passes it (degrees, negative = pushed back), by speed. */
export function pointerKick(rotation: number, slots: number, speed: number): number {
  const frac = mod(rotation, slotWidth(slots)) / slotWidth(slots);
  const strength = Math.min(1, speed / 0.25);
  return -18 * strength * Math.exp(-frac * 7);
}

export type LightMode = 'idle' | 'spinning' | 'win' | 'lose' | 'off';

/** Whether rim bulb `i` is lit at time t (ms): a chase, a flash or a dim glow by mode. */
export function bulbLit(i: number, mode: LightMode, t: number): boolean {
  switch (mode) {
    case 'idle':
      return mod(i - Math.floor(t / 160), 4) !== 0;
    case 'spinning':
      return mod(i + Math.floor(t / 60), 3) === 0;
    case 'win':
      return mod(i + Math.floor(t / 180), 2) === 0;
    case 'lose':
      return mod(i, 4) === 0;
    case 'off':
      return false;
  }
}

/** Where in its slot the wheel rests for a round: varied per round, deterministic, inside +-0.3 of a slot. */
export function landingOffset(roundId: number, seed = 0): number {
  return (seeded(roundId * 2_654_435_761 + seed)() - 0.5) * 0.6;
}
