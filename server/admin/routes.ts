import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { AdminLoginBody, AdminLoginResponse, MaintenanceUpdate } from '../../contract/schemas/auth';
import { Maintenance } from '../../contract/schemas/refresh';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { verifyPassword } from '../auth/password';
import { readMaintenance, writeMaintenance } from '../maintenance/repo';
import { audit, openOperatorSession, requireOperator } from './operators';

export const adminRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock, maintenance }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

  app.post(`/${API.adminLogin}`, {
    schema: { tags: ['operator'], summary: 'Operator login', body: AdminLoginBody, response: { 200: AdminLoginResponse, ...errors } },
  }, async (request) => {
    const op = await db.selectFrom('operators').selectAll().where('username', '=', request.body.username).executeTakeFirst();
    if (!op || !(await verifyPassword(request.body.password, op.password_hash))) throw new AppError(400, MSG.invalidCredentials);
    return { token: await openOperatorSession(db, op.id, clock()), role: op.role };
  });

  app.put(`/${API.adminMaintenance}`, {
    schema: { tags: ['operator'], summary: 'Switch system maintenance on or off', security: [{ bearer: [] }], body: MaintenanceUpdate, response: { 200: Maintenance, ...errors } },
  }, async (request) => {
    const op = await requireOperator(db, request, ['admin'], clock());
    const next = { maintenance: request.body.maintenance, mDateTime: request.body.mDateTime ?? null };
    await db.transaction().execute(async (trx) => {
      await writeMaintenance(trx, next);
      await audit(trx, op, 'maintenance.set', null, next);
    });
    maintenance.invalidate();
    return readMaintenance(db);
  });
};
