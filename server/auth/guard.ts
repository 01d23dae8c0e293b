import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database, Player } from '../db/schema';
import { AppError } from '../http/errors';
import { assertVip } from './roles';
import { sessionCheck } from './sessions';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * The logged-in player of a request, or a 401 whose message tells the client
 * why; `now` is the app's clock. Route plugins do not call it: they register
 * playerSession (./hook.ts), which does.
 */
export async function requirePlayer(db: Kysely<Database>, request: FastifyRequest, now: Date): Promise<Player> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, MSG.pleaseLoginToContinue);
  const check = await sessionCheck(db)(token, now);
  if ('error' in check) throw new AppError(401, check.error);
  assertVip(check.player);
  return check.player;
}
