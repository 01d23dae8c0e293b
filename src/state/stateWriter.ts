// The saved state's storage and its debounced, versioned write (SPEC section
// 3: "persisted locally, versioned, written after a 500 ms delay"). Apart from
// persist.ts, which knows the stores: this module carries no store and no
// valtio, so the channel worker runs it (src/worker/persisted.ts) and the
// page's stores are only read when a write is due.
import { del, get, set } from 'idb-keyval';
import { TIMING } from '../../contract/appConstants';

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** The default store: idb-keyval's shared database (the same one from the page and from the worker). */
export const idbStore: KeyValueStore = {
  get: (key) => get<unknown>(key),
  set: (key, value) => set(key, value),
  del: (key) => del(key),
};

export const STATE_KEY = 'vip-club:state';
export const STATE_VERSION = 1;

export interface SavedEnvelope<D = unknown> {
  v: number;
  savedAt: number;
  data: D;
}

/** Writes the stores' data, debounced from the first unsaved change (an at-once write is the page's: persist.ts flushNow). */
export interface StateWriter<D = unknown> {
  /** something changed: written `delayMs` after the first unsaved change, with what `collect` gives then */
  dirty(collect: () => D | Promise<D>): void;
  /** the pending write is dropped */
  cancel(): void;
}

export interface StateWriterOptions {
  store?: KeyValueStore;
  delayMs?: number;
  /** write failures (quota, blocked storage) land here; the app keeps running on memory */
  onError?: (error: unknown) => void;
}

export function writeEnvelope<D>(store: KeyValueStore, data: D): Promise<void> {
  const envelope: SavedEnvelope<D> = { v: STATE_VERSION, savedAt: Date.now(), data };
  return store.set(STATE_KEY, envelope);
}

export function createStateWriter<D>({
  store = idbStore,
  delayMs = TIMING.stateWriteDelayMs,
  onError = (error) => console.warn('[state] saving failed', error),
}: StateWriterOptions = {}): StateWriter<D> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let collect: (() => D | Promise<D>) | null = null;

  const write = (data: D) => writeEnvelope(store, data).catch(onError);
  function cancel(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    dirty(from) {
      collect = from;
      // At most delayMs after the first unsaved change, however often stores
      // keep changing: re-arming on every change let a store that ticks faster
      // than the delay (a countdown, a heartbeat) hold every write back until
      // the page hid, and a reload's last write can be cut off (the quiz
      // intro's "seen" was lost).
      timer ??= setTimeout(() => {
        timer = undefined;
        const source = collect;
        if (source) void Promise.resolve(source()).then(write, onError);
      }, delayMs);
    },
    cancel,
  };
}
