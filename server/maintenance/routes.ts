import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { Maintenance } from '../../contract/schemas/refresh';
import type { AppDeps } from '../deps';
import { readMaintenance } from './repo';

export const maintenanceRoutes: FastifyPluginAsync<AppDeps> = async (base, { db }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${API.maintenance}`,
    {
      schema: { tags: ['system'], summary: 'Maintenance flag, asked before every navigation', response: { 200: Maintenance } },
    },
    async () => readMaintenance(db),
  );
};
