// Where the saved state lives, apart from persist.ts so the sync worker (which
// writes it) takes the key and the storage without the stores themselves.
import { del, get, set } from 'idb-keyval';

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** The default store: idb-keyval's shared database (the page and the sync worker open the same one). */
export const idbStore: KeyValueStore = {
  get: (key) => get<unknown>(key),
  set: (key, value) => set(key, value),
  del: (key) => del(key),
};

export const STATE_KEY = 'vip-club:state';
