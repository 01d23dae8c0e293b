import { describe, expect, it } from 'vitest';
import { betChips, clampBet } from './bets';

describe('Squid game bets', () => {
  it('offers round chips inside the bounds with the minimum and maximum', () => {
    expect(betChips({ min: 1, max: 1000 })).toEqual([1, 5, 10, 50, 100, 1000]);
    expect(betChips({ min: 20, max: 200 })).toEqual([20, 50, 100, 200]);
    expect(betChips({ min: 5, max: 5 })).toEqual([5]);
  });

  it('keeps a typed or stepped bet whole and inside the bounds', () => {
    const bounds = { min: 2, max: 100 };
    expect(clampBet(10, bounds, 1)).toBe(11);
    expect(clampBet(2, bounds, -1)).toBe(2);
    expect(clampBet(100, bounds, 1)).toBe(100);
    expect(clampBet(7.8, bounds)).toBe(7);
    expect(clampBet(Number.NaN, bounds)).toBe(2);
    expect(clampBet(5000, bounds)).toBe(100);
  });
});
