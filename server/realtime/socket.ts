import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Kysely } from 'kysely';
import { SOCKET_PATH } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { checkSession } from '../auth/sessions';
import type { Database } from '../db/schema';
import { hashToken } from '../auth/tokens';
import { playerRoom, sessionRoom, type Realtime } from './hub';

/**
 * socket.io at /sw/player, websocket transport only. The handshake's auth.token
 * is checked like a bearer token; a refusal carries a message key the client
 * turns into a logout (SPEC section 8).
 */
export function attachSocket(http: HttpServer, db: Kysely<Database>, realtime: Realtime): Server {
  const io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error(MSG.pleaseLoginToContinue));
    checkSession(db, token).then((check) => {
      if ('error' in check) {
        return next(new Error(check.error === MSG.loggedInOtherDevices ? MSG.sessionConflict : MSG.pleaseLoginToContinue));
      }
      if (check.player.role !== 'vip') return next(new Error(MSG.forbidden));
      socket.data.playerId = check.player.id;
      socket.data.tokenHash = hashToken(token);
      return next();
    }, next);
  });
  io.on('connection', (socket) => {
    void socket.join([playerRoom(socket.data.playerId as number), sessionRoom(socket.data.tokenHash as string)]);
  });
  realtime.attach(io);
  return io;
}
