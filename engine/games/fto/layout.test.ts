import { describe, expect, it } from 'vitest';
import { ftoLayout, gridLayout, SAFE_BOTTOM_CSS, SAFE_TOP_CSS, type Rect } from './layout';

const nth = <T>(list: readonly T[], i: number): T => {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
};
const edges = (r: Rect) => ({ left: r.x - r.width / 2, right: r.x + r.width / 2, top: r.y - r.height / 2, bottom: r.y + r.height / 2 });
const overlap = (a: Rect, b: Rect) => {
  const p = edges(a);
  const q = edges(b);
  return p.left < q.right - 1e-6 && q.left < p.right - 1e-6 && p.top < q.bottom - 1e-6 && q.top < p.bottom - 1e-6;
};

describe('FTO layout', () => {
  // A Pixel 7 in portrait at pixel ratio 2, a small phone, a tablet in landscape.
  const screens = [
    [824, 1678, 2],
    [640, 1136, 2],
    [1024, 768, 1],
  ] as const;

  it('keeps the header, timer, board and ribbon clear of the chrome bars', () => {
    for (const [w, h, pr] of screens) {
      const l = ftoLayout(w, h, pr);
      for (const r of [l.timer, l.board, l.ribbon]) {
        const e = edges(r);
        expect(e.top).toBeGreaterThanOrEqual(SAFE_TOP_CSS * pr);
        expect(e.bottom).toBeLessThanOrEqual(h - SAFE_BOTTOM_CSS * pr);
        expect(e.left).toBeGreaterThanOrEqual(0);
        expect(e.right).toBeLessThanOrEqual(w);
      }
      expect(l.header.y).toBeGreaterThan(SAFE_TOP_CSS * pr);
      expect(edges(l.timer).bottom).toBeLessThanOrEqual(edges(l.board).top);
      expect(edges(l.board).bottom).toBeLessThanOrEqual(edges(l.ribbon).top + 1e-6);
      // The intro's emblem, hint and backs stay on the board, one above the other.
      expect(edges(l.intro.emblem).top).toBeGreaterThanOrEqual(edges(l.board).top);
      expect(l.intro.hintY).toBeGreaterThan(edges(l.intro.emblem).bottom);
      expect(l.intro.hintY).toBeLessThan(edges(l.intro.backs).top);
      expect(edges(l.intro.backs).bottom).toBeLessThanOrEqual(edges(l.board).bottom + 1e-6);
    }
  });

  it('lays every deal of a play out inside the board without overlaps', () => {
    const deals = [
      [4, 2],
      [6, 2],
      [6, 3],
      [9, 3],
      [12, 3],
      [16, 4],
      [5, 3],
    ] as const;
    for (const [w, h, pr] of screens) {
      const { board } = ftoLayout(w, h, pr);
      for (const [n, cols] of deals) {
        for (const aspect of [1, 0.75, 1.4]) {
          const rects = gridLayout(board, n, cols, aspect, pr);
          expect(rects).toHaveLength(n);
          for (const r of rects) {
            const e = edges(r);
            const b = edges(board);
            expect(e.left).toBeGreaterThanOrEqual(b.left - 1e-6);
            expect(e.right).toBeLessThanOrEqual(b.right + 1e-6);
            expect(e.top).toBeGreaterThanOrEqual(b.top - 1e-6);
            expect(e.bottom).toBeLessThanOrEqual(b.bottom + 1e-6);
            expect(r.width / r.height).toBeCloseTo(aspect, 6);
          }
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(overlap(nth(rects, i), nth(rects, j))).toBe(false);
        }
      }
    }
  });

  it('places cards row by row in the columns asked, a short last row centred', () => {
    const { board } = ftoLayout(824, 1678, 2);
    const rects = gridLayout(board, 5, 3, 1, 2);
    const ys = [...new Set(rects.map((r) => Math.round(r.y)))];
    expect(ys).toHaveLength(2);
    expect(nth(rects, 0).x).toBeLessThan(nth(rects, 1).x);
    expect(nth(rects, 1).x).toBeLessThan(nth(rects, 2).x);
    expect(nth(rects, 1).x).toBeCloseTo(board.x, 6);
    expect((nth(rects, 3).x + nth(rects, 4).x) / 2).toBeCloseTo(board.x, 6);
  });

  it('makes fewer cards bigger, up to a cap', () => {
    const { board } = ftoLayout(824, 1678, 2);
    const four = nth(gridLayout(board, 4, 2, 1, 2), 0);
    const sixteen = nth(gridLayout(board, 16, 4, 1, 2), 0);
    expect(four.width).toBeGreaterThan(sixteen.width * 1.5);
    expect(four.width).toBeLessThanOrEqual(190 * 2);
  });

  it('handles an empty deal and column counts out of range', () => {
    const { board } = ftoLayout(824, 1678, 2);
    expect(gridLayout(board, 0, 3, 1, 2)).toEqual([]);
    const rows = (rects: Rect[]) => new Set(rects.map((r) => Math.round(r.y))).size;
    expect(rows(gridLayout(board, 3, 0, 1, 2))).toBe(3);
    expect(rows(gridLayout(board, 3, 8, 1, 2))).toBe(1);
  });
});
