// Start-up order of the state layer, in one place so it cannot be wired wrong:
// cookies are migrated before anything reads them, saved state is loaded
// before writing starts (or defaults would overwrite it), and the two are
// reconciled before the first screen decides guest or player.
import { reconcileAuth, type AuthReconcile } from './actions';
import { flushNow, hydrate, startPersistence, type HydrateStatus, type KeyValueStore, type SavedState, type StateWriter } from './persist';
import { migrateCookies, type CookieMigrationResult } from './versionCookie';

export interface InitStateOptions {
  /** The build's version, e.g. from package.json; compared with COOKIE_MIGRATIONS. */
  appVersion: string;
  /** Defaults to IndexedDB through idb-keyval. */
  store?: KeyValueStore;
  /** what writes the state: the channel worker's in the app (src/worker/persisted.ts) */
  writer: StateWriter<SavedState>;
}

export interface InitStateResult {
  cookies: CookieMigrationResult;
  hydrate: HydrateStatus;
  auth: AuthReconcile;
}

export async function initState({ appVersion, store, writer }: InitStateOptions): Promise<InitStateResult> {
  const cookies = migrateCookies(appVersion);
  const hydrated = await hydrate({ store });
  const auth = reconcileAuth();
  startPersistence({ writer, ...(store ? { store } : {}) });
  // A reconciled state is saved at once, like any other login or logout; the
  // first paint does not wait for it (the writer is the worker, maybe still starting).
  if (auth !== 'consistent') void flushNow();
  return { cookies, hydrate: hydrated, auth };
}
