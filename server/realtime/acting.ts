import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../contract/routes';

/** socket.io's ids are 20 characters of base64url; anything else names no socket. */
const SOCKET_ID = /^[\w-]{1,64}$/;

/**
 * The socket of the device that made this call (HEADERS.socket), to leave out
 * of a 'stale' push the call's own answer makes needless: the push would make
 * that device fetch again what the answer already told it. A wrong or foreign
 * id only spares a socket that is not in the player's room anyway.
 */
export function actingSocket(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.socket];
  return typeof value === 'string' && SOCKET_ID.test(value) ? value : undefined;
}
