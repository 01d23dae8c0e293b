// The game's time-driven values as pure functions of the frame clock, so the
// live scene, the gallery's pinned poses and the unit tests compute the same
// numbers: the eggs' idle wobble, the picked egg's shake while the server is
// asked, the crack-and-smash timeline, the shell pieces, the reveal's pop and
// the coins of a win. Nothing here decides what an egg holds.
import { seeded } from '../../kit/seeded';
import type { EggTier } from './types';

/** Big celebration from this multiplier up (coins rain, rays, fanfare). */
export const BIG_FROM = 20;

export function tierOf(multiplier: number): EggTier {
  if (!(multiplier > 0)) return 'none';
  if (multiplier >= BIG_FROM) return 'big';
  return multiplier > 1 ? 'win' : 'back';
}

/**
 * Egg i's tilt (degrees) t ms into the idle: a slow rock, each egg on its own
 * phase, and now and then (every few seconds, never two eggs at once) a
 * quick wiggle that says "pick me".
 */
export const WIGGLE_EVERY_MS = 3600;
export const WIGGLE_MS = 420;
export function wobbleAt(i: number, t: number): number {
  const rock = Math.sin(t / 520 + i * 1.7) * 2.2;
  const since = (t + i * (WIGGLE_EVERY_MS / 5)) % WIGGLE_EVERY_MS;
  if (since < 0 || since > WIGGLE_MS) return rock;
  const s = since / WIGGLE_MS;
  return rock + Math.sin(s * Math.PI * 6) * 9 * (1 - s);
}

/** The picked egg trembles while the server is asked: quick, small, steady. */
export const trembleAt = (t: number): number => Math.sin(t / 28) * 4;

/**
 * The smash, t ms after the answer arrived: three cracks spread (with a jolt
 * each), the shell bursts, the multiplier pops out of it.
 */
export const CRACK_TIMES = [0, 230, 460] as const;
export const BURST_AT = 700;
export const REVEAL_AT = 820;
export const POP_MS = 420;
/** how long the whole smash runs before the result holds */
export const SMASH_MS = REVEAL_AT + POP_MS;

export interface SmashFrame {
  /** cracks drawn on the shell, 0..3 */
  cracks: number;
  /** the shell's jolt (degrees) */
  tilt: number;
  /** the whole egg still stands (before the burst) */
  whole: boolean;
  /** ms since the burst, or null before it */
  burst: number | null;
  /** the multiplier's scale, 0 before the reveal, overshooting to 1 */
  pop: number;
}

export function smashAt(t: number): SmashFrame {
  const cracks = CRACK_TIMES.filter((at) => t >= at).length;
  const last = CRACK_TIMES[cracks - 1] ?? 0;
  const jolt =
    t < BURST_AT && cracks > 0 ? Math.sin(Math.min(1, (t - last) / 200) * Math.PI * 3) * 7 * (1 - Math.min(1, (t - last) / 200)) : 0;
  return {
    cracks,
    tilt: jolt,
    whole: t < BURST_AT,
    burst: t >= BURST_AT ? t - BURST_AT : null,
    pop: popScale((t - REVEAL_AT) / POP_MS),
  };
}

/** Back-out easing from 0 to 1 with a little overshoot; 0 before s = 0, 1 after s = 1. */
export function popScale(s: number): number {
  if (s <= 0) return 0;
  if (s >= 1) return 1;
  const c = 1.70158;
  const x = s - 1;
  return 1 + (c + 1) * x ** 3 + c * x ** 2;
}

/** One piece of shell: its start on the egg and its flight, in egg widths and seconds. */
export interface ShellPiece {
  /** start offset from the egg's centre, in egg widths / heights */
  ox: number;
  oy: number;
  vx: number;
  vy: number;
  spin: number;
  /** 0..n-1: which of the shard shapes it is */
  shape: number;
  scale: number;
}

export const SHARD_SHAPES = 4;
/** in egg heights per second squared */
const GRAVITY = 5.2;
export const SHARD_LIFE_MS = 1100;

/** The pieces an egg bursts into: the same for the same seed. A gentler burst for nothing won. */
export function shellPieces(count: number, seed: number, energy: number): ShellPiece[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const a = -Math.PI / 2 + (random() - 0.5) * Math.PI * 1.5;
    const speed = (0.9 + random() * 1.3) * energy;
    return {
      ox: (random() - 0.5) * 0.7,
      oy: (random() - 0.5) * 0.8,
      vx: Math.cos(a) * speed * 0.8,
      vy: Math.sin(a) * speed,
      spin: (random() - 0.5) * 900 * energy,
      shape: i % SHARD_SHAPES,
      scale: 0.7 + random() * 0.5,
    };
  });
}

/** A piece t ms after the burst: offset from the egg's centre (egg sizes), angle, alpha; it lands on the nest and fades. */
export function shardAt(p: ShellPiece, t: number): { x: number; y: number; angle: number; alpha: number } {
  const s = Math.max(0, t) / 1000;
  const floor = 0.45;
  const y = Math.min(floor, p.oy + p.vy * s + (GRAVITY * s * s) / 2);
  const x = p.ox + p.vx * s * (y >= floor ? 0.6 : 1);
  const fade = t < SHARD_LIFE_MS * 0.6 ? 1 : Math.max(0.75, 1 - (t - SHARD_LIFE_MS * 0.6) / SHARD_LIFE_MS);
  return { x, y, angle: p.spin * Math.min(s, 0.9), alpha: fade };
}

/** A coin or confetti piece of a celebration: from the egg (a fountain) or from above (a shower). */
export interface Sparkle {
  x: number;
  vx: number;
  vy: number;
  delay: number;
  spin: number;
  color: number;
}

const CONFETTI_COLORS = [0xffd45a, 0xff6f91, 0x36d6c3, 0x9f7bff, 0xffffff, 0xff9f43] as const;

export function sparkles(count: number, seed: number, spreadMs: number): Sparkle[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: random(),
    vx: (random() - 0.5) * 1.4,
    vy: -(1.4 + random() * 1.6),
    delay: random() * spreadMs,
    spin: (random() - 0.5) * 720,
    color: CONFETTI_COLORS[Math.floor(random() * CONFETTI_COLORS.length)] ?? 0xffffff,
  }));
}

/** A fountain piece t ms into the celebration, as an offset from the egg in canvas heights; hidden before its delay and once fallen. */
export function fountainAt(p: Sparkle, t: number): { x: number; y: number; angle: number; visible: boolean } {
  const s = (t - p.delay) / 1000;
  if (s < 0) return { x: 0, y: 0, angle: 0, visible: false };
  const y = p.vy * s * 0.35 + 0.9 * s * s;
  return { x: p.vx * s * 0.25, y, angle: p.spin * s, visible: y < 0.8 };
}

/** A shower piece t ms into the celebration, as fractions of the canvas; it loops from the top. */
export function showerAt(p: Sparkle, t: number): { x: number; y: number; angle: number; visible: boolean } {
  const alive = t - p.delay;
  if (alive < 0) return { x: p.x, y: -0.05, angle: 0, visible: false };
  const fall = (alive / 1000) * (0.25 + Math.abs(p.vx) * 0.15);
  return { x: p.x + Math.sin(alive / 320 + p.vy) * 0.02, y: (fall % 1.1) - 0.05, angle: (alive / 1000) * p.spin, visible: true };
}

/** A crack on the shell: a zigzag from near the top downwards, in egg widths / heights from the centre. */
export type CrackPath = readonly { x: number; y: number }[];

/** The three cracks of a smash (the first, then two branching off it): the same for the same seed. */
export function crackPaths(seed: number): CrackPath[] {
  const random = seeded(seed);
  const zigzag = (x0: number, y0: number, steps: number, dir: number): CrackPath => {
    const points = [{ x: x0, y: y0 }];
    let x = x0;
    let y = y0;
    for (let k = 0; k < steps; k++) {
      x = Math.max(-0.38, Math.min(0.38, x + dir * (0.05 + random() * 0.06) * (k % 2 === 0 ? 1 : -0.6)));
      y += 0.07 + random() * 0.05;
      points.push({ x, y });
    }
    return points;
  };
  const main = zigzag((random() - 0.5) * 0.2, -0.36, 7, random() < 0.5 ? 1 : -1);
  const fork = (at: number, dir: number) => {
    const p = main[at] ?? { x: 0, y: 0 };
    return zigzag(p.x, p.y, 3, dir);
  };
  return [main, fork(2, -1), fork(4, 1)];
}
