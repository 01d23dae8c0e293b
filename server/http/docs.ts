import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import pkg from '../../package.json' with { type: 'json' };

/** OpenAPI at /api/docs, generated from the same TypeBox schemas that validate. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
