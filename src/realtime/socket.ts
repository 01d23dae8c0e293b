import { COOKIES } from '../../contract/routes';
import { readCookie } from '../state/cookies';
import { MSG, type MsgKey } from '../../contract/errors';
import type { ClientMessage, ReplyTo } from '../../contract/realtime';
import type { PlayerSocket } from './client';
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

let socket: PlayerSocket | null = null;
/** false once the session ends, so a client still loading does not connect after logout */
let wanted = false;

/** A message to the server; rejects with a SocketError carrying a message key (msg.networkSlow when no ack came in time). */
export async function sendMessage<M extends ClientMessage>(message: M, opts?: { timeoutMs?: number }): Promise<ReplyTo<M>> {
  if (!socket) throw new SocketError(MSG.pleaseLoginToContinue);
  return socket.send(message, opts);
}

/**
 * Live updates for a logged-in player. socket.io-client and the app's side of
 * it (client.ts) are loaded only now, so guests never download them (a guest's
 * screens may still listen: nothing arrives). The token is read from its
 * cookie at every connect, never kept.
 */
export async function connectSocket(handlers: SocketHandlers): Promise<void> {
  wanted = true;
  if (socket) return;
  const [{ io }, { createPlayerSocket }] = await Promise.all([import('socket.io-client'), import('./client')]);
  if (socket || !wanted) return;
  socket = createPlayerSocket(io, { events, token: () => readCookie(COOKIES.token) ?? '', ...handlers });
  let connectedBefore = false;
  socket.socket.on('connect', () => {
    setSocketId(socket?.socket.id ?? null);
    if (connectedBefore) reconnects.emit('reconnected');
    connectedBefore = true;
  });
  // Dropped: no socket of this device to leave out of a push.
  socket.socket.on('disconnect', () => setSocketId(null));
}

export function disconnectSocket(): void {
  wanted = false;
  socket?.close();
  socket = null;
  setSocketId(null);
}
