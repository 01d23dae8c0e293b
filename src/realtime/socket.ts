// The page's side of the live socket. The socket itself runs in the sync
// worker (src/worker/sync.ts); here are its listeners, fed with every server
// event the worker forwards (generic: an event type added to the contract
// reaches its listeners with no change here or in the worker), and the
// session's wish to be connected, told again to a worker that restarted.
import { MSG, type MsgKey } from '../../contract/errors';
import type { ClientMessage, ReplyTo, ServerEvent, ServerEventOf } from '../../contract/realtime';
import { createEmitter, type Unsubscribe } from '../../engine/core/emitter';
import type { ServerEventMap } from './client';
import { handle, onWorkerStart, sync } from '../worker/link';
import type { SocketReply } from '../worker/types';
import { SocketError } from './socketError';

export { SocketError } from './socketError';
export type { Unsubscribe };

export interface SocketHandlers {
  /** the server refused the session or ended it: log out (SPEC section 8) */
  onRefused(message: MsgKey): void;
  /** this build is older than the server's socket protocol: live updates stop until the app reloads */
  onOutdated(): void;
}

// Listeners live for the page, sockets for a session: a screen may subscribe before login or across a re-login.
const events = createEmitter<ServerEventMap>({ name: 'socket events', onListenerError: (error) => console.error(error) });
// A game in play asks the server where it stands after every reconnect (a recovered one included: a resend is harmless).
const reconnects = createEmitter<{ reconnected: undefined }>({ name: 'socket reconnects', onListenerError: (error) => console.error(error) });
let handlers: SocketHandlers | null = null;
/** true while the session wants live updates: a worker that restarts connects again */
let wanted = false;

handle('serverEvent', (event: ServerEvent) => {
  // The contract's union keys the map: each event goes to the listeners of its own type.
  (events.emit as (type: ServerEvent['type'], event: ServerEvent) => void)(event.type, event);
});
handle('socketNotice', (notice) => {
  if (notice.kind === 'reconnected') reconnects.emit('reconnected');
  else if (notice.kind === 'outdated') handlers?.onOutdated();
  else handlers?.onRefused(notice.message);
});
onWorkerStart((remote) => (wanted ? remote.socketConnect() : undefined));

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
  if (!wanted) throw new SocketError(MSG.pleaseLoginToContinue);
  // A worker that ends mid-send may have sent it: no retry, the caller's resend logic decides.
  const reply = await sync().call<SocketReply>((remote) => remote.socketSend(message, opts?.timeoutMs))
    .catch((): SocketReply => ({ ok: false, key: MSG.networkSlow }));
  if (!reply.ok) throw new SocketError(reply.key);
  return reply.data as ReplyTo<M>;
}

/** Live updates for a logged-in player; the worker loads socket.io-client only now, so guests never download it. */
export async function connectSocket(next: SocketHandlers): Promise<void> {
  handlers = next;
  wanted = true;
  await sync().call((remote) => remote.socketConnect(), { retry: true });
}

export function disconnectSocket(): void {
  wanted = false;
  handlers = null;
  void sync().call((remote) => remote.socketDisconnect()).catch(() => undefined);
}
