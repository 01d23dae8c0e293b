import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_API } from '../../contract/adminRoutes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { AdminLoginBody, AdminLoginResponse } from '../../contract/schemas/auth';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { findOperatorLogin, openOperatorSession } from '../auth/operators';
import { verifyPasswordOrDummy } from '../auth/password';
import { takeLoginTry } from '../auth/loginThrottle';

/** POST admin/login, the console's one public call; everything else is in operatorRoutes.ts. */
export const adminRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

  app.post(
    `/${ADMIN_API.login}`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Operator login (throttled like player login)',
        body: AdminLoginBody,
        response: { 200: AdminLoginResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      // Operator accounts are worth more than players': the same brute-force limits apply.
      const release = await takeLoginTry(db, 'operator', request.body.username, request.ip, now);
      const op = await findOperatorLogin(db, request.body.username);
      if (!(await verifyPasswordOrDummy(request.body.password, op?.password_hash ?? null)) || !op)
        throw new AppError(400, MSG.invalidOperatorCredentials);
      await release();
      return { token: await openOperatorSession(db, op.id, now), role: op.role };
    },
  );
};
