import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './batchPerTurn';

/** A table of squares whose queries are recorded, as a database's would be. */
function squares() {
  const batches: number[][] = [];
  return {
    batches,
    run: async (items: readonly number[]) => {
      batches.push([...items]);
      await Promise.resolve();
      if (items.includes(-1)) throw new Error('refused');
      return items.map((n) => n * n);
    },
  };
}

describe('batchPerTurn', () => {
  it('sends the items of one turn as one batch and answers each caller with its own result', async () => {
    const s = squares();
    const square = batchPerTurn(s.run);
    expect(await Promise.all([square(2), square(3), square(2)])).toEqual([4, 9, 4]);
    expect(s.batches).toEqual([[2, 3, 2]]);
  });

  it('starts the batch after the turn and a later turn gets a batch of its own', async () => {
    const s = squares();
    const square = batchPerTurn(s.run);
    const first = square(1);
    expect(s.batches).toEqual([]);
    await first;
    expect(await square(4)).toBe(16);
    expect(s.batches).toEqual([[1], [4]]);
  });

  it('splits a crowd into batches of at most max', async () => {
    const s = squares();
    const square = batchPerTurn(s.run, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(square))).toEqual([1, 4, 9, 16, 25]);
    expect(s.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every caller of a failed batch, and only them', async () => {
    const s = squares();
    const square = batchPerTurn(s.run, 2);
    const settled = await Promise.allSettled([square(-1), square(2), square(3)]);
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(await square(5)).toBe(25);
  });

  it('fails the batch when run answers a different number of items', async () => {
    const short = batchPerTurn(async (items: readonly number[]) => items.slice(1));
    await expect(Promise.all([short(1), short(2)])).rejects.toThrow(/answered 1 times/);
  });
});
