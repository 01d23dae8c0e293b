import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MSG } from '../../contract/errors';
import { Ok, ErrorBody } from '../../contract/schemas/common';
import {
  AdminOperator,
  AdminOperatorList,
  CONSOLE_API,
  MyPasswordBody,
  OperatorCreateBody,
  OperatorPasswordBody,
} from '../../contract/schemas/console';
import { bearerToken } from '../auth/guard';
import { takeLoginTry } from '../auth/loginThrottle';
import { addOperator, changeOperatorPassword, findOperatorLogin, isOperatorPassword } from '../auth/operators';
import { verifyPassword } from '../auth/password';
import { ADMIN_ROLES, ANY_OPERATOR } from '../auth/roles';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';

const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const common = { tags: ['operator console'], security: [{ bearer: [] }] };
/** A too short or too long password is named at its field, so the form can say so. */
const passwordFields = { fieldMessages: { next: MSG.invalidPassword, password: MSG.invalidPassword, username: MSG.invalidAccount } };

/** The schema counts characters as isOperatorPassword does; checked again so the rule has one owner (server/auth/operators.ts). */
function assertPassword(password: string): void {
  if (!isOperatorPassword(password)) throw new AppError(400, MSG.invalidPassword);
}

/**
 * The console's operator accounts (issue 15): every operator changes their own
 * password; admins list operators, create them and set their passwords. The
 * roles are the project's (server/auth/roles.ts): the "reviewer" is
 * `support`. Registered by adminOperatorRoutes under its session hook; every
 * write is audited, never with a password.
 */
export function operatorAccountRoutes(base: FastifyInstance, { db, clock }: Pick<AppDeps, 'db' | 'clock'>): void {
  const app = typed(base);

  /**
   * One's own password, by whichever path: the current one is checked (a
   * borrowed session guessing it is throttled like a login guesser of the
   * same account), and the other sessions end, this one stays.
   */
  async function changeOwnPassword(request: FastifyRequest, current: string | undefined, next: string): Promise<void> {
    const release = await takeLoginTry(db, 'operator', request.operator.username, request.ip, clock());
    const login = await findOperatorLogin(db, request.operator.username);
    if (!login || current === undefined || !(await verifyPassword(current, login.password_hash))) {
      throw new AppError(400, MSG.invalidCredentials, { typ: 'current' });
    }
    await release();
    await changeOperatorPassword(db, { id: login.id }, next, { via: 'console', keepToken: bearerToken(request) ?? undefined });
  }

  app.put(
    `/${CONSOLE_API.myPassword}`,
    {
      config: { roles: ANY_OPERATOR, ...passwordFields },
      schema: {
        ...common,
        summary: "Change the signed-in operator's own password; their other sessions end",
        body: MyPasswordBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      assertPassword(request.body.next);
      await changeOwnPassword(request, request.body.current, request.body.next);
      return { ok: true as const };
    },
  );

  app.get(
    `/${CONSOLE_API.operators}`,
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        ...common,
        summary: 'Every operator with their role, oldest first (admins)',
        response: { 200: AdminOperatorList, ...errors },
      },
    },
    async () => {
      const rows = await db.selectFrom('operators').select(['id', 'username', 'role', 'created_at']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, username: r.username, role: r.role, createdAt: r.created_at.toISOString() }));
    },
  );

  app.post(
    `/${CONSOLE_API.operators}`,
    {
      config: { roles: ADMIN_ROLES, ...passwordFields },
      schema: {
        ...common,
        summary: 'Create an operator (admins); a taken username is a 409',
        body: OperatorCreateBody,
        response: { 200: AdminOperator, ...errors },
      },
    },
    async (request) => {
      assertPassword(request.body.password);
      const op = await addOperator(db, request.body, 'console', request.operator);
      if (!op) throw new AppError(409, MSG.accountExist, { typ: 'username' });
      const row = await db.selectFrom('operators').select('created_at').where('id', '=', op.id).executeTakeFirstOrThrow();
      return { ...op, createdAt: row.created_at.toISOString() };
    },
  );

  app.put(
    `/${CONSOLE_API.operatorPassword(':id')}`,
    {
      config: { roles: ADMIN_ROLES, ...passwordFields },
      schema: {
        ...common,
        summary:
          "Set another operator's password (admins); all their sessions end. On one's own id, as admin/me/password: `current` is required",
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        body: OperatorPasswordBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      assertPassword(request.body.password);
      // Without this, a borrowed admin session could set its own password without knowing it (admin/me/password's rule).
      if (request.params.id === request.operator.id) {
        await changeOwnPassword(request, request.body.current, request.body.password);
        return { ok: true as const };
      }
      const op = await changeOperatorPassword(db, { id: request.params.id }, request.body.password, {
        via: 'console',
        by: request.operator,
      });
      if (!op) throw new AppError(404, MSG.invalidAccount);
      return { ok: true as const };
    },
  );
}
