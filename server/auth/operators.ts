// Operator accounts and their sessions (the console's logins), apart from
// players': a separate table, a 12-hour session, and a role that decides
// which console calls are open to them.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database, OperatorsTable } from '../db/schema';
import { AppError } from '../http/errors';
import { bearerToken } from './guard';
import { hashToken, newToken } from './tokens';

export type OperatorRole = OperatorsTable['role'];
export interface Operator { id: number; username: string; role: OperatorRole }

const OPERATOR_SESSION_HOURS = 12;

export async function findOperatorLogin(db: Kysely<Database>, username: string): Promise<(Operator & { password_hash: string }) | undefined> {
  return db.selectFrom('operators').select(['id', 'username', 'role', 'password_hash']).where('username', '=', username).executeTakeFirst();
}

export async function openOperatorSession(db: Kysely<Database>, operatorId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insertInto('operator_sessions').values({
    token_hash: hashToken(token), operator_id: operatorId,
    expires_at: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000),
  }).execute();
  return token;
}

/** The operator of a live session token, or undefined for an unknown or expired one. */
export async function operatorOfSession(db: Kysely<Database>, token: string, now: Date): Promise<Operator | undefined> {
  return db.selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.username', 'operators.role'])
    .where('operator_sessions.token_hash', '=', hashToken(token)).where('operator_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** The operator behind a request, refused unless their role is one of `roles`. Route plugins register operatorSession (./hook.ts), which calls it. */
export async function requireOperator(db: Kysely<Database>, request: FastifyRequest, roles: readonly OperatorRole[], now: Date): Promise<Operator> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, MSG.pleaseLoginToContinue);
  const op = await operatorOfSession(db, token, now);
  if (!op) throw new AppError(401, MSG.sessionExpired);
  if (!roles.includes(op.role)) throw new AppError(403, MSG.forbidden);
  return op;
}
