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
// - Writes are debounced by TIMING.stateWriteDelayMs after the last change;
//   flushNow() writes at once (login, logout, page hide).
// - Only snapshots (plain data) are written, never proxies; no token is ever in
//   a store, so nothing secret reaches IndexedDB.
import { del, get, set } from 'idb-keyval';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';
import { TIMING } from '../../contract/appConstants';
import { countersState, restoreCounters } from './counters';
import { gameState, restoreGame } from './game';
import { languageState, restoreLanguage } from './language';
import { isPlainObject } from './merge';
import { playerState, restorePlayer } from './player';
import { restoreSession, sessionState } from './session';
import { restoreSite, siteState } from './site';

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** The default store: idb-keyval's shared database. */
export const idbStore: KeyValueStore = {
  get: (key) => get<unknown>(key),
  set: (key, value) => set(key, value),
  del: (key) => del(key),
};

export const STATE_KEY = 'vip-club:state';
export const STATE_VERSION = 1;

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

export interface SavedEnvelope {
  v: number;
  savedAt: number;
  data: SavedState;
}

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
  store?: KeyValueStore;
  delayMs?: number;
  /** Write failures (quota, blocked storage) land here; the app keeps running on memory. */
  onError?: (error: unknown) => void;
  /** Write pending changes when the page is hidden or closed (default true). */
  flushOnHide?: boolean;
}

interface Active {
  store: KeyValueStore;
  onError: (error: unknown) => void;
  stop: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

let active: Active | undefined;

async function write(target: Active): Promise<void> {
  const envelope: SavedEnvelope = { v: STATE_VERSION, savedAt: Date.now(), data: collectState() };
  try {
    await target.store.set(STATE_KEY, envelope);
  } catch (error) {
    target.onError(error);
  }
}

function cancelTimer(target: Active): void {
  if (target.timer !== undefined) clearTimeout(target.timer);
  target.timer = undefined;
}

/** Starts writing every change, debounced. Replaces a previous start (tests, hot reload). */
export function startPersistence({
  store = idbStore,
  delayMs = TIMING.stateWriteDelayMs,
  onError = (error) => console.warn('[state] saving failed', error),
  flushOnHide = true,
}: PersistenceOptions = {}): void {
  stopPersistence();
  const current: Active = { store, onError, stop: () => undefined, timer: undefined };
  // At most delayMs after the first unsaved change, however often stores keep
  // changing: re-arming on every change let a store that ticks faster than
  // the delay (a countdown, a heartbeat) hold every write back until the page
  // hid, and a reload's last write can be cut off (the quiz intro's "seen" was lost).
  const schedule = (): void => {
    if (current.timer !== undefined) return;
    current.timer = setTimeout(() => {
      current.timer = undefined;
      void write(current);
    }, delayMs);
  };
  // notifyInSync: the timer is (re)armed in the same tick as the change, so a
  // flushNow() right after a change cancels it instead of racing a second write.
  const unsubscribers = STORE_NAMES.map((name) => subscribe(STORES[name].state, schedule, true));
  const onHide = (): void => {
    if (document.visibilityState === 'hidden' && current.timer !== undefined) void flushNow();
  };
  const onPageHide = (): void => {
    if (current.timer !== undefined) void flushNow();
  };
  const listen = flushOnHide && typeof window !== 'undefined';
  if (listen) {
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
  }
  current.stop = () => {
    cancelTimer(current);
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
 * Writes now and cancels the pending debounced write. Never rejects (errors go
 * to onError): a failed local save must not fail a login or logout.
 * Does nothing before startPersistence, e.g. in tests of screens.
 */
export function flushNow(): Promise<void> {
  if (!active) return Promise.resolve();
  cancelTimer(active);
  return write(active);
}
