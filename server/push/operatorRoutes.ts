import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ADMIN_API } from '../../contract/adminRoutes';
import { ErrorBody } from '../../contract/schemas/common';
import { PushOutboxEntry, PushOutboxQuery } from '../../contract/schemas/push';
import { operatorSession } from '../auth/hook';
import { SUPPORT_ROLES } from '../auth/roles';
import type { AppDeps } from '../deps';
import { hasPushOutbox } from '../providers/push';

/** GET admin/push-outbox: what the local push provider kept, outside production mode only. */
export const pushOperatorRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { push, config } = deps;
  if (config.mode === 'production' || !hasPushOutbox(push)) return;
  const outbox = push;
  await base.register(operatorSession, { ...deps, roles: SUPPORT_ROLES });
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/${ADMIN_API.pushOutbox}`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Local push outbox (not in production mode)',
        security: [{ bearer: [] }],
        querystring: PushOutboxQuery,
        response: { 200: Type.Array(PushOutboxEntry), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => outbox.read(request.query.limit ?? 50),
  );
};
