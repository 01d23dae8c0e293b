// The id of this page's live socket, for the API client's headers
// (HEADERS.socket): kept apart from socket.ts so the entry's API client can
// read it without loading socket.io-client, which only a player's session does.
let current: string | null = null;

/** Set on every connect (a reconnect gets a new id, a recovered one its old), cleared on a drop. */
export function setSocketId(id: string | null): void {
  current = id;
}

/** The live socket's id, or null while there is none: then every push reaches this device. */
export function socketId(): string | null {
  return current;
}
