import type { Server } from 'socket.io';

import type { MsgKey } from '../../contract/errors';

export const playerRoom = (playerId: number): string => `player:${playerId}`;
/** One room per session (by token hash), so a replaced login can be told apart from the new one. */
export const sessionRoom = (tokenHash: string): string => `session:${tokenHash}`;
export const SESSION_ENDED = 'session:ended';

/** Server-to-device events; the payload types are the contract's. */
export interface Realtime {
  toPlayer(playerId: number, event: string, payload: unknown): void;
  toAll(event: string, payload: unknown): void;
  /** tells the devices of these sessions why they are out, then drops their sockets */
  endSessions(tokenHashes: readonly string[], message: MsgKey): void;
  attach(io: Server): void;
}

/**
 * Domains publish through this before and after socket.io is attached: an app
 * built for in-process tests has no sockets, so there is no one to tell.
 */
export function createRealtime(): Realtime {
  let io: Server | null = null;
  return {
    toPlayer(playerId, event, payload) { io?.to(playerRoom(playerId)).emit(event, payload); },
    toAll(event, payload) { io?.emit(event, payload); },
    endSessions(tokenHashes, message) {
      for (const hash of tokenHashes) {
        io?.to(sessionRoom(hash)).emit(SESSION_ENDED, { message });
        io?.in(sessionRoom(hash)).disconnectSockets(true);
      }
    },
    attach(server) { io = server; },
  };
}
