import { describe, expect, it } from 'vitest';
import { motionAt, motionMs, motionTime, REDUCED_MOTION_MS } from './motion';

describe('reduced motion', () => {
  it('caps a motion at 200 ms only when reduced', () => {
    expect(motionMs(1100, false)).toBe(1100);
    expect(motionMs(1100, true)).toBe(REDUCED_MOTION_MS);
    expect(motionMs(150, true)).toBe(150);
  });

  it('runs the same timeline faster: the end is reached within the cap', () => {
    expect(motionTime(500, 1100, false)).toBe(500);
    expect(motionTime(100, 1100, true)).toBe(550);
    expect(motionTime(REDUCED_MOTION_MS, 1100, true)).toBe(1100);
    expect(motionTime(100, 150, true)).toBe(100);
  });

  it('finds when a moment of the full timeline comes, the inverse of motionTime', () => {
    expect(motionAt(700, 1240, false)).toBe(700);
    expect(motionTime(motionAt(700, 1240, true), 1240, true)).toBeCloseTo(700, 6);
    expect(motionAt(1240, 1240, true)).toBe(REDUCED_MOTION_MS);
  });
});
