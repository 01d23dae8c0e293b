import { COOKIES } from '../../contract/routes';
import type { MsgKey } from '../../contract/errors';
import type { ClientMessage, ReplyTo } from '../../contract/realtime';
import { getChannel } from '../api/client';
import { readCookie } from '../state/cookies';
import type { LivePage } from '../worker/types';
import { deliverTo } from './eventMap';
import { events, reconnects } from './events';
import { SocketError } from './socketError';
import { setSocketId } from './socketId';

export { SocketError } from './socketError';
export { onServerEvent, onSocketReconnect, type Unsubscribe } from './events';

export interface SocketHandlers {
  /** the server refused the session or ended it: log out (SPEC section 8) */
  onRefused(message: MsgKey): void;
  /** this build is older than the server's socket protocol: live updates stop until the app reloads */
  onOutdated(): void;
  /** reconnected after missing events: fetch the player's data again */
  onResync(): void;
}

/** false once the session ends, so a worker still starting does not connect after logout */
let wanted = false;

/** A message to the server; rejects with a SocketError carrying a message key (msg.networkSlow when no ack came in time). */
export async function sendMessage<M extends ClientMessage>(message: M, opts: { timeoutMs?: number } = {}): Promise<ReplyTo<M>> {
  if (!wanted) throw new SocketError('msg.pleaseLoginToContinue' satisfies MsgKey);
  const reply = await (await getChannel()).liveSend(message, opts.timeoutMs);
  if (reply.error) throw new SocketError(reply.error);
  return reply.data as ReplyTo<M>;
}

/**
 * The page's bookkeeping of its socket's connects: a socket on a fresh
 * channel worker (`first`, after the last one dropped, whether or not it had
 * connected) missed whatever came while there was none, so the player's data
 * is fetched again; a reconnect on the same worker is resynced by the server.
 */
export function connectsOf(handlers: Pick<SocketHandlers, 'onResync'>): Pick<LivePage, 'connected' | 'dropped'> {
  let connectedBefore = false;
  let droppedSince = false;
  return {
    connected(socketId, first) {
      setSocketId(socketId);
      if (first && droppedSince) handlers.onResync();
      if (connectedBefore || droppedSince) reconnects.emit('reconnected');
      connectedBefore = true;
      droppedSince = false;
    },
    // Dropped: no socket of this device to leave out of a push.
    dropped() {
      setSocketId(null);
      droppedSince = true;
    },
  };
}

/**
 * Live updates for a logged-in player, on a socket the channel worker holds
 * (src/worker/live.ts): socket.io-client loads there, never on the page, and
 * only for a player's session (a guest's screens may still listen: nothing
 * arrives). The token is read from its cookie at every connect, never kept.
 */
export async function connectSocket(handlers: SocketHandlers): Promise<void> {
  if (wanted) return;
  wanted = true;
  const page: LivePage = {
    token: () => readCookie(COOKIES.token) ?? '',
    event: deliverTo(events),
    refused: handlers.onRefused,
    outdated: handlers.onOutdated,
    resync: handlers.onResync,
    ...connectsOf(handlers),
  };
  const channel = await getChannel();
  if (wanted) await channel.liveConnect(page);
}

export function disconnectSocket(): void {
  if (!wanted) return;
  wanted = false;
  setSocketId(null);
  void getChannel().then((channel) => channel.liveClose());
}
