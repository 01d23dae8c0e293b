// The sync worker's API (types.ts SyncApi), kept apart from `expose` so tests
// drive it over a MessageChannel with fakes. It owns the HTTP channel and the
// cipher key (channel.ts), the refresh, the delayed writes of the saved
// state, and, for a logged-in player, the live socket and the activity
// tracker with its heartbeat (live.ts, loaded when first wanted). The page
// keeps the stores and the screens; what it needs from them comes through the
// PageLink it attached.
import type { io as ioFn } from 'socket.io-client';
import { TIMING } from '../../contract/constants';
import { API } from '../../contract/routes';
import { idbStore, type KeyValueStore } from '../state/storage';
import { createStateWriter } from '../state/writer';
import { createChannel } from './channel';
import type { Live } from './live';
import type { PageLink, SyncApi, WireRequest, WireResponse } from './types';

/** The page as the worker sees it: every call answers a promise (Comlink's Remote). */
export type PageRemote = { [K in keyof PageLink]: (...args: Parameters<PageLink[K]>) => Promise<Awaited<ReturnType<PageLink[K]>>> };

export interface SyncDeps {
  fetch?: typeof fetch;
  /** socket.io-client's io, loaded only when a player's socket is first wanted */
  loadIo?: () => Promise<typeof ioFn>;
  store?: KeyValueStore;
  stateWriteDelayMs?: number;
  reconnectionDelayMs?: number;
}

export function createSync({
  fetch: fetchImpl,
  loadIo = () => import('socket.io-client').then((m) => m.io),
  store = idbStore,
  stateWriteDelayMs = TIMING.stateWriteDelayMs,
  reconnectionDelayMs,
}: SyncDeps = {}): SyncApi {
  const channel = createChannel(fetchImpl);
  let page: PageRemote | null = null;
  const link = (): PageRemote => {
    if (!page) throw new Error('the page has not attached yet');
    return page;
  };
  const tell = (say: (p: PageRemote) => Promise<unknown>): void => {
    // a page that is gone (reload) has nothing to hear; the next page asks again
    if (page) void say(page).catch(() => undefined);
  };

  const refreshing = new Map<string, Promise<WireResponse>>();
  function refresh(req: WireRequest): Promise<WireResponse> {
    // Answers of one URL cannot overtake each other: a refresh asked while one is out shares it.
    let running = refreshing.get(req.url);
    if (!running) {
      running = channel.request(req).finally(() => refreshing.delete(req.url));
      refreshing.set(req.url, running);
    }
    return running;
  }
  /** A stale push or a resync: what changed is in the player's refresh data. */
  async function refreshOnOwn(): Promise<void> {
    const res = await refresh({ method: 'GET', url: API.player, headers: await link().headers() });
    tell((p) => p.refreshed(res));
  }

  let live: Promise<Live> | null = null;
  const loadLive = (): Promise<Live> => {
    live ??= import('./live').then((m) => m.createLive({ channel, link, tell, refreshOnOwn, loadIo, reconnectionDelayMs }));
    return live;
  };
  /** Only if the live part was ever loaded: there is nothing to stop otherwise. */
  const ifLive = (run: (l: Live) => void): void => void live?.then(run);

  const writer = createStateWriter({
    store,
    delayMs: stateWriteDelayMs,
    collect: () => link().collect(),
    onError: (error) => console.warn('[state] saving failed', error),
  });

  return {
    attach(next) {
      page = next as unknown as PageRemote; // Comlink hands the proxy over as a Remote
    },
    request: (req) => channel.request(req),
    encryptForBeacon: (value) => channel.encryptForBeacon(value),
    refresh,
    socketConnect: () => loadLive().then((l) => l.socketConnect()),
    socketDisconnect: () => ifLive((l) => l.socketDisconnect()),
    socketSend: (message, timeoutMs) => loadLive().then((l) => l.socketSend(message, timeoutMs)),
    activityVisit: (path, stored) => loadLive().then((l) => l.activityVisit(path, stored)),
    activityHide: () => ifLive((l) => l.activityHide()),
    activityStop: () => ifLive((l) => l.activityStop()),
    persistSoon: () => writer.soon(),
    persistNow: () => writer.now(),
  };
}
