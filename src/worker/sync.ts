// The sync worker's API (types.ts SyncApi), kept apart from `expose` so tests
// drive it over a MessageChannel with fakes. It owns the HTTP channel and the
// cipher key (channel.ts), the live socket, the activity tracker with its
// heartbeat, the refresh, and the delayed writes of the saved state. The page
// keeps the stores and the screens; what it needs from them comes through
// the PageLink it attached.
import type { io as ioFn } from 'socket.io-client';
import { MSG } from '../../contract/errors';
import { TIMING } from '../../contract/constants';
import { API } from '../../contract/routes';
import type { ActivitySession } from '../../contract/schemas/activity';
import { createActivityTracker } from '../activity/tracker';
import { createPlayerSocket, type PlayerSocket } from '../realtime/client';
import { SocketError } from '../realtime/socketError';
import { idbStore, type KeyValueStore } from '../state/storage';
import { createStateWriter, type StateWriter } from '../state/writer';
import { createChannel } from './channel';
import type { PageLink, SocketNotice, SyncApi, WireRequest, WireResponse } from './types';

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

const ok = (res: WireResponse): boolean => res.status !== null && res.status >= 200 && res.status < 300;

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
  const tell = (use: (p: PageRemote) => Promise<unknown>): void => {
    // a page that is gone (reload) has nothing to hear; the next page asks again
    if (page) void use(page).catch(() => undefined);
  };

  // ---- HTTP
  const withHeaders = async (req: Omit<WireRequest, 'headers'>): Promise<WireResponse> => channel.request({ ...req, headers: await link().headers() });

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

  // ---- socket
  let socket: PlayerSocket | null = null;
  let wanted = false;
  const notice = (n: SocketNotice): void => tell((p) => p.socketNotice(n));

  // ---- activity
  let storedSession: string | null = null;
  const tracker = createActivityTracker({
    async start(path) {
      const res = await withHeaders({ method: 'POST', url: API.activityStart, body: { path } });
      if (!ok(res)) throw new Error(`activity start refused (${res.status})`);
      return (res.data as ActivitySession).sessionId;
    },
    async heartbeat(sessionId) {
      await withHeaders({ method: 'POST', url: API.activityHeartbeat, body: { sessionId } });
    },
    seal: (sessionId) => channel.encryptForBeacon({ sessionId }),
    armed: (eData) => tell((p) => p.beaconBody(eData)),
    stored: {
      get: () => storedSession,
      set: (id) => {
        storedSession = id;
        tell((p) => p.activitySession(id));
      },
    },
  });

  // ---- saved state
  const writer: StateWriter = createStateWriter({
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

    async socketConnect() {
      wanted = true;
      if (socket) return;
      const io = await loadIo();
      if (socket || !wanted) return;
      let connectedBefore = false;
      socket = createPlayerSocket(io, {
        token: () => link().token(),
        onEvent(event) {
          tell((p) => p.serverEvent(event));
          if (event.type === 'stale') void refreshOnOwn().catch(() => undefined);
        },
        onRefused: (message) => notice({ kind: 'refused', message }),
        onOutdated: () => notice({ kind: 'outdated' }),
        // connected again without the missed events replayed: the refresh data has what was missed
        onResync: () => void refreshOnOwn().catch(() => undefined),
        ...(reconnectionDelayMs === undefined ? {} : { reconnectionDelayMs }),
      });
      socket.socket.on('connect', () => {
        if (connectedBefore) notice({ kind: 'reconnected' });
        connectedBefore = true;
      });
    },
    socketDisconnect() {
      wanted = false;
      socket?.close();
      socket = null;
    },
    async socketSend(message, timeoutMs) {
      if (!socket) return { ok: false, key: MSG.pleaseLoginToContinue };
      try {
        return { ok: true, data: await socket.send(message, timeoutMs === undefined ? {} : { timeoutMs }) };
      } catch (error) {
        return { ok: false, key: error instanceof SocketError ? error.key : MSG.networkSlow };
      }
    },

    async activityVisit(path, stored) {
      storedSession = stored;
      await tracker.visit(path);
    },
    activityHide: () => tracker.hide(),
    activityStop: () => tracker.stop(),

    persistSoon: () => writer.soon(),
    persistNow: () => writer.now(),
  };
}
