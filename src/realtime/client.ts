// The app's side of the socket contract (contract/realtime.ts) over a given
// socket.io-client `io`: typed listeners, typed messages with ack promises,
// and the session rules of SPEC section 8. No cookies or globals here, so a
// test drives it against a real server; socket.ts is the app's one instance.
import type { io as ioFn, Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../contract/routes';
import { MSG, SOCKET_LOGOUT_ERRORS, type MsgKey } from '../../contract/errors';
import { TIMING } from '../../contract/constants';
import {
  ACK_TIMEOUT_MS,
  REALTIME_PROTOCOL,
  SOCKET_EVENTS,
  type Ack,
  type ClientMessage,
  type ReplyTo,
  type ServerEvent,
  type ServerEventOf,
  type SocketAuth,
} from '../../contract/realtime';
import type { Emitter, Unsubscribe } from '../../engine/core/emitter';
import { SocketError } from './socketError';

/** One listener slot per server event type. */
export type ServerEventMap = { [T in ServerEvent['type']]: ServerEventOf<T> };

export interface PlayerSocketOptions {
  /** where server events are delivered; owned by the caller so listeners may subscribe before the socket exists */
  events: Emitter<ServerEventMap>;
  /** read at every (re)connect: a reconnect must not loop on the token the socket first had (STACK.md) */
  token(): string;
  /** the session is over (refused handshake or a sessionEnded notice): log out with this message */
  onRefused(message: MsgKey): void;
  /** the server speaks a newer protocol: this build cannot follow it until the app reloads */
  onOutdated(): void;
  /** connected again without the missed events replayed: fetch the player's state again */
  onResync(): void;
  /** the server's origin; the page's own when absent */
  url?: string;
  reconnectionDelayMs?: number;
}

export interface PlayerSocket {
  on<T extends ServerEvent['type']>(type: T, fn: (event: ServerEventOf<T>) => void): Unsubscribe;
  /** resolves with the reply, or rejects with a SocketError (the server's key, or msg.networkSlow on timeout) */
  send<M extends ClientMessage>(message: M, opts?: { timeoutMs?: number }): Promise<ReplyTo<M>>;
  close(): void;
  readonly socket: Socket;
}

export function createPlayerSocket(io: typeof ioFn, opts: PlayerSocketOptions): PlayerSocket {
  const delay = opts.reconnectionDelayMs ?? TIMING.socketReconnectDelayMs;
  const socketOptions = {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (cb: (auth: SocketAuth) => void) => cb({ token: opts.token(), protocol: REALTIME_PROTOCOL }),
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: delay,
    reconnectionDelayMax: delay,
  };
  const socket = opts.url === undefined ? io(socketOptions) : io(opts.url, socketOptions);
  let connectedBefore = false;

  socket.on('connect', () => {
    // A first connect follows the app's own fetch; a recovered one got what it missed.
    if (connectedBefore && !socket.recovered) opts.onResync();
    connectedBefore = true;
  });
  socket.on('connect_error', (err) => {
    const message = err.message as MsgKey;
    // A refusal by the server (not a network failure) is never retried by socket.io: this socket is done.
    if (message === MSG.clientOutdated) {
      opts.onOutdated();
    } else if (SOCKET_LOGOUT_ERRORS.includes(message)) {
      opts.onRefused(message);
    }
  });
  socket.on(SOCKET_EVENTS.toPlayer, (event: ServerEvent) => {
    if (event.type === 'sessionEnded') opts.onRefused(event.message);
    // The contract's union keys the map: each event goes to the listeners of its own type.
    (opts.events.emit as (type: ServerEvent['type'], event: ServerEvent) => void)(event.type, event);
  });

  return {
    socket,
    on: (type, fn) => opts.events.on(type, fn),
    async send(message, { timeoutMs = ACK_TIMEOUT_MS } = {}) {
      let ack: Ack;
      try {
        ack = (await socket.timeout(timeoutMs).emitWithAck(SOCKET_EVENTS.fromPlayer, message)) as Ack;
      } catch {
        throw new SocketError(MSG.networkSlow);
      }
      if (!ack.ok) throw new SocketError(ack.error);
      return ack.data as ReplyTo<typeof message>;
    },
    close: () => void socket.disconnect(),
  };
}
