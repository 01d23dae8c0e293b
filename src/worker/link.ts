// The page's end of the sync worker: the one supervisor (loaded with Comlink
// and started on the first call, so a page that never calls never spawns it,
// the entry carries neither, and the first paint never waits for them) and
// the PageLink the worker calls back through a Comlink proxy. The modules that own what the worker calls back for (the socket's
// listeners, the refresh merge, the activity beacon, the saved state) register
// their handler here, so this file imports none of them.
import Cookies from 'js-cookie';
import { COOKIES } from '../../contract/routes';
import { authHeaders } from '../api/headers';
import type { Supervisor, WorkerHandle } from './supervisor';
import type { PageLink, Starter, SyncApi } from './types';

type Handled = Exclude<keyof PageLink, 'headers' | 'token'>;

const handlers: Partial<Pick<PageLink, Handled>> = {};
const starters = new Set<Starter>();

/** The owner of `name` answers the worker's callbacks of that name; a later call replaces it. */
export function handle<K extends Handled>(name: K, fn: PageLink[K]): void {
  handlers[name] = fn;
}

/**
 * Runs on every worker started after this call, before any call reaches it:
 * what a new worker must be told again after a crash (a wanted socket, the
 * current visit). Returns the unsubscribe.
 */
export function onWorkerStart(fn: Starter): () => void {
  starters.add(fn);
  return () => starters.delete(fn);
}

function missing(name: string): never {
  throw new Error(`no page handler for ${name}`);
}

/** What the worker may call on the page. */
export const pageLink: PageLink = {
  headers: () => authHeaders({}),
  token: () => Cookies.get(COOKIES.token) ?? '',
  serverEvent: (event) => handlers.serverEvent?.(event),
  socketNotice: (notice) => handlers.socketNotice?.(notice),
  refreshed: (res) => handlers.refreshed?.(res),
  beaconBody: (sealed) => handlers.beaconBody?.(sealed),
  activitySession: (id) => handlers.activitySession?.(id),
  collect: () => (handlers.collect ?? missing('collect'))(),
};

let supervisor: Promise<Supervisor<SyncApi>> | null = null;
let spawner: (() => WorkerHandle) | null = null;

/** Tests: where workers come from (a MessageChannel), and a fresh supervisor. */
export function setSpawner(next: () => WorkerHandle): void {
  spawner = next;
  supervisor = null;
}

/** The page's supervisor of the sync worker (supervisor.ts `call`). */
export function sync(): Pick<Supervisor<SyncApi>, 'call'> {
  // a chunk that failed to load (offline) is asked for again by the next call
  supervisor ??= import('./supervised').then((m) => m.startSupervisor(spawner, pageLink, starters)).catch((error: unknown) => {
    supervisor = null;
    throw error;
  });
  const loaded = supervisor;
  return { call: (fn, opts) => loaded.then((s) => s.call(fn, opts)) };
}
