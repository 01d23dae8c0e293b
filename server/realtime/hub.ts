import type { Server } from 'socket.io';
import type { MsgKey } from '../../contract/errors';
import { SOCKET_EVENTS, type ServerEvent } from '../../contract/realtime';
import { createMessageRegistry, type MessageRegistry } from './messages';

/** socket.io's typing of this server: the contract's unions on one event name each way. */
export interface ToPlayerEvents {
  [SOCKET_EVENTS.toPlayer]: (event: ServerEvent) => void;
}
export interface FromPlayerEvents {
  /** (message, ack): both unchecked until the message registry has looked at them */
  [SOCKET_EVENTS.fromPlayer]: (...args: unknown[]) => void;
}
/** Between server processes, through the adapter. */
export interface BetweenProcesses {
  endSessions: (tokenHashes: string[], message: MsgKey) => void;
}
/** Set by the handshake: whose socket it is, and the token its session is checked by on every message. */
export interface PlayerSocketData {
  playerId: number;
  token: string;
  tokenHash: string;
}
export type PlayerServer = Server<FromPlayerEvents, ToPlayerEvents, BetweenProcesses, PlayerSocketData>;

export const playerRoom = (playerId: number): string => `player:${playerId}`;
/** One room per session (by token hash), so a replaced login can be told apart from the new one. */
export const sessionRoom = (tokenHash: string): string => `session:${tokenHash}`;

/**
 * Every socket is in one of these rooms (each process deals its sockets out
 * in turn), and a push to everyone goes out one room per event-loop turn:
 * sent at once, 10,000 sockets held the loop for hundreds of milliseconds,
 * and every other request and message waited behind them (bench:sockets).
 * Each room's push is an ordinary room emit, through the adapter to every
 * process, so it is replayed on a reconnect like any other.
 */
export const ALL_ROOMS = 32;
export const allRoom = (n: number): string => `all:${n % ALL_ROOMS}`;

/**
 * The server's side of the socket contract (contract/realtime.ts): typed
 * pushes out, and the registry of handlers for what players send. Through the
 * socket.io adapter a push reaches the player's sockets on every process.
 */
export interface Realtime extends MessageRegistry {
  /** `except`: the socket of the device whose call's answer already told it (actingSocket), left out */
  toPlayer(playerId: number, event: ServerEvent, except?: string): void;
  toAll(event: ServerEvent): void;
  /** tells the devices of these sessions why they are out, then drops their sockets (on every process) */
  endSessions(tokenHashes: readonly string[], message: MsgKey): void;
  /** clustered: an adapter reaches other processes (the in-memory one refuses server-side events) */
  attach(io: PlayerServer, opts: { clustered: boolean }): void;
}

/**
 * The notice, then the drop, each on the process that holds the socket: sent
 * as two broadcasts through the adapter they could overtake each other (the
 * PostgreSQL adapter publishes each on its own pooled connection), and a
 * device dropped before the notice would not know to log out.
 */
function endLocalSessions(io: PlayerServer, tokenHashes: readonly string[], message: MsgKey): void {
  const rooms = tokenHashes.map(sessionRoom);
  const notice: ServerEvent = { type: 'sessionEnded', message };
  io.local.to(rooms).emit(SOCKET_EVENTS.toPlayer, notice);
  io.local.in(rooms).disconnectSockets(true);
}

/**
 * Domains publish and register through this before and after socket.io is
 * attached: an app built for in-process tests has no sockets, so there is no
 * one to tell.
 */
export function createRealtime(opts: { log?: (error: unknown) => void } = {}): Realtime {
  let io: PlayerServer | null = null;
  let clustered = false;
  const messages = createMessageRegistry(opts.log ?? ((error) => console.error('socket message handler failed', error)));
  return {
    ...messages,
    toPlayer(playerId, event, except) {
      if (!io) return;
      // A socket is a room of its own id, on whichever process holds it.
      const room = io.to(playerRoom(playerId));
      (except ? room.except(except) : room).emit(SOCKET_EVENTS.toPlayer, event);
    },
    toAll(event) {
      const server = io;
      if (!server) return;
      const sendFrom = (room: number) => {
        server.to(allRoom(room)).emit(SOCKET_EVENTS.toPlayer, event);
        if (room + 1 < ALL_ROOMS) setImmediate(sendFrom, room + 1);
      };
      sendFrom(0);
    },
    endSessions(tokenHashes, message) {
      if (!io || tokenHashes.length === 0) return;
      endLocalSessions(io, tokenHashes, message);
      if (clustered) io.serverSideEmit('endSessions', [...tokenHashes], message);
    },
    attach(server, opts) {
      io = server;
      clustered = opts.clustered;
      server.on('endSessions', (tokenHashes, message) => endLocalSessions(server, tokenHashes, message));
    },
  };
}
