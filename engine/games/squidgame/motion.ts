// The bridge's motion as pure functions of time (ms since the move began), so
// the frame clock drives them and the tests check them without Phaser: the
// figure's jump onto a panel, its landing bounce, the wait for the server,
// the fall through broken glass with its shards, and the cash-out's coins.
import { motionTime, motionMs } from '../../kit/motion';
import { seeded } from '../../kit/seeded';

export const JUMP_MS = 420;
export const LAND_MS = 260;
export const FALL_MS = 1100;
export const BURST_MS = 1800;

export interface Point {
  x: number;
  y: number;
  scale: number;
}

const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * The figure t ms into a jump from `from` to `to`: along a parabola whose
 * top is `arc` above the higher end, scaled between the two rows; at t >= JUMP_MS it is at `to`.
 */
export function jumpAt(from: Point, to: Point, arc: number, t: number): Point & { airborne: boolean } {
  const p = easeInOut(clamp01(t / JUMP_MS));
  const lift = 4 * p * (1 - p) * arc;
  return {
    x: from.x + (to.x - from.x) * p,
    y: from.y + (to.y - from.y) * p - lift,
    scale: from.scale + (to.scale - from.scale) * p,
    airborne: p > 0 && p < 1,
  };
}

/**
 * How far into the full-length move (a jump of JUMP_MS, then the landing's
 * LAND_MS or the fall's FALL_MS) a move `elapsed` ms old is. Under reduced
 * motion each part runs within 200 ms (kit/motion.ts) through the same poses.
 */
export function moveTime(elapsed: number, held: boolean, reduced: boolean): number {
  const jump = motionMs(JUMP_MS, reduced);
  if (elapsed < jump) return motionTime(elapsed, JUMP_MS, reduced);
  return JUMP_MS + motionTime(elapsed - jump, held ? LAND_MS : FALL_MS, reduced);
}

/** The landing's squash: 1 is upright; a quick dip that settles by LAND_MS. */
export function landSquash(t: number): number {
  if (t <= 0 || t >= LAND_MS) return 1;
  const p = t / LAND_MS;
  return 1 - 0.22 * Math.sin(p * Math.PI) * (1 - p);
}

/** The crouch while the server is asked: a small, steady bob (never a guess at the answer). */
export const waitBob = (t: number): number => 0.04 * Math.sin(t / 110);

/** The fall through a broken panel: down out of sight, smaller, turning, fading. */
export function fallAt(t: number, drop: number): { dy: number; scale: number; angle: number; alpha: number } {
  const p = clamp01(t / FALL_MS);
  return { dy: drop * p * p, scale: 1 - 0.55 * p, angle: 200 * p * p, alpha: p < 0.7 ? 1 : 1 - (p - 0.7) / 0.3 };
}

export interface Shard {
  /** start offset inside the panel, -0.5..0.5 of its size */
  ox: number;
  oy: number;
  /** initial velocity in panel widths per second */
  vx: number;
  vy: number;
  spin: number;
  size: number;
  /** three corners of the triangle, unit-sized */
  corners: readonly [number, number, number, number, number, number];
}

/** A panel's shards, seeded so a pinned frame repeats. */
export function shardsOf(count: number, seed: number): Shard[] {
  const rnd = seeded(seed);
  return Array.from({ length: count }, () => {
    const ox = rnd() - 0.5;
    const oy = rnd() - 0.5;
    return {
      ox,
      oy,
      vx: ox * 2.4 + (rnd() - 0.5) * 0.8,
      vy: -0.6 - rnd() * 0.9,
      spin: (rnd() - 0.5) * 900,
      size: 0.12 + rnd() * 0.16,
      corners: [rnd() - 0.5, -0.5, 0.5, rnd() - 0.5, -0.5, rnd() * 0.6],
    };
  });
}

/** A shard t ms after the break, in panel widths from the panel's centre; gravity pulls it down. */
export function shardAt(shard: Shard, t: number): { x: number; y: number; angle: number; alpha: number } {
  const s = Math.max(0, t) / 1000;
  return {
    x: shard.ox + shard.vx * s,
    y: shard.oy * 0.5 + shard.vy * s + 5 * s * s,
    angle: shard.spin * s,
    alpha: 1 - clamp01((t - FALL_MS * 0.5) / (FALL_MS * 0.5)),
  };
}

export interface Coin {
  angle: number;
  speed: number;
  delay: number;
  spin: number;
}

/** The cash-out's burst of coins, seeded. */
export function coinsOf(count: number, seed: number): Coin[] {
  const rnd = seeded(seed ^ 0x5eed);
  return Array.from({ length: count }, (_, i) => ({
    angle: -Math.PI / 2 + (i / count - 0.5) * Math.PI * 1.3 + (rnd() - 0.5) * 0.3,
    speed: 0.35 + rnd() * 0.35,
    delay: rnd() * 300,
    spin: rnd() * 2 * Math.PI,
  }));
}

/** A coin t ms into the burst, as fractions of the screen's width from the burst's origin; gone by BURST_MS. */
export function coinAt(coin: Coin, t: number): { x: number; y: number; scaleX: number; visible: boolean } {
  const local = t - coin.delay;
  if (local < 0 || local > BURST_MS - coin.delay) return { x: 0, y: 0, scaleX: 1, visible: false };
  const s = local / 1000;
  return {
    x: Math.cos(coin.angle) * coin.speed * s,
    y: Math.sin(coin.angle) * coin.speed * s + 0.45 * s * s,
    scaleX: Math.cos(coin.spin + s * 9),
    visible: true,
  };
}

/** A gentle glow pulse for the panels that can be picked (0..1). */
export const pickPulse = (t: number): number => 0.5 + 0.5 * Math.sin(t / 260);
