import { describe, expect, it } from 'vitest';
import { clamp, round2 } from './numbers';

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [0.285, 0.29],
    [10.1 - 0.2, 9.9],
    [2, 2],
    [-1.005, -1.01],
    [1234.5678, 1234.57],
  ])('%s → %s', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it('turns non-finite values and -0 into 0', () => {
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('clamp', () => {
  it('keeps a value within bounds', () => {
    expect(clamp(-1, 0, 1)).toBe(0);
    expect(clamp(0.4, 0, 1)).toBe(0.4);
    expect(clamp(3, 0, 1)).toBe(1);
  });
});
