// Where screens listen for the server's live events: apart from socket.ts, so a
// guest's home (the big wins ticker, the missions card) listens without
// downloading the session's socket code; a guest has no socket, so nothing
// arrives until a player's session connects one (socket.ts feeds these).
import type { ServerEvent, ServerEventOf } from '../../contract/realtime';
import { createEmitter, type Unsubscribe } from '../../engine/core/emitter';
import type { ServerEventMap } from './eventMap';

export type { Unsubscribe };

// Listeners live for the page, sockets for a session: a screen may subscribe before login or across a re-login.
export const events = createEmitter<ServerEventMap>({ name: 'socket events', onListenerError: (error) => console.error(error) });
// A game in play asks the server where it stands after every reconnect (a recovered one included: a resend is harmless).
export const reconnects = createEmitter<{ reconnected: undefined }>({
  name: 'socket reconnects',
  onListenerError: (error) => console.error(error),
});

/** Server events of one type, on whatever socket the session has; returns the unsubscribe. */
export function onServerEvent<T extends ServerEvent['type']>(type: T, fn: (event: ServerEventOf<T>) => void): Unsubscribe {
  return events.on(type, fn);
}

/** Called each time the session's socket connects again after a drop; returns the unsubscribe. */
export function onSocketReconnect(fn: () => void): Unsubscribe {
  return reconnects.on('reconnected', fn);
}
