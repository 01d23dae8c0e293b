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
// - Writes wait TIMING.stateWriteDelayMs after the first unsaved change; they
//   run in the sync worker (state/writer.ts), which asks the page for the
//   state when the write is due. flushNow() writes at once (login, logout);
//   on page hide the page writes its last state itself.
// - Only snapshots (plain data) are written, never proxies; no token is ever in
//   a store, so nothing secret reaches IndexedDB.
import { STATE_KEY, idbStore, type KeyValueStore } from './storage';
import { createStateWriter, type StateWriter } from './writer';
import { handle, sync } from '../worker/link';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';
import { TIMING } from '../../contract/constants';
import { countersState, restoreCounters } from './counters';
import { gameState, restoreGame } from './game';
import { languageState, restoreLanguage } from './language';
import { isPlainObject } from './merge';
import { playerState, restorePlayer } from './player';
import { restoreSession, sessionState } from './session';
import { restoreSite, siteState } from './site';

export { STATE_KEY, idbStore, type KeyValueStore } from './storage';
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
  /**
   * Where writes go. Default: the sync worker, which waits TIMING.stateWriteDelayMs
   * and writes to IndexedDB, asking the page for the state when the write is due.
   * Tests give a `store` instead, and the same delayed writer runs on the page.
   */
  writer?: Pick<StateWriter, 'soon' | 'now'>;
  store?: KeyValueStore;
  delayMs?: number;
  /** Write failures (quota, blocked storage) land here; the app keeps running on memory. */
  onError?: (error: unknown) => void;
  /** Write pending changes from the page itself when it is hidden or closed (default true). */
  flushOnHide?: boolean;
}

interface Active {
  writer: Pick<StateWriter, 'soon' | 'now'>;
  stop: () => void;
}

let active: Active | undefined;

/** The envelope a write stores: plain copies of every store, versioned. */
export function savedEnvelope(): SavedEnvelope {
  return { v: STATE_VERSION, savedAt: Date.now(), data: collectState() };
}

// Changes seen, and how many of them the last collected state held: a change
// after the last collect needs another write.
let changes = 0;
let collected = 0;
function collectForWrite(): SavedEnvelope {
  collected = changes;
  return savedEnvelope();
}

// The worker collects the state through the page's link when its write is due.
handle('collect', collectForWrite);

/** The sync worker's writer. A worker that ends with a write pending is asked again: the state is the page's, nothing is lost. */
const workerWriter: Pick<StateWriter, 'soon' | 'now'> = {
  soon: () => sync().call((remote) => remote.persistSoon(), { retry: true }),
  now: () => sync().call((remote) => remote.persistNow(), { retry: true }),
};

/** Starts writing every change, delayed. Replaces a previous start (tests, hot reload). */
export function startPersistence({
  writer,
  store,
  delayMs = TIMING.stateWriteDelayMs,
  onError = (error) => console.warn('[state] saving failed', error),
  flushOnHide = true,
}: PersistenceOptions = {}): void {
  stopPersistence();
  const local = writer || store === undefined ? null : createStateWriter({ store, delayMs, collect: collectForWrite, onError });
  const target = writer ?? local ?? workerWriter;
  // One signal out at a time: the worker collects the state when its write
  // is due, so every change made before then is in it. A change made after
  // that collect signals again once the write is answered.
  let signalled = false;
  let stopped = false;
  const signal = (): void => {
    if (signalled || stopped) return;
    signalled = true;
    void target.soon().catch(onError).then(() => {
      signalled = false;
      if (changes !== collected) signal();
    });
  };
  // notifyInSync: the signal goes in the same tick as the change.
  const unsubscribers = STORE_NAMES.map((name) => subscribe(STORES[name].state, () => {
    changes++;
    signal();
  }, true));
  // The page may be gone before a worker's write ends: the page writes its last state itself, like the activity beacon.
  const pageStore = store ?? idbStore;
  const onHide = (): void => {
    if (signalled) void pageStore.set(STATE_KEY, savedEnvelope()).catch(onError);
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') onHide();
  };
  const listen = flushOnHide && typeof window !== 'undefined';
  if (listen) {
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
  }
  active = {
    writer: target,
    stop: () => {
      stopped = true;
      local?.cancel();
      for (const unsubscribe of unsubscribers) unsubscribe();
      if (listen) {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', onHide);
      }
    },
  };
}

/** Stops writing; a pending delayed write of the page's own writer is dropped (call flushNow first to keep it). */
export function stopPersistence(): void {
  active?.stop();
  active = undefined;
}

/**
 * Writes now, before the delay. Never rejects (errors go to onError): a
 * failed local save must not fail a login or logout.
 * Does nothing before startPersistence, e.g. in tests of screens.
 */
export function flushNow(): Promise<void> {
  if (!active) return Promise.resolve();
  return active.writer.now().catch((error: unknown) => console.warn('[state] saving failed', error));
}
