import type { Server } from 'socket.io';

export const playerRoom = (playerId: number): string => `player:${playerId}`;

/** Server-to-device events; the payload types are the contract's. */
export interface Realtime {
  toPlayer(playerId: number, event: string, payload: unknown): void;
  toAll(event: string, payload: unknown): void;
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
    attach(server) { io = server; },
  };
}
