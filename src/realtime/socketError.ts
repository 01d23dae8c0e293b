import type { MsgKey } from '../../contract/errors';

/** A message the server refused or never answered; `key` is a catalogue key for the player. */
export class SocketError extends Error {
  override name = 'SocketError';
  constructor(readonly key: MsgKey) {
    super(key);
  }
}
