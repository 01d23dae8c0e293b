// The app's side of the socket contract (contract/realtime.ts) over a given
// socket.io-client `io`: typed messages with ack promises, every server event
// handed to `deliver`, and the session rules of SPEC section 8. No cookies or
// globals here, so a test drives it against a real server; the channel worker
// holds the app's one instance (src/worker/live.ts).
import type { io as ioFn, Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../contract/routes';
import { SOCKET_LOGOUT_ERRORS, type MsgKey } from '../../contract/errors';
import { TIMING } from '../../contract/constants';
import {
  ACK_TIMEOUT_MS,
  REALTIME_PROTOCOL,
  SOCKET_EVENTS,
  type Ack,
  type ClientMessage,
  type ReplyTo,
  type ServerEvent,
  type SocketAuth,
} from '../../contract/realtime';
import { SocketError } from './socketError';

export interface PlayerSocketOptions {
  /** every server event, as it arrives (a sessionEnded after onRefused) */
  deliver(event: ServerEvent): void;
  /** read at every (re)connect: a reconnect must not loop on the token the socket first had (STACK.md) */
  token(): string | Promise<string>;
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
    // The token may come from another thread (the page's cookie, asked for by the worker).
    auth: (cb: (auth: SocketAuth) => void) =>
      void Promise.resolve(opts.token()).then((token) => cb({ token, protocol: REALTIME_PROTOCOL })),
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
    if (message === ('msg.clientOutdated' satisfies MsgKey)) {
      opts.onOutdated();
    } else if (SOCKET_LOGOUT_ERRORS.includes(message)) {
      opts.onRefused(message);
    }
  });
  socket.on(SOCKET_EVENTS.toPlayer, (event: ServerEvent) => {
    if (event.type === 'sessionEnded') opts.onRefused(event.message);
    opts.deliver(event);
  });

  return {
    socket,
    async send(message, { timeoutMs = ACK_TIMEOUT_MS } = {}) {
      let ack: Ack;
      try {
        ack = (await socket.timeout(timeoutMs).emitWithAck(SOCKET_EVENTS.fromPlayer, message)) as Ack;
      } catch {
        throw new SocketError('msg.networkSlow');
      }
      if (!ack.ok) throw new SocketError(ack.error);
      return ack.data as ReplyTo<typeof message>;
    },
    close: () => void socket.disconnect(),
  };
}
