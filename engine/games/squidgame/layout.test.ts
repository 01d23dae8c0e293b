import { describe, expect, it } from 'vitest';
import { SQUID_STEPS } from '../../../contract/games/squidRules';
import { SAFE_BOTTOM_CSS, SAFE_TOP_CSS, spotPoint, squidLayout, type Rect } from './layout';

const edges = (r: Rect) => ({ left: r.x - r.width / 2, right: r.x + r.width / 2, top: r.y - r.height / 2, bottom: r.y + r.height / 2 });

describe('Squid game layout', () => {
  // A Pixel 7 in portrait at pixel ratio 2, an iPhone SE, a tablet in landscape, the gallery's pinned size.
  const screens = [
    [824, 1678, 2],
    [750, 1334, 2],
    [1024, 768, 1],
    [412, 839, 1],
  ] as const;

  it('keeps the bridge, platforms and ladder on the canvas and clear of the chrome bars and the bet dock', () => {
    for (const [w, h, pr] of screens) {
      const l = squidLayout(w, h, pr);
      const rects = [l.start, l.finish, ...l.rows.flatMap((r) => [r.left, r.right])];
      for (const r of rects) {
        const e = edges(r);
        expect(e.top).toBeGreaterThanOrEqual(SAFE_TOP_CSS * pr);
        expect(e.bottom).toBeLessThanOrEqual(h - SAFE_BOTTOM_CSS * pr + 1e-6);
        expect(e.left).toBeGreaterThanOrEqual(0);
        expect(e.right).toBeLessThanOrEqual(w);
      }
      expect(l.hud.y).toBeGreaterThan(SAFE_TOP_CSS * pr);
      // The hint's line (about 1.4 times its font) ends above the finish.
      expect(l.hint.y + l.hint.fontPx * 1.4).toBeLessThan(edges(l.finish).top);
      const banner = edges(l.banner);
      expect(banner.left).toBeGreaterThanOrEqual(0);
      expect(banner.right).toBeLessThanOrEqual(w);
      expect(l.ladder.x + l.ladder.width).toBeLessThanOrEqual(w);
      expect(l.ladder.x).toBeGreaterThanOrEqual(edges(l.start).right);
    }
  });

  it('runs the steps up the screen, each row two panels side by side with a gap, narrowing with height', () => {
    for (const [w, h, pr] of screens) {
      const l = squidLayout(w, h, pr);
      expect(l.rows).toHaveLength(SQUID_STEPS);
      expect(l.rows.map((r) => r.step)).toEqual(Array.from({ length: SQUID_STEPS }, (_, i) => i + 1));
      let below = edges(l.start).top;
      for (const row of l.rows) {
        const left = edges(row.left);
        const right = edges(row.right);
        expect(left.right).toBeLessThan(right.left);
        expect(left.bottom).toBeLessThanOrEqual(below + 1e-6);
        below = left.top;
        expect((row.left.x + row.right.x) / 2).toBeCloseTo(l.cx, 6);
      }
      expect(edges(l.finish).bottom).toBeLessThanOrEqual(below + 1e-6);
      const first = l.rows[0];
      const last = l.rows.at(-1);
      if (!first || !last) throw new Error('no rows');
      expect(last.left.width).toBeLessThan(first.left.width);
      // A thumb can hit a panel: its target at least 44 CSS px wide and 26 tall, even on the smallest phone's top row.
      expect(last.left.width / pr).toBeGreaterThanOrEqual(44);
      expect(last.pitch / pr).toBeGreaterThanOrEqual(26);
      expect(last.left.height).toBeLessThan(last.pitch);
    }
  });

  it('puts the figure on the start, on a panel, or on the finish, smaller further up', () => {
    const l = squidLayout(824, 1678, 2);
    const start = spotPoint(l, { at: 'start' });
    const five = spotPoint(l, { at: 'panel', step: 5, panel: 'right' });
    const finish = spotPoint(l, { at: 'finish' });
    expect(start).toMatchObject({ x: l.start.x, y: l.start.y, scale: 1 });
    expect(five).toMatchObject({ x: l.rows[4]?.right.x, y: l.rows[4]?.y });
    expect(finish.y).toBeLessThan(five.y);
    expect(finish.scale).toBeLessThan(five.scale);
    expect(five.scale).toBeLessThan(start.scale);
    expect(() => spotPoint(l, { at: 'panel', step: 11, panel: 'left' })).toThrow(RangeError);
  });
});
