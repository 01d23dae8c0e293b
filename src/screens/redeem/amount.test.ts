import { describe, expect, it } from 'vitest';
import { clampCoins, creditFor, maxCoins } from './amount';

const rate = { coins: 50, creditRm: 10 };

describe('redeem amount', () => {
  it('caps at whole rate units of the available balance', () => {
    expect(maxCoins(0, rate)).toBe(0);
    expect(maxCoins(49.99, rate)).toBe(0);
    expect(maxCoins(50, rate)).toBe(50);
    expect(maxCoins(149.5, rate)).toBe(100);
    expect(maxCoins(-5, rate)).toBe(0);
  });

  it('keeps the stepper on multiples between one unit and the cap', () => {
    expect(clampCoins(75, 500, rate)).toBe(50);
    expect(clampCoins(1000, 260, rate)).toBe(250);
    expect(clampCoins(0, 260, rate)).toBe(50);
    // Nothing fits: one unit shown (the button says why it is off).
    expect(clampCoins(100, 20, rate)).toBe(50);
  });

  it('turns coins into RM at the rate', () => {
    expect(creditFor(50, rate)).toBe(10);
    expect(creditFor(150, rate)).toBe(30);
    expect(creditFor(100, { coins: 100, creditRm: 12.5 })).toBe(12.5);
  });
});
