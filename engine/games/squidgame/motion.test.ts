import { describe, expect, it } from 'vitest';
import { REDUCED_MOTION_MS } from '../../kit/motion';
import { BURST_MS, FALL_MS, JUMP_MS, LAND_MS, coinAt, coinsOf, fallAt, jumpAt, landSquash, moveTime, shardAt, shardsOf } from './motion';

describe('Squid game motion', () => {
  const from = { x: 100, y: 800, scale: 1 };
  const to = { x: 60, y: 700, scale: 0.9 };

  it('jumps along an arc from one spot to the other, ending exactly on the panel', () => {
    expect(jumpAt(from, to, 80, 0)).toMatchObject({ ...from, airborne: false });
    expect(jumpAt(from, to, 80, JUMP_MS)).toMatchObject({ ...to, airborne: false });
    expect(jumpAt(from, to, 80, JUMP_MS * 3)).toMatchObject(to);
    const mid = jumpAt(from, to, 80, JUMP_MS / 2);
    expect(mid.airborne).toBe(true);
    // Above the straight line between the two spots by the arc's height.
    expect(mid.y).toBeCloseTo((from.y + to.y) / 2 - 80, 6);
  });

  it('with reduced motion, jumps and falls through the same poses, each part within 200 ms', () => {
    expect(moveTime(300, true, false)).toBe(300);
    expect(moveTime(JUMP_MS + 500, false, false)).toBe(JUMP_MS + 500);
    // On the panel once the jump's 200 ms are up, and the fall ends 200 ms after.
    expect(jumpAt(from, to, 80, moveTime(REDUCED_MOTION_MS, true, true))).toMatchObject({ ...to, airborne: false });
    expect(moveTime(REDUCED_MOTION_MS / 2, true, true)).toBeCloseTo(JUMP_MS / 2, 6);
    expect(moveTime(2 * REDUCED_MOTION_MS, true, true)).toBe(JUMP_MS + LAND_MS);
    expect(moveTime(2 * REDUCED_MOTION_MS, false, true)).toBe(JUMP_MS + FALL_MS);
    expect(fallAt(moveTime(2 * REDUCED_MOTION_MS, false, true) - JUMP_MS, 500)).toEqual(fallAt(FALL_MS, 500));
  });

  it('squashes on landing and stands upright again', () => {
    expect(landSquash(0)).toBe(1);
    expect(landSquash(LAND_MS * 0.3)).toBeLessThan(1);
    expect(landSquash(LAND_MS)).toBe(1);
  });

  it('falls out of sight: lower, smaller and faded by the end', () => {
    const start = fallAt(0, 500);
    const end = fallAt(FALL_MS, 500);
    expect(start).toMatchObject({ dy: 0, scale: 1, alpha: 1 });
    expect(end.dy).toBeCloseTo(500, 6);
    expect(end.alpha).toBeCloseTo(0, 6);
    expect(end.scale).toBeLessThan(0.5);
  });

  it('throws the same shards for the same seed, falling and fading', () => {
    expect(shardsOf(12, 3)).toEqual(shardsOf(12, 3));
    expect(shardsOf(12, 3)).not.toEqual(shardsOf(12, 4));
    for (const shard of shardsOf(12, 3)) {
      expect(shardAt(shard, FALL_MS).y).toBeGreaterThan(shardAt(shard, 0).y);
      expect(shardAt(shard, FALL_MS).alpha).toBeCloseTo(0, 6);
      expect(shardAt(shard, 0).alpha).toBe(1);
    }
  });

  it('bursts coins that are gone when the celebration ends', () => {
    const coins = coinsOf(20, 7);
    expect(coins).toEqual(coinsOf(20, 7));
    expect(coins.some((c) => coinAt(c, 600).visible)).toBe(true);
    expect(coins.every((c) => !coinAt(c, BURST_MS + 1).visible)).toBe(true);
  });
});
