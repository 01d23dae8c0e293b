import { describe, expect, it } from 'vitest';
import { labelScale, radialLabelBox } from './wheelLabels';

describe('radialLabelBox', () => {
  // The spin wheels (8 and 12 slots) and the roulette's range, at the wheels' and the roulette's fractions.
  it.each([
    [8, 0.34, 0.88],
    [12, 0.34, 0.88],
    [16, 0.3, 0.68],
    [2, 0.3, 0.68],
  ])('%i slots: the box lies inside its wedge', (slots, inner, outer) => {
    const r = 177;
    const box = radialLabelBox(r, slots, inner, outer);
    const start = box.centre - box.length / 2;
    expect(start).toBeCloseTo(r * inner);
    expect(box.centre + box.length / 2).toBeCloseTo(r * outer);
    // Half the box's thickness fits in the wedge at its narrowest (inner) end, and the box stays inside the face.
    expect(box.thickness / 2).toBeLessThanOrEqual(start * Math.tan(Math.PI / slots));
    expect(box.centre + box.length / 2).toBeLessThan(r);
  });

  it('gives a 12-slot wheel on a 412 px phone room for a 12 px line', () => {
    expect(radialLabelBox(412 * 0.4, 12, 0.34, 0.88).thickness).toBeGreaterThanOrEqual(12 * 1.2);
  });

  it('shrinks a text that does not fit and never enlarges one that does', () => {
    const box = radialLabelBox(150, 12, 0.34, 0.88);
    expect(labelScale({ width: box.length / 2, height: box.thickness / 2 }, box)).toBe(1);
    const s = labelScale({ width: box.length * 3, height: 10 }, box);
    expect(box.length * 3 * s).toBeCloseTo(box.length);
  });
});
