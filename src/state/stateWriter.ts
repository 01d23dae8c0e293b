// The saved state's storage and its debounced, versioned write (SPEC section
// 3: "persisted locally, versioned, written after a 500 ms delay"). Apart from
// persist.ts, which knows the stores: this module carries no store and no
// valtio, so the channel worker runs it (src/worker/persisted.ts) and the
// page's stores are only read when a write is due.
import { del, get, update } from 'idb-keyval';
import { TIMING } from '../../contract/appConstants';

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  del(key: string): Promise<void>;
  /** reads and writes `key` in one transaction, so no other write lands between the two */
  update(key: string, next: (old: unknown) => unknown): Promise<void>;
}

/** The default store: idb-keyval's shared database (the same one from the page and from the worker). */
export const idbStore: KeyValueStore = {
  get: (key) => get<unknown>(key),
  del: (key) => del(key),
  update: (key, next) => update(key, next),
};

export const STATE_KEY = 'vip-club:state';
export const STATE_VERSION = 1;

/**
 * Where one collection of the stores stands in its page's order. The worker's
 * debounced write, collected before the page's at-once write, can land after
 * it: a write never replaces a later collection of the same page. Another page
 * (a reload, a second tab) writes over it as before: the last write wins.
 */
export interface WriteStamp {
  page: string;
  seq: number;
}

/** The stores' data as collected for a write, with its stamp. */
export interface Collected<D> {
  data: D;
  stamp: WriteStamp;
}

/** Reads the stores when a write is due (on the page, or across the worker boundary). */
export type Collect<D> = () => Collected<D> | Promise<Collected<D>>;

export interface SavedEnvelope<D = unknown> {
  v: number;
  savedAt: number;
  data: D;
  stamp?: WriteStamp;
}

/** Writes the stores' data, debounced from the first unsaved change (an at-once write is the page's: persist.ts flushNow). */
export interface StateWriter<D = unknown> {
  /** something changed: written `delayMs` after the first unsaved change, with what `collect` gives then */
  dirty(collect: Collect<D>): void;
  /** the pending write is dropped */
  cancel(): void;
}

export interface StateWriterOptions {
  store?: KeyValueStore;
  delayMs?: number;
  /** write failures (quota, blocked storage) land here; the app keeps running on memory */
  onError?: (error: unknown) => void;
}

/** True when `saved` holds a later collection of the page that stamped `stamp`. */
function isLaterOfPage(saved: unknown, { page, seq }: WriteStamp): boolean {
  const held = typeof saved === 'object' && saved !== null ? (saved as Partial<SavedEnvelope>).stamp : undefined;
  return held?.page === page && typeof held.seq === 'number' && held.seq > seq;
}

export function writeEnvelope<D>(store: KeyValueStore, { data, stamp }: Collected<D>): Promise<void> {
  const envelope: SavedEnvelope<D> = { v: STATE_VERSION, savedAt: Date.now(), data, stamp };
  return store.update(STATE_KEY, (old) => (isLaterOfPage(old, stamp) ? old : envelope));
}

export function createStateWriter<D>({
  store = idbStore,
  delayMs = TIMING.stateWriteDelayMs,
  onError = (error) => console.warn('[state] saving failed', error),
}: StateWriterOptions = {}): StateWriter<D> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let collect: Collect<D> | null = null;

  const write = (collected: Collected<D>) => writeEnvelope(store, collected).catch(onError);
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
