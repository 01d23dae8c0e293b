import { describe, expect, it } from 'vitest';
import { EGG_ASPECT, eggAt, eggLayout, SAFE_BOTTOM_CSS, SAFE_TOP_CSS } from './layout';
import { EGG_COUNT } from './types';

const overlap = (a: { x: number; width: number }, b: { x: number; width: number }) => Math.abs(a.x - b.x) < (a.width + b.width) / 2;

describe('Lucky egg layout', () => {
  it('puts five eggs on a portrait phone inside the canvas, clear of the chrome bars', () => {
    // Pixel 7 at 2 canvas pixels per CSS pixel.
    const l = eggLayout(824, 1678, 2);
    expect(l.eggs).toHaveLength(EGG_COUNT);
    for (const e of l.eggs) {
      expect(e.x - e.width / 2).toBeGreaterThanOrEqual(0);
      expect(e.x + e.width / 2).toBeLessThanOrEqual(824);
      expect(e.y - e.height / 2).toBeGreaterThan(SAFE_TOP_CSS * 2);
      expect(e.baseY).toBeLessThan(1678 - SAFE_BOTTOM_CSS * 2);
      expect(e.height / e.width).toBeCloseTo(EGG_ASPECT, 6);
    }
    // Big enough to tap: at least 80 CSS pixels wide on a phone.
    expect(Math.min(...l.eggs.map((e) => e.width)) / 2).toBeGreaterThan(80);
  });

  it('keeps the front row apart and the back row between them', () => {
    const l = eggLayout(412, 839, 1);
    const [b0, b1, f0, f1, f2] = l.eggs;
    if (!b0 || !b1 || !f0 || !f1 || !f2) throw new Error('five eggs');
    expect(overlap(f0, f1)).toBe(false);
    expect(overlap(f1, f2)).toBe(false);
    expect(overlap(b0, b1)).toBe(false);
    expect(b0.y).toBeLessThan(f0.y);
    expect(b0.x).toBeGreaterThan(f0.x);
    expect(b1.x).toBeLessThan(f2.x);
    expect(l.banner.y).toBeLessThan(b0.y - b0.height / 2);
  });

  it('does not blow eggs up on a tablet, and still fits a short landscape screen', () => {
    const tablet = eggLayout(1024, 1366, 1);
    expect(Math.max(...tablet.eggs.map((e) => e.width))).toBeLessThanOrEqual(132);
    const short = eggLayout(800, 420, 1);
    for (const e of short.eggs) expect(e.y + e.height / 2).toBeLessThanOrEqual(420);
  });

  it("keeps the banner's lines, at their most, between the ticker and the eggs on a small phone", () => {
    const l = eggLayout(360, 640, 1);
    const [b0] = l.eggs;
    if (!b0) throw new Error('an egg');
    expect(l.banner.y - l.banner.maxHeight / 2).toBeGreaterThanOrEqual(SAFE_TOP_CSS);
    expect(l.banner.y + l.banner.maxHeight / 2).toBeLessThanOrEqual(b0.y - b0.height / 2 + 1);
    expect(SAFE_TOP_CSS).toBeGreaterThanOrEqual(62 + 30);
  });

  it('finds the egg under a tap, and none between them', () => {
    const l = eggLayout(412, 839, 1);
    l.eggs.forEach((e, i) => expect(eggAt(l, e.x, e.y)).toBe(i));
    expect(eggAt(l, 2, 2)).toBe(-1);
  });
});
