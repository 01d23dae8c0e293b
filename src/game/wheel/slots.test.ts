import { describe, expect, it } from 'vitest';
import type { PrizeOdds } from '../../../contract/schemas/games';
import { slotPosition, wheelSlots } from './slots';

describe('wheel slots', () => {
  const row = (index: number, creditRm: number): PrizeOdds => ({
    index,
    creditRm,
    multiplier: creditRm / 30,
    probability: 0.25,
    label: { en: `RM ${creditRm}`, zh: `RM ${creditRm} 积分`, ms: `RM ${creditRm} kredit` },
  });
  const table = [row(2, 0), row(0, 5), row(1, 50)];
  it('orders by index and labels in the language', () => {
    expect(wheelSlots(table, 'zh')).toEqual([
      { label: 'RM 5 积分', win: true },
      { label: 'RM 50 积分', win: true },
      { label: 'RM 0 积分', win: false },
    ]);
    expect(slotPosition(table, 2)).toBe(2);
    expect(slotPosition(table, 9)).toBe(-1);
  });
});
