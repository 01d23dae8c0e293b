import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database, OperatorsTable } from '../db/schema';
import { AppError } from '../http/errors';
import { bearerToken } from '../auth/guard';
import { hashToken, newToken } from '../auth/tokens';

export type OperatorRole = OperatorsTable['role'];
export interface Operator { id: number; username: string; role: OperatorRole }

const OPERATOR_SESSION_HOURS = 12;

export async function openOperatorSession(db: Kysely<Database>, operatorId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insertInto('operator_sessions').values({
    token_hash: hashToken(token), operator_id: operatorId,
    expires_at: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000),
  }).execute();
  return token;
}

/** The operator behind a request, refused unless their role is one of `roles`. */
export async function requireOperator(db: Kysely<Database>, request: FastifyRequest, roles: readonly OperatorRole[], now: Date): Promise<Operator> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, MSG.pleaseLoginToContinue);
  const op = await db.selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.username', 'operators.role'])
    .where('operator_sessions.token_hash', '=', hashToken(token)).where('operator_sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!op) throw new AppError(401, MSG.sessionExpired);
  if (!roles.includes(op.role)) throw new AppError(403, MSG.forbidden);
  return op;
}

/** Every operator action leaves a line, written in the same transaction as the action. */
export async function audit(trx: Transaction<Database>, operator: Operator, action: string, target: string | null, detail: unknown): Promise<void> {
  await trx.insertInto('audit_log').values({
    operator_id: operator.id, action, target, detail: JSON.stringify(detail ?? {}),
  }).execute();
}
