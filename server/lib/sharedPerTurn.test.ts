import { describe, expect, it } from 'vitest';
import { sharedPerTurn } from './sharedPerTurn';

/** A store whose reads are counted, as a table read by a query would be. */
function store(initial: Record<string, number>) {
  const values = { ...initial };
  let reads = 0;
  return {
    values,
    reads: () => reads,
    read: async (key: string) => {
      reads++;
      await Promise.resolve();
      const value = values[key];
      if (value === undefined) throw new Error(`no ${key}`);
      return value;
    },
  };
}

describe('sharedPerTurn', () => {
  it('gives every call of a turn for one key a single read, and each key its own', async () => {
    const s = store({ a: 1, b: 2 });
    const read = sharedPerTurn(s.read);
    const answers = await Promise.all([read('a'), read('a'), read('b'), read('a')]);
    expect(answers).toEqual([1, 1, 2, 1]);
    expect(s.reads()).toBe(2);
  });

  it('reads after the turn, so a change made later in the turn is seen by every caller', async () => {
    const s = store({ a: 1 });
    const read = sharedPerTurn(s.read);
    const first = read('a');
    s.values.a = 5;
    const second = read('a');
    expect(await Promise.all([first, second])).toEqual([5, 5]);
  });

  it('keeps nothing past the turn: a later call reads again and sees the newer state', async () => {
    const s = store({ a: 1 });
    const read = sharedPerTurn(s.read);
    expect(await read('a')).toBe(1);
    s.values.a = 2;
    expect(await read('a')).toBe(2);
    expect(s.reads()).toBe(2);
  });

  it('fails every caller of a failed read, and the next turn tries again', async () => {
    const s = store({});
    const read = sharedPerTurn(s.read);
    const settled = await Promise.allSettled([read('x'), read('x')]);
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    s.values.x = 7;
    expect(await read('x')).toBe(7);
    expect(s.reads()).toBe(2);
  });
});
