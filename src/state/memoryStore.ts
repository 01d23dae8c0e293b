// An in-memory KeyValueStore: for tests (no IndexedDB in happy-dom) and as a
// stand-in where IndexedDB is missing. Values are structured-cloned on the way
// in and out, as IndexedDB does, so a test catches a proxy or a function
// slipping into saved state.
import type { KeyValueStore } from './persist';

export interface MemoryStore extends KeyValueStore {
  readonly data: Map<string, unknown>;
  /** Every value written, in order (already cloned). */
  readonly writes: unknown[];
}

export function createMemoryStore(initial: Record<string, unknown> = {}): MemoryStore {
  const data = new Map<string, unknown>(Object.entries(initial));
  const writes: unknown[] = [];
  const read = (key: string): unknown => (data.has(key) ? structuredClone(data.get(key)) : undefined);
  const set = (key: string, value: unknown): Promise<void> => {
    const copy = structuredClone(value);
    data.set(key, copy);
    writes.push(copy);
    return Promise.resolve();
  };
  return {
    data,
    writes,
    get: (key) => Promise.resolve(read(key)),
    del: (key) => {
      data.delete(key);
      return Promise.resolve();
    },
    // One synchronous step, as IndexedDB's readwrite transaction is one; the old value kept is no write.
    update: (key, next) => {
      const old = read(key);
      const value = next(old);
      return value === old ? Promise.resolve() : set(key, value);
    },
  };
}
