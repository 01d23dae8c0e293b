import { describe, expect, it } from 'vitest';
import { betChips, clampBet, stepBet } from './bet';

describe('Lucky egg bet stepper', () => {
  it('offers up to five round chips inside the bounds, both ends included', () => {
    expect(betChips({ min: 1, max: 1000 })).toEqual([1, 10, 50, 200, 1000]);
    expect(betChips({ min: 1, max: 20 })).toEqual([1, 5, 10, 20]);
    expect(betChips({ min: 3, max: 3 })).toEqual([3]);
    for (const chip of betChips({ min: 7, max: 4321 })) {
      expect(chip).toBeGreaterThanOrEqual(7);
      expect(chip).toBeLessThanOrEqual(4321);
    }
  });

  it('steps by round amounts and never leaves the bounds', () => {
    const bounds = { min: 1, max: 1000 };
    expect(stepBet(1, 1, bounds)).toBe(2);
    expect(stepBet(9, 1, bounds)).toBe(10);
    expect(stepBet(10, 1, bounds)).toBe(20);
    expect(stepBet(15, 1, bounds)).toBe(20);
    expect(stepBet(15, -1, bounds)).toBe(10);
    expect(stepBet(10, -1, bounds)).toBe(9);
    expect(stepBet(100, -1, bounds)).toBe(90);
    expect(stepBet(1000, 1, bounds)).toBe(1000);
    expect(stepBet(1, -1, bounds)).toBe(1);
  });

  it('clamps a remembered or typed amount to whole coins in bounds', () => {
    expect(clampBet(0, { min: 1, max: 50 })).toBe(1);
    expect(clampBet(12.6, { min: 1, max: 50 })).toBe(13);
    expect(clampBet(99, { min: 1, max: 50 })).toBe(50);
    expect(clampBet(Number.NaN, { min: 5, max: 50 })).toBe(5);
  });
});
