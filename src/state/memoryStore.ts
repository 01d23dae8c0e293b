// An in-memory KeyValueStore: for tests (no IndexedDB in happy-dom) and as a
// stand-in where IndexedDB is missing. Values are structured-cloned on the way
// in and out, as IndexedDB does, so a test catches a proxy or a function
// slipping into saved state.
import type { KeyValueStore } from './persist';

export interface MemoryStore extends KeyValueStore {
  readonly data: Map<string, unknown>;
  /** Every value passed to set, in order (already cloned). */
  readonly writes: unknown[];
}

export function createMemoryStore(initial: Record<string, unknown> = {}): MemoryStore {
  const data = new Map<string, unknown>(Object.entries(initial));
  const writes: unknown[] = [];
  return {
    data,
    writes,
    get: (key) => Promise.resolve(data.has(key) ? structuredClone(data.get(key)) : undefined),
    set: (key, value) => {
      const copy = structuredClone(value);
      data.set(key, copy);
      writes.push(copy);
      return Promise.resolve();
    },
    del: (key) => {
      data.delete(key);
      return Promise.resolve();
    },
  };
}
