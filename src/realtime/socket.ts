import type { Socket } from 'socket.io-client';
import Cookies from 'js-cookie';
import { COOKIES, SOCKET_PATH } from '../../contract/routes';
import { MSG, SOCKET_LOGOUT_ERRORS, type MsgKey } from '../../contract/errors';
import { TIMING } from '../../contract/constants';

export interface SocketHandlers {
  /** the server refused the session: log out (SPEC section 8) */
  onRefused(message: MsgKey): void;
  /** the server says the player's data changed: fetch it again */
  onStale(): void;
}

let socket: Socket | null = null;

/**
 * Live updates for a logged-in player. socket.io-client is loaded only now, so
 * guests never download it. `auth` is a callback: every reconnect reads the
 * current token instead of looping on an expired one.
 */
export async function connectSocket(handlers: SocketHandlers): Promise<void> {
  if (socket) return;
  const { io } = await import('socket.io-client');
  if (socket) return;
  socket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (cb) => cb({ token: Cookies.get(COOKIES.token) ?? '' }),
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: TIMING.socketReconnectDelayMs,
    reconnectionDelayMax: TIMING.socketReconnectDelayMs,
  });
  socket.on('connect_error', (err) => {
    const message = err.message as MsgKey;
    if (SOCKET_LOGOUT_ERRORS.includes(message)) handlers.onRefused(message);
  });
  socket.on('stale', () => handlers.onStale());
  // Logged in on another device: the server says so before it drops this socket.
  socket.on('session:ended', (payload: { message?: MsgKey }) => handlers.onRefused(payload.message ?? MSG.loggedInOtherDevices));
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
