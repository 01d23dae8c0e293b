import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import pkg from '../../package.json' with { type: 'json' };

/**
 * OpenAPI at /api/docs, generated from the same TypeBox schemas that validate.
 * With a guard (production: an operator session) every docs route, the JSON
 * included, answers only a caller the guard lets through: the public sees no map of the API.
 */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { guard?: (request: FastifyRequest) => Promise<unknown> }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'VIP rewards club API',
        version: pkg.version,
        description: 'Request bodies travel encrypted: { data: secretbox(JSON) } with the header encrypted-request: true. The schemas below show the decrypted shapes.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  const { guard } = opts;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(guard ? { uiHooks: { onRequest: async (request: FastifyRequest) => { await guard(request); } } } : {}),
  });
});
