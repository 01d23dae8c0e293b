import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Kysely } from 'kysely';
import { SOCKET_PATH } from '../../contract/routes';
import { MSG, type MsgKey } from '../../contract/errors';
import { MAX_MESSAGE_BYTES, REALTIME_PROTOCOL, SOCKET_EVENTS, type Ack, type ServerEvent } from '../../contract/realtime';
import { playerRefusal } from '../auth/roles';
import { sessionCheck } from '../auth/sessions';
import type { Database } from '../db/schema';
import { observeOpenSockets } from '../lib/metrics';
import { hashToken } from '../auth/tokens';
import type { RealtimeAdapter } from './adapter';
import {
  allRoom,
  playerRoom,
  sessionRoom,
  type BetweenProcesses,
  type FromPlayerEvents,
  type PlayerServer,
  type PlayerSocketData,
  type Realtime,
  type ToPlayerEvents,
} from './hub';

type PlayerSocket = Socket<FromPlayerEvents, ToPlayerEvents, BetweenProcesses, PlayerSocketData>;

export interface SocketDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  clock?: () => Date;
  /** from realtimeAdapter(); without one, socket.io's in-memory default (one process) */
  adapter?: RealtimeAdapter;
}

export interface PlayerSockets {
  io: PlayerServer;
  /** drops every socket, then the adapter's connections (socket.io also closes the HTTP server) */
  close(): Promise<void>;
}

/** How long a dropped socket may come back and get what it missed, where the adapter keeps it. */
const RECOVERY_MS = 2 * 60_000;

/** The handshake's refusal key for a session that is not live: the client logs out on each (SOCKET_LOGOUT_ERRORS). */
const refusalFor = (error: MsgKey): MsgKey => (error === MSG.loggedInOtherDevices ? MSG.sessionConflict : MSG.pleaseLoginToContinue);

/**
 * socket.io at /sw/player, websocket transport only. The handshake carries the
 * protocol version and the token (checked like a bearer token); a refusal
 * carries a message key the client turns into a logout (SPEC section 8). Every
 * message is checked against the session again before its handler runs.
 */
export function attachSocket(http: HttpServer, deps: SocketDeps): PlayerSockets {
  const { db, realtime, adapter } = deps;
  const clock = deps.clock ?? (() => new Date());
  const checkSession = sessionCheck(db);
  const io: PlayerServer = new Server(http, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A frame past this closes the connection unread; one past MAX_MESSAGE_BYTES but under it gets an error ack.
    maxHttpBufferSize: MAX_MESSAGE_BYTES * 4,
    ...(adapter?.adapter ? { adapter: adapter.adapter } : {}),
    ...(adapter?.recovery === false ? {} : { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS } }),
  });

  io.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    if (auth.protocol !== REALTIME_PROTOCOL) return next(new Error(MSG.clientOutdated));
    const token = auth.token;
    if (typeof token !== 'string' || !token) return next(new Error(MSG.pleaseLoginToContinue));
    checkSession(token, clock()).then((check) => {
      if ('error' in check) return next(new Error(refusalFor(check.error)));
      // A blocked player hears msg.accessBlock (SPEC 8: a socket error that logs out); another role is forbidden.
      const refusal = playerRefusal(check.player);
      if (refusal) return next(new Error(refusal === MSG.accessBlock ? refusal : MSG.forbidden));
      socket.data = { playerId: check.player.id, token, tokenHash: hashToken(token) };
      return next();
    }, next);
  });

  /** The session behind a socket is still live, or the key its end is told with. */
  const sessionEnd = async (socket: PlayerSocket): Promise<MsgKey | null> => {
    const check = await checkSession(socket.data.token, clock());
    if ('error' in check) return check.error;
    const refusal = playerRefusal(check.player);
    return refusal === null ? null : refusal === MSG.accessBlock ? refusal : MSG.forbidden;
  };

  const answer = async (socket: PlayerSocket, raw: unknown): Promise<{ ack: Ack; ended?: MsgKey }> => {
    try {
      const ended = await sessionEnd(socket);
      if (ended) return { ack: { ok: false, error: ended }, ended };
    } catch (error) {
      console.error('socket session check failed', error);
      return { ack: { ok: false, error: MSG.internalServerError } };
    }
    return { ack: await realtime.dispatch({ playerId: socket.data.playerId }, raw) };
  };

  observeOpenSockets(() => io.sockets.sockets.size);
  let dealt = 0;
  io.on('connection', (socket) => {
    void socket.join([playerRoom(socket.data.playerId), sessionRoom(socket.data.tokenHash), allRoom(dealt++)]);
    socket.on(SOCKET_EVENTS.fromPlayer, (...args) => {
      // Only (message, ack) is a message; anything else has no one to answer.
      const ack = args[1];
      if (args.length !== 2 || typeof ack !== 'function') return;
      void answer(socket, args[0]).then(({ ack: reply, ended }) => {
        ack(reply);
        if (!ended) return;
        const notice: ServerEvent = { type: 'sessionEnded', message: ended };
        socket.emit(SOCKET_EVENTS.toPlayer, notice);
        socket.disconnect(true);
      });
    });
  });

  realtime.onPlayerMessage('ping', () => ({ serverTime: clock().toISOString() }));
  realtime.attach(io, { clustered: adapter?.adapter !== undefined });
  return {
    io,
    async close() {
      // Not io.close(): it also closes the HTTP server and waits for that server's 'close' event, which
      // app.close() may already have emitted (then it waits forever, and a graceful stop ran out its grace).
      // Fastify closes the server; here the engine drops every socket's transport (clients reconnect
      // elsewhere, "transport close") and the adapters let go of their connections.
      io.engine.close();
      await io.of('/').adapter.close();
      await adapter?.close();
    },
  };
}
