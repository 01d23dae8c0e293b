import { describe, expect, it } from 'vitest';
import type { PrizeOdds } from '../../../contract/schemas/games';
import { effectiveState, odds, percent, slotPosition, wheelSlots } from './cardState';

describe('effectiveState', () => {
  it.each([
    ['spin-wheel', 'live', 0, 'live'],
    ['spin-wheel', 'live', 1, 'maintenance'],
    ['spin-wheel', 'maintenance', 0, 'maintenance'],
    ['spin-wheel', 'comingSoon', 1, 'comingSoon'],
    ['spinwheelv2', 'ended', 0, 'ended'],
    ['fto', 'live', 0, 'preparation'],
    ['squidgame', 'preparation', 0, 'preparation'],
    ['squidgame', 'preparation', 1, 'maintenance'],
  ] as const)('%s %s with mtn %i shows %s', (slug, state, mtn, want) => {
    expect(effectiveState({ slug, state }, mtn)).toBe(want);
  });
});

describe('figures', () => {
  it('keeps small chances visible', () => {
    expect(percent(0.25)).toBe('25.00%');
    expect(percent(0.005)).toBe('0.500%');
    expect(percent(0.00001)).toBe('0.0010%');
    expect(percent(0)).toBe('0.000%');
  });
  it('prints odds without noise', () => {
    expect(odds(50)).toBe('50x');
    expect(odds(0.33)).toBe('0.33x');
  });
});

describe('wheel slots', () => {
  const row = (index: number, creditRm: number): PrizeOdds => ({
    index, creditRm, multiplier: creditRm / 30, probability: 0.25,
    label: { en: `RM ${creditRm}`, zh: `RM ${creditRm} 积分`, ms: `RM ${creditRm} kredit` },
  });
  const table = [row(2, 0), row(0, 5), row(1, 50)];
  it('orders by index and labels in the language', () => {
    expect(wheelSlots(table, 'zh')).toEqual([
      { label: 'RM 5 积分', win: true }, { label: 'RM 50 积分', win: true }, { label: 'RM 0 积分', win: false },
    ]);
    expect(slotPosition(table, 2)).toBe(2);
    expect(slotPosition(table, 9)).toBe(-1);
  });
});
