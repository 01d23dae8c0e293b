// Server events keyed by their type, for typed listeners; apart from client.ts
// so the page's side of the socket carries no socket.io-client code.
import type { ServerEvent, ServerEventOf } from '../../contract/realtime';
import type { Emitter } from '../../engine/core/emitter';

/** One listener slot per server event type. */
export type ServerEventMap = { [T in ServerEvent['type']]: ServerEventOf<T> };

/** A `deliver` that hands each event to the emitter's listeners of its own type. */
export function deliverTo(events: Emitter<ServerEventMap>): (event: ServerEvent) => void {
  // The contract's union keys the map: each event goes to the listeners of its own type.
  return (event) => (events.emit as (type: ServerEvent['type'], event: ServerEvent) => void)(event.type, event);
}
