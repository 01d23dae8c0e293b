import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_API } from '../../contract/adminRoutes';
import { ErrorBody } from '../../contract/schemas/common';
import { MaintenanceUpdate } from '../../contract/schemas/auth';
import { Maintenance } from '../../contract/schemas/refresh';
import { audit } from '../auth/audit';
import { operatorSession } from '../auth/hook';
import { ADMIN_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { readMaintenance, writeMaintenance } from './repo';

/** PUT admin/maintenance: an admin switches the whole system off and on (open during maintenance, like every admin call). */
export const maintenanceOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, maintenance } = deps;
  await base.register(operatorSession, { ...deps, roles: ADMIN_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    `/${ADMIN_API.maintenance}`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Switch system maintenance on or off',
        security: [{ bearer: [] }],
        body: MaintenanceUpdate,
        response: { 200: Maintenance, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const next = { maintenance: request.body.maintenance, mDateTime: request.body.mDateTime ?? null };
      await db.transaction().execute(async (trx) => {
        await writeMaintenance(trx, next);
        await audit(trx, request.operator, 'maintenance.set', null, next);
      });
      maintenance.invalidate();
      return readMaintenance(db);
    },
  );
};
