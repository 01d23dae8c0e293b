// Saved app state (SPEC section 3: "persisted locally, versioned, written after
// a 500 ms delay, immediately on login or logout").
//
// - One IndexedDB key holds { v, savedAt, data } where data has one snapshot per store.
// - Versioning: STATE_VERSION is bumped whenever a store's shape changes in a
//   way mergeSaved cannot absorb (renamed or re-typed fields; added fields just
//   get their defaults). Saved data of an older version goes through MIGRATIONS
//   one step at a time (v → v+1). If a step is missing, throws, or the saved
//   version is newer than this build (a rollback), the data is discarded and
//   the stores start from defaults: losing settings beats loading wrong ones.
// - Writes are debounced by TIMING.stateWriteDelayMs after the first unsaved
//   change, by a StateWriter (stateWriter.ts) that the app runs in the channel
//   worker. flushNow() (login, logout, a guest sent to /register, the page
//   hidden or going away) writes from the page itself: the page may go next,
//   and the worker with it, before a write handed to it lands (a guest who
//   reloads at once lost the path they were sent from).
// - Only snapshots (plain data) are written, never proxies; no token is ever in
//   a store, so nothing secret reaches IndexedDB.
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';
import { countersState, restoreCounters } from './counters';
import { gameState, restoreGame } from './game';
import { languageState, restoreLanguage } from './language';
import { isPlainObject } from './merge';
import { playerState, restorePlayer } from './player';
import { restoreSession, sessionState } from './session';
import { restoreSite, siteState } from './site';
import {
  idbStore,
  STATE_KEY,
  STATE_VERSION,
  writeEnvelope,
  type Collected,
  type KeyValueStore,
  type SavedEnvelope as Envelope,
  type StateWriter,
} from './stateWriter';

export { idbStore, STATE_KEY, STATE_VERSION, type KeyValueStore, type StateWriter } from './stateWriter';

/** Turns data saved at version v into data of version v + 1. */
export type Migration = (data: unknown) => unknown;
/** Keyed by the version migrated from. Empty while only version 1 exists. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {};

// Every persisted store with its loader; one place, so a new store cannot be
// saved but forgotten on load (or the reverse).
const STORES = {
  player: { state: playerState, restore: restorePlayer },
  language: { state: languageState, restore: restoreLanguage },
  game: { state: gameState, restore: restoreGame },
  site: { state: siteState, restore: restoreSite },
  counters: { state: countersState, restore: restoreCounters },
  session: { state: sessionState, restore: restoreSession },
} as const;
type StoreName = keyof typeof STORES;
const STORE_NAMES = Object.keys(STORES) as StoreName[];

export type SavedState = { [K in StoreName]: Snapshot<(typeof STORES)[K]['state']> };

export type SavedEnvelope = Envelope<SavedState>;

/** Plain copies of every store, as written to storage. */
export function collectState(): SavedState {
  return {
    player: snapshot(playerState),
    language: snapshot(languageState),
    game: snapshot(gameState),
    site: snapshot(siteState),
    counters: snapshot(countersState),
    session: snapshot(sessionState),
  };
}

/** This page's name in its write stamps (no secret: it only tells this page's writes from another's). */
const PAGE = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
let collections = 0;

/** The stores collected now, stamped after every earlier collection of this page. */
function collectStamped(): Collected<SavedState> {
  collections += 1;
  return { data: collectState(), stamp: { page: PAGE, seq: collections } };
}

/** Puts every store back to its defaults (what a first start sees). */
export function resetAllStores(): void {
  for (const name of STORE_NAMES) STORES[name].restore(undefined);
}

function upgrade(saved: unknown, migrations: Readonly<Record<number, Migration>>): { data: unknown; migrated: boolean } | null {
  if (!isPlainObject(saved) || typeof saved.v !== 'number' || !Number.isInteger(saved.v)) return null;
  let version = saved.v;
  let data = saved.data;
  if (version > STATE_VERSION) return null;
  while (version < STATE_VERSION) {
    const step = migrations[version];
    if (!step) return null;
    try {
      data = step(data);
    } catch {
      return null;
    }
    version += 1;
  }
  return { data, migrated: saved.v !== STATE_VERSION };
}

export type HydrateStatus = 'empty' | 'restored' | 'migrated' | 'discarded' | 'unreadable';

export interface HydrateOptions {
  store?: KeyValueStore;
  migrations?: Readonly<Record<number, Migration>>;
}

/**
 * Loads saved state into the stores. Never rejects: a storage that cannot be
 * read (private mode, blocked IndexedDB) leaves the defaults in place.
 * Call before startPersistence, or the defaults could be written over the saved data.
 */
export async function hydrate({ store = idbStore, migrations = MIGRATIONS }: HydrateOptions = {}): Promise<HydrateStatus> {
  let saved: unknown;
  try {
    saved = await store.get(STATE_KEY);
  } catch {
    resetAllStores();
    return 'unreadable';
  }
  if (saved === undefined) {
    resetAllStores();
    return 'empty';
  }
  const upgraded = upgrade(saved, migrations);
  if (!upgraded || !isPlainObject(upgraded.data)) {
    resetAllStores();
    await store.del(STATE_KEY).catch(() => undefined); // best effort; the next write replaces it anyway
    return 'discarded';
  }
  const data = upgraded.data;
  for (const name of STORE_NAMES) STORES[name].restore(data[name]);
  return upgraded.migrated ? 'migrated' : 'restored';
}

export interface PersistenceOptions {
  /** what writes: the channel worker's in the app (src/worker/persisted.ts), one over a test store in tests */
  writer: StateWriter<SavedState>;
  /** where the page itself writes when it goes away (pagehide) */
  store?: KeyValueStore;
  /** Write failures of the page's own write land here; the app keeps running on memory. */
  onError?: (error: unknown) => void;
  /** Write pending changes when the page is hidden or closed (default true). */
  flushOnHide?: boolean;
}

interface Active {
  writer: StateWriter<SavedState>;
  store: KeyValueStore;
  onError: (error: unknown) => void;
  /** a change not yet collected for a write */
  unsaved: boolean;
  stop: () => void;
}

let active: Active | undefined;

/**
 * Starts writing every change, debounced by the writer. Replaces a previous
 * start (tests, hot reload). The stores are read when a write is due, not at
 * every change.
 */
export function startPersistence({
  writer,
  store = idbStore,
  onError = (error) => console.warn('[state] saving failed', error),
  flushOnHide = true,
}: PersistenceOptions): void {
  stopPersistence();
  const current: Active = { writer, store, onError, unsaved: false, stop: () => undefined };
  const collect = (): Collected<SavedState> => {
    current.unsaved = false;
    return collectStamped();
  };
  // notifyInSync: the change is marked in the same tick, so a flushNow() right after it cancels the debounced write.
  const schedule = (): void => {
    current.unsaved = true;
    writer.dirty(collect);
  };
  const unsubscribers = STORE_NAMES.map((name) => subscribe(STORES[name].state, schedule, true));
  const onPageHide = (): void => {
    if (current.unsaved) void flushNow();
  };
  const onHide = (): void => {
    if (document.visibilityState === 'hidden') onPageHide();
  };
  const listen = flushOnHide && typeof window !== 'undefined';
  if (listen) {
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
  }
  current.stop = () => {
    writer.cancel();
    for (const unsubscribe of unsubscribers) unsubscribe();
    if (listen) {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    }
  };
  active = current;
}

/** Stops writing; a pending debounced write is dropped (call flushNow first to keep it). */
export function stopPersistence(): void {
  active?.stop();
  active = undefined;
}

/**
 * Writes now, from the page, and cancels the pending debounced write. Never
 * rejects (errors go to onError): a failed local save must not fail a login or
 * logout. Does nothing before startPersistence, e.g. in tests of screens.
 */
export function flushNow(): Promise<void> {
  if (!active) return Promise.resolve();
  const { writer, store, onError } = active;
  active.unsaved = false;
  writer.cancel();
  return writeEnvelope(store, collectStamped()).catch(onError);
}
