// The page's end of the sync worker: the one supervisor (started on the first
// call, so a page that never calls never spawns it and the first paint never
// waits for it) and the PageLink the worker calls back through a Comlink
// proxy. The modules that own what the worker calls back for (the socket's
// listeners, the refresh merge, the activity beacon, the saved state) register
// their handler here, so this file imports none of them.
import { proxy, type Remote } from 'comlink';
import Cookies from 'js-cookie';
import { COOKIES } from '../../contract/routes';
import { authHeaders } from '../api/headers';
import { spawnSync } from './spawn';
import { supervise, type Supervisor, type WorkerHandle } from './supervisor';
import type { PageLink, SyncApi } from './types';

type Handled = Exclude<keyof PageLink, 'headers' | 'token'>;

const handlers: Partial<Pick<PageLink, Handled>> = {};
const starters = new Set<(remote: Remote<SyncApi>) => Promise<unknown> | void>();

/** The owner of `name` answers the worker's callbacks of that name; a later call replaces it. */
export function handle<K extends Handled>(name: K, fn: PageLink[K]): void {
  handlers[name] = fn;
}

/**
 * Runs on every worker started after this call, before any call reaches it:
 * what a new worker must be told again after a crash (a wanted socket, the
 * current visit). Returns the unsubscribe.
 */
export function onWorkerStart(fn: (remote: Remote<SyncApi>) => Promise<unknown> | void): () => void {
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

let supervisor: Supervisor<SyncApi> | null = null;
let spawner = (): WorkerHandle => spawnSync();

/** Tests: where workers come from (a MessageChannel), and a fresh supervisor. */
export function setSpawner(next: () => WorkerHandle): void {
  spawner = next;
  supervisor = null;
}

/** The page's supervisor of the sync worker. */
export function sync(): Supervisor<SyncApi> {
  supervisor ??= supervise<SyncApi>(spawner, async (remote) => {
    await remote.attach(proxy(pageLink));
    await Promise.all([...starters].map((start) => start(remote)));
  });
  return supervisor;
}
