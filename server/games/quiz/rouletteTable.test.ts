import { describe, expect, it } from 'vitest';
import { expectedCoins, rouletteSlot } from '../../../contract/games/rouletteRules';
import { isDrawable, leftOf, publishTable, tableOf, type PrizeRow } from './rouletteTable';

const L = (en: string) => ({ en, zh: en, ms: en });
const PRIZES: PrizeRow[] = [
  { id: 11, label: L('Tickets'), kind: 'physical', coins: 0, weight: 20, weeklyStock: 15 },
  { id: 12, label: L('5 coins'), kind: 'coins', coins: 5, weight: 50, weeklyStock: null },
  { id: 13, label: L('Try again'), kind: 'none', coins: 0, weight: 25, weeklyStock: null },
  { id: 14, label: L('100 coins'), kind: 'coins', coins: 100, weight: 5, weeklyStock: 2 },
];

describe('the roulette table a week plays', () => {
  it('publishes every prize in wheel order with weight / total as its chance while all are in stock', () => {
    const published = publishTable(PRIZES, new Map());
    expect(published.map((p) => [p.id, p.index, p.weight, p.left])).toEqual([
      [11, 0, 20, 15],
      [12, 1, 50, null],
      [13, 2, 25, null],
      [14, 3, 5, 2],
    ]);
    expect(published.map((p) => p.probability)).toEqual([0.2, 0.5, 0.25, 0.05]);
    expect(tableOf(published)).toEqual({ prizes: [11, 12, 13, 14], weights: [20, 50, 25, 5], coins: [0, 5, 0, 100] });
    expect(expectedCoins(tableOf(published))).toBeCloseTo(0.5 * 5 + 0.05 * 100, 12);
  });

  it('keeps a prize whose stock is used up on the wheel at weight 0, and the others share its chance', () => {
    const published = publishTable(
      PRIZES,
      new Map([
        [11, 15],
        [14, 1],
      ]),
    );
    expect(published.map((p) => [p.weight, p.left])).toEqual([
      [0, 0],
      [50, null],
      [25, null],
      [5, 1],
    ]);
    expect(published.map((p) => p.probability)).toEqual([0, 50 / 80, 25 / 80, 5 / 80]);
    // No float can land on it.
    const weights = tableOf(published).weights;
    for (let f = 0; f < 1; f += 1 / 4096) expect(rouletteSlot(f, weights)).not.toBe(0);
  });

  it('never counts below zero, and has nothing to draw once every slot is spent', () => {
    expect(leftOf(PRIZES[0] as PrizeRow, 17)).toBe(0);
    const limited = PRIZES.filter((p) => p.weeklyStock !== null);
    const spent = publishTable(limited, new Map(limited.map((p) => [p.id, p.weeklyStock ?? 0])));
    expect(spent.every((p) => p.probability === 0 && p.left === 0)).toBe(true);
    expect(isDrawable(tableOf(spent))).toBe(false);
    expect(isDrawable(tableOf(publishTable(PRIZES, new Map())))).toBe(true);
  });

  it('pays coins only on a coins slot, whatever coins a physical prize carries', () => {
    const [tickets] = publishTable([{ ...(PRIZES[0] as PrizeRow), coins: 30 }], new Map());
    expect(tickets?.coins).toBe(0);
  });
});
