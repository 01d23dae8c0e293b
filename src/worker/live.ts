// The sync worker's live part for a logged-in player: the socket and the
// activity tracker. A chunk of its own inside the worker, loaded on the
// first socket connect or visit, so a guest's worker never fetches it.
import type { io as ioFn } from 'socket.io-client';
import { MSG } from '../../contract/errors';
import { API } from '../../contract/routes';
import type { ActivitySession } from '../../contract/schemas/activity';
import { createActivityTracker } from '../activity/tracker';
import { createPlayerSocket, type PlayerSocket } from '../realtime/client';
import { SocketError } from '../realtime/socketError';
import type { ChannelApi, SocketNotice, SyncApi, WireRequest, WireResponse } from './types';
import type { PageRemote } from './sync';

export interface LiveDeps {
  channel: ChannelApi;
  link(): PageRemote;
  /** tells the page, quietly when it is gone */
  tell(say: (page: PageRemote) => Promise<unknown>): void;
  /** the player's refresh data, fetched and handed to the page */
  refreshOnOwn(): Promise<void>;
  loadIo(): Promise<typeof ioFn>;
  reconnectionDelayMs?: number;
}

export type Live = Pick<SyncApi, 'socketConnect' | 'socketDisconnect' | 'socketSend' | 'activityVisit' | 'activityHide' | 'activityStop'>;

const ok = (res: WireResponse): boolean => res.status !== null && res.status >= 200 && res.status < 300;

export function createLive({ channel, link, tell, refreshOnOwn, loadIo, reconnectionDelayMs }: LiveDeps): Live {
  const withHeaders = async (req: Omit<WireRequest, 'headers'>): Promise<WireResponse> => channel.request({ ...req, headers: await link().headers() });

  let socket: PlayerSocket | null = null;
  let wanted = false;
  const notice = (n: SocketNotice): void => tell((p) => p.socketNotice(n));

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

  return {
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
  };
}
