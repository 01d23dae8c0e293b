import Cookies from 'js-cookie';
import { COOKIES } from '../../contract/routes';
import { MSG, type MsgKey } from '../../contract/errors';
import type { ClientMessage, ReplyTo, ServerEvent, ServerEventOf } from '../../contract/realtime';
import { createEmitter, type Unsubscribe } from '../../engine/core/emitter';
import type { PlayerSocket, ServerEventMap } from './client';
import { SocketError } from './socketError';

export { SocketError } from './socketError';
export type { Unsubscribe };

export interface SocketHandlers {
  /** the server refused the session or ended it: log out (SPEC section 8) */
  onRefused(message: MsgKey): void;
  /** this build is older than the server's socket protocol: live updates stop until the app reloads */
  onOutdated(): void;
  /** reconnected after missing events: fetch the player's data again */
  onResync(): void;
}

// Listeners live for the page, sockets for a session: a screen may subscribe before login or across a re-login.
const events = createEmitter<ServerEventMap>({ name: 'socket events', onListenerError: (error) => console.error(error) });
// A game in play asks the server where it stands after every reconnect (a recovered one included: a resend is harmless).
const reconnects = createEmitter<{ reconnected: undefined }>({
  name: 'socket reconnects',
  onListenerError: (error) => console.error(error),
});
let socket: PlayerSocket | null = null;
/** false once the session ends, so a client still loading does not connect after logout */
let wanted = false;

/** Server events of one type, on whatever socket the session has; returns the unsubscribe. */
export function onServerEvent<T extends ServerEvent['type']>(type: T, fn: (event: ServerEventOf<T>) => void): Unsubscribe {
  return events.on(type, fn);
}

/** Called each time the session's socket connects again after a drop; returns the unsubscribe. */
export function onSocketReconnect(fn: () => void): Unsubscribe {
  return reconnects.on('reconnected', fn);
}

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
  socket = createPlayerSocket(io, { events, token: () => Cookies.get(COOKIES.token) ?? '', ...handlers });
  let connectedBefore = false;
  socket.socket.on('connect', () => {
    if (connectedBefore) reconnects.emit('reconnected');
    connectedBefore = true;
  });
}

export function disconnectSocket(): void {
  wanted = false;
  socket?.close();
  socket = null;
}
