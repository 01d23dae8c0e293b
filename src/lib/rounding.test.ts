import { describe, expect, it } from 'vitest';
import { availableCoins, round2 } from './rounding';

describe('round2', () => {
  it('rounds halves away from zero despite binary floats', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(1234.005)).toBe(1234.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(1.004)).toBe(1);
    expect(round2(123456789.125)).toBe(123456789.13);
  });

  it('gives 0 for NaN, infinities and -0', () => {
    expect(round2(NaN)).toBe(0);
    expect(round2(Infinity)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('availableCoins', () => {
  it('is total minus pending, to 2 decimals', () => {
    expect(availableCoins(100, 30)).toBe(70);
    expect(availableCoins(10.3, 0.1)).toBe(10.2);
    expect(availableCoins(0.3, 0.1)).toBe(0.2);
  });

  it('never goes below 0', () => {
    expect(availableCoins(10, 50)).toBe(0);
    expect(Object.is(availableCoins(10, 10), 0)).toBe(true);
  });

  it('treats a non-finite amount as 0', () => {
    expect(availableCoins(NaN, 5)).toBe(0);
    expect(availableCoins(50, NaN)).toBe(50);
  });
});
