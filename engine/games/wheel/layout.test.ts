import { describe, expect, it } from 'vitest';
import { wheelLayout } from './layout';

describe('wheel layout', () => {
  it.each([
    [824, 1678, 2],
    [360, 640, 1],
    [1024, 768, 1],
    [2160, 1080, 2],
  ])('fits %ix%i', (w, h, pr) => {
    const l = wheelLayout(w, h, pr);
    // The rim and the pointer stay on the canvas, the HUD below the wheel.
    expect(l.cx - l.rimRadius).toBeGreaterThanOrEqual(0);
    expect(l.cx + l.rimRadius).toBeLessThanOrEqual(w);
    expect(l.pointer.y).toBeGreaterThan(0);
    expect(l.hud.y).toBeGreaterThan(l.cy + l.rimRadius);
    expect(l.banner.width).toBeLessThanOrEqual(w);
  });
});
