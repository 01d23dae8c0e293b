// Operator accounts and their sessions (the console's logins), apart from
// players': a separate table, a 12-hour session, and a role that decides
// which console calls are open to them.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import { OPERATOR_PASSWORD, OPERATOR_USERNAME_PATTERN } from '../../contract/schemas/console';
import type { Database, OperatorsTable } from '../db/schema';
import { AppError } from '../http/errors';
import { audit } from './audit';
import { bearerToken } from './guard';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';

export type OperatorRole = OperatorsTable['role'];
export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
}

const OPERATOR_SESSION_HOURS = 12;

export async function findOperatorLogin(
  db: Kysely<Database>,
  username: string,
): Promise<(Operator & { password_hash: string }) | undefined> {
  return db.selectFrom('operators').select(['id', 'username', 'role', 'password_hash']).where('username', '=', username).executeTakeFirst();
}

export async function openOperatorSession(db: Kysely<Database>, operatorId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      expires_at: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000),
    })
    .execute();
  return token;
}

/** The operator of a live session token, or undefined for an unknown or expired one. */
export async function operatorOfSession(db: Kysely<Database>, token: string, now: Date): Promise<Operator | undefined> {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.username', 'operators.role'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** The operator behind a request, refused unless their role is one of `roles`. Route plugins register operatorSession (./hook.ts), which calls it. */
export async function requireOperator(
  db: Kysely<Database>,
  request: FastifyRequest,
  roles: readonly OperatorRole[],
  now: Date,
): Promise<Operator> {
  const token = bearerToken(request);
  if (!token) throw new AppError(401, MSG.pleaseLoginToContinue);
  const op = await operatorOfSession(db, token, now);
  if (!op) throw new AppError(401, MSG.sessionExpired);
  if (!roles.includes(op.role)) throw new AppError(403, MSG.forbidden);
  return op;
}

/** Where an account change came from, as its audit line says. */
export type OperatorChannel = 'command line' | 'console';

/** The operators' password rule (contract OPERATOR_PASSWORD), counted in characters as the API's schema counts them. */
export function isOperatorPassword(password: string): boolean {
  const length = [...password].length;
  return length >= OPERATOR_PASSWORD.min && length <= OPERATOR_PASSWORD.max;
}

function assertOperatorPassword(password: string): void {
  if (!isOperatorPassword(password)) {
    throw new Error(`an operator's password has ${OPERATOR_PASSWORD.min} to ${OPERATOR_PASSWORD.max} characters`);
  }
}

/**
 * Creates an operator, audited as done by `by` (the console's admin) or by the
 * new operator itself (the command line, the environment); undefined when the
 * username is taken, a concurrent creation of the same name included.
 */
export async function addOperator(
  db: Kysely<Database>,
  input: { username: string; password: string; role: OperatorRole },
  via: OperatorChannel,
  by?: Operator,
): Promise<Operator | undefined> {
  assertOperatorPassword(input.password);
  if (!new RegExp(OPERATOR_USERNAME_PATTERN).test(input.username))
    throw new Error('a username has 3 to 40 letters, digits, dots, dashes or underscores');
  const password_hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const op = await trx
      .insertInto('operators')
      .values({ username: input.username, password_hash, role: input.role })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'username', 'role'])
      .executeTakeFirst();
    if (op) await audit(trx, by ?? op, 'operator.create', op.username, { role: op.role, via });
    return op;
  });
}

/** Creates an operator (the command line's `create`, the environment's first operator); a taken username is refused. */
export async function createOperator(
  db: Kysely<Database>,
  input: { username: string; password: string; role: OperatorRole },
): Promise<Operator> {
  const op = await addOperator(db, input, 'command line');
  if (!op) throw new Error(`operator ${input.username} exists already`);
  return op;
}

/**
 * Sets an operator's password and ends their sessions (a leaked password stops
 * working at once), all but `keepToken`'s: the operator changing their own
 * password stays signed in where they did it. Audited as done by `by` (or the
 * operator itself), never with the password. Undefined for no such operator.
 */
export async function changeOperatorPassword(
  db: Kysely<Database>,
  who: { username: string } | { id: number },
  password: string,
  how: { via: OperatorChannel; by?: Operator; keepToken?: string },
): Promise<Operator | undefined> {
  assertOperatorPassword(password);
  const password_hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const update = trx.updateTable('operators').set({ password_hash });
    const op = await ('id' in who ? update.where('id', '=', who.id) : update.where('username', '=', who.username))
      .returning(['id', 'username', 'role'])
      .executeTakeFirst();
    if (!op) return undefined;
    let ending = trx.deleteFrom('operator_sessions').where('operator_id', '=', op.id);
    if (how.keepToken !== undefined) ending = ending.where('token_hash', '<>', hashToken(how.keepToken));
    await ending.execute();
    await audit(trx, how.by ?? op, 'operator.password', op.username, { via: how.via });
    return op;
  });
}

/** Sets an operator's password from the command line, ending every session they hold. */
export async function setOperatorPassword(db: Kysely<Database>, username: string, password: string): Promise<void> {
  if (!(await changeOperatorPassword(db, { username }, password, { via: 'command line' }))) throw new Error(`no operator ${username}`);
}

/** Whether any operator exists (a fresh production database has none). */
export async function hasOperator(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('operators').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The first operator of a fresh production database, from OPERATOR_USERNAME
 * and OPERATOR_PASSWORD (an admin), when no operator exists yet; afterwards
 * the variables are ignored (a password is changed with `npm run operator -- password`).
 */
export async function firstOperatorFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv): Promise<Operator | undefined> {
  const username = env.OPERATOR_USERNAME;
  const password = env.OPERATOR_PASSWORD;
  if (!username || !password) return undefined;
  if (await hasOperator(db)) return undefined;
  return createOperator(db, { username, password, role: 'admin' });
}
