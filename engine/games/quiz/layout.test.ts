import { describe, expect, it } from 'vitest';
import { labelScale, rouletteLayout } from './layout';

/** A 412 x 839 CSS px phone at 2 canvas pixels per CSS pixel (the Pixel 7 viewport the e2e uses). */
const PHONE = [824, 1678, 2] as const;

describe('the roulette layout', () => {
  it.each([2, 6, 8, 12, 16])('keeps every label of %i slots inside its wedge on a 412 px phone', (slots) => {
    const l = rouletteLayout(...PHONE, slots);
    const half = Math.PI / slots;
    const inner = l.label.centre - l.label.length / 2;
    const outer = l.label.centre + l.label.length / 2;
    // Clear of the hub and of the icon, which stays clear of the pegs at the rim.
    expect(inner).toBeGreaterThanOrEqual(l.hubSize / 2);
    expect(outer).toBeLessThanOrEqual(l.icon.centre - l.icon.size / 2);
    expect(l.icon.centre + l.icon.size / 2).toBeLessThanOrEqual(l.radius * 0.95);
    // The box's corners at its inner end are inside the wedge (it only widens outwards).
    expect(l.label.thickness / 2).toBeLessThanOrEqual(inner * Math.tan(half));
    expect(l.icon.size / 2).toBeLessThanOrEqual((l.icon.centre - l.icon.size / 2) * Math.tan(half));
    // The wheel, its pointer and the hint stay on the canvas.
    expect(l.cx - l.rimRadius).toBeGreaterThanOrEqual(0);
    expect(l.pointer.y - l.pointer.height * 0.22).toBeGreaterThan(0);
    expect(l.hint.y).toBeLessThan(l.height);
  });

  it('shrinks a long label to its box and never enlarges a short one', () => {
    const l = rouletteLayout(...PHONE, 8);
    expect(labelScale({ width: l.label.length / 2, height: l.label.thickness / 2 }, l.label)).toBe(1);
    const long = { width: l.label.length * 2, height: l.fontPx * 1.2 };
    const s = labelScale(long, l.label);
    expect(long.width * s).toBeLessThanOrEqual(l.label.length + 1e-9);
    expect(long.height * s).toBeLessThanOrEqual(l.label.thickness + 1e-9);
  });

  it('reads the labels of the usual table in at least 10 CSS px on a phone', () => {
    // One line of the label font fits across the box of 8 slots without shrinking.
    const l = rouletteLayout(...PHONE, 8);
    expect(l.label.thickness).toBeGreaterThanOrEqual(l.fontPx * 1.2);
    expect(l.fontPx / l.unit).toBeGreaterThanOrEqual(10);
  });
});
