import { describe, expect, it } from 'vitest';
import { motionAt, motionTime, REDUCED_MOTION_MS } from '../../kit/motion';
import {
  BURST_AT,
  crackPaths,
  fountainAt,
  popScale,
  REVEAL_AT,
  shardAt,
  shellPieces,
  showerAt,
  smashAt,
  SMASH_MS,
  sparkles,
  tierOf,
  wobbleAt,
  WIGGLE_EVERY_MS,
} from './motion';

describe('Lucky egg motion', () => {
  it('celebrates big from 20x, modestly for other wins, gently for nothing', () => {
    expect(tierOf(500)).toBe('big');
    expect(tierOf(20)).toBe('big');
    expect(tierOf(5)).toBe('win');
    expect(tierOf(1)).toBe('back');
    expect(tierOf(0.5)).toBe('back');
    expect(tierOf(0)).toBe('none');
  });

  it('wobbles each egg on its own phase, with one wiggle at a time', () => {
    const at = (t: number) => Array.from({ length: 5 }, (_, i) => wobbleAt(i, t));
    expect(new Set(at(1000).map((a) => a.toFixed(3))).size).toBe(5);
    // Over a whole cycle, no moment has two eggs tilting far past the slow rock.
    for (let t = 0; t < WIGGLE_EVERY_MS; t += 20) {
      expect(at(t).filter((a) => Math.abs(a) > 4).length).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...Array.from({ length: 400 }, (_, k) => Math.abs(wobbleAt(0, k * 10))))).toBeGreaterThan(4);
  });

  it('cracks three times, bursts, then pops the multiplier out', () => {
    expect(smashAt(0)).toMatchObject({ cracks: 1, whole: true, burst: null, pop: 0 });
    expect(smashAt(BURST_AT - 1)).toMatchObject({ cracks: 3, whole: true, burst: null });
    expect(smashAt(BURST_AT)).toMatchObject({ whole: false, burst: 0, pop: 0 });
    expect(smashAt(REVEAL_AT + 1).pop).toBeGreaterThan(0);
    expect(smashAt(SMASH_MS).pop).toBe(1);
    // The pop overshoots a little on the way.
    expect(Math.max(...Array.from({ length: 50 }, (_, i) => popScale(i / 49)))).toBeGreaterThan(1);
  });

  it('bursts the same shell for the same seed, gentler for no prize, and the pieces settle', () => {
    expect(shellPieces(10, 3, 1)).toEqual(shellPieces(10, 3, 1));
    expect(shellPieces(10, 3, 1)).not.toEqual(shellPieces(10, 4, 1));
    const strong = shellPieces(10, 3, 1);
    const soft = shellPieces(10, 3, 0.4);
    const reach = (ps: typeof strong) => Math.max(...ps.map((p) => Math.abs(shardAt(p, 300).x - p.ox)));
    expect(reach(soft)).toBeLessThan(reach(strong));
    for (const p of strong) {
      const late = shardAt(p, 3000);
      expect(late.y).toBeLessThanOrEqual(0.45);
      expect(late.alpha).toBeGreaterThan(0);
      expect(late.alpha).toBeLessThan(1);
    }
  });

  it('throws coins up out of the egg and lets them fall, and rains a shower from the top', () => {
    const [p] = sparkles(1, 9, 0);
    if (!p) throw new Error('no piece');
    expect(fountainAt(p, p.delay + 200).y).toBeLessThan(0);
    expect(fountainAt(p, p.delay + 5000).visible).toBe(false);
    const rain = showerAt(p, p.delay + 800);
    expect(rain.visible).toBe(true);
    expect(rain.y).toBeGreaterThan(-0.05);
    expect(rain.y).toBeLessThan(1.05);
  });
});

describe('Lucky egg cracks', () => {
  it('draws three cracks on the shell, running downwards, the same for the same seed', () => {
    const paths = crackPaths(4);
    expect(paths).toHaveLength(3);
    expect(crackPaths(4)).toEqual(paths);
    for (const path of paths) {
      for (const p of path) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(0.5);
      }
      path.slice(1).forEach((p, k) => expect(p.y).toBeGreaterThan(path[k]?.y ?? Infinity));
    }
  });
});

describe('Lucky egg smash with reduced motion', () => {
  it('runs the same smash within 200 ms: burst and multiplier reached, ending on the same frame', () => {
    expect(smashAt(motionTime(REDUCED_MOTION_MS, SMASH_MS, true))).toEqual(smashAt(SMASH_MS));
    expect(motionAt(REVEAL_AT, SMASH_MS, true)).toBeLessThan(REDUCED_MOTION_MS);
    expect(smashAt(motionTime(motionAt(BURST_AT, SMASH_MS, true), SMASH_MS, true)).whole).toBe(false);
  });
});
