import type { io as ioFn } from 'socket.io-client';
import type { PlayerSocket } from '../realtime/client';
import { SocketError } from '../realtime/socketError';
import type { ChannelApi } from './types';

type LiveApi = Pick<ChannelApi, 'liveConnect' | 'liveSend' | 'liveClose'>;

const loadIo = (): Promise<typeof ioFn> => import('socket.io-client').then((m) => m.io);

/**
 * The player's one live socket, held in the channel worker (SPEC section 7's
 * socket beside its HTTP calls): socket.io-client and its reconnection run
 * here, and the page hears of it through `page`, a Comlink proxy. Loaded with
 * the first connect, so a guest's worker never fetches socket.io-client.
 */
export function createLive(load: () => Promise<typeof ioFn> = loadIo, url?: string): LiveApi {
  let socket: PlayerSocket | null = null;
  // Bumped by every connect and close: a connect still loading its code after a close (or a newer connect) stands down.
  let generation = 0;

  function close(): void {
    generation += 1;
    socket?.close();
    socket = null;
  }

  return {
    async liveConnect(page) {
      close();
      const mine = generation;
      const [io, { createPlayerSocket }] = await Promise.all([load(), import('../realtime/client')]);
      if (mine !== generation) return;
      const opened = createPlayerSocket(io, {
        ...(url === undefined ? {} : { url }),
        token: () => page.token(),
        deliver: (event) => void page.event(event),
        onRefused: (message) => void page.refused(message),
        onOutdated: () => void page.outdated(),
        onResync: () => void page.resync(),
      });
      let first = true;
      opened.socket.on('connect', () => {
        void page.connected(opened.socket.id ?? '', first);
        first = false;
      });
      opened.socket.on('disconnect', () => void page.dropped());
      socket = opened;
    },
    async liveSend(message, timeoutMs) {
      if (!socket) return { data: null, error: 'msg.pleaseLoginToContinue' };
      try {
        return { data: await socket.send(message, timeoutMs === undefined ? {} : { timeoutMs }), error: null };
      } catch (error) {
        return { data: null, error: error instanceof SocketError ? error.key : 'msg.networkSlow' };
      }
    },
    async liveClose() {
      close();
    },
  };
}
