import { describe, expect, it } from 'vitest';
import { pickWeighted } from '../../../contract/fairness';
import { recordOutcome, roundTableOf } from './roundTable';

const label = (s: string) => ({ en: s, zh: s, ms: s });
const TABLE = [
  { index: 0, label: label('RM 5'), creditRm: 5, weight: 600 },
  { index: 2, label: label('RM 50'), creditRm: 50, weight: 100 },
];

describe('round table', () => {
  it('records the weights, slot order and credits a round was drawn on, and reads them back for the verifier', () => {
    const outcome = recordOutcome(0.95, TABLE);
    expect(outcome).toEqual({ float: 0.95, weights: [600, 100], slots: [0, 2], credits: [5, 50] });
    const table = roundTableOf(JSON.parse(JSON.stringify(outcome)));
    expect(table).toEqual({ slots: [0, 2], weights: [600, 100], credits: [5, 50] });
    expect(table?.slots[pickWeighted(0.95, table.weights)]).toBe(2);
  });

  it('keeps rounds recorded before credits valid: weights and slots only', () => {
    expect(roundTableOf({ float: 0.1, weights: [1, 2], slots: [3, 4] })).toEqual({ slots: [3, 4], weights: [1, 2] });
    expect(roundTableOf({ float: 0.1, weights: [1, 2], slots: [3, 4], credits: [1] })).toEqual({ slots: [3, 4], weights: [1, 2] });
  });

  it('gives nothing for a record that is not a usable table', () => {
    for (const bad of [
      null,
      'x',
      {},
      { weights: [1], slots: [] },
      { weights: [], slots: [] },
      { weights: [-1], slots: [0] },
      { weights: [1], slots: [0.5] },
      { weights: ['1'], slots: [0] },
    ]) {
      expect(roundTableOf(bad)).toBeUndefined();
    }
  });
});
