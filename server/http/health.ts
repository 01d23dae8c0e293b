import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../contract/errors';

/**
 * For an operator's load balancer or orchestrator, outside /api (so the
 * maintenance gate never closes them) and outside the OpenAPI document:
 * - GET /health/live: the process answers;
 * - GET /health/ready: it can serve, its database answers `probe`. From the
 *   first moment of a graceful stop (SIGTERM, server/main.ts) the listener is
 *   closed: probes fail to connect, so traffic moves to the other processes.
 */
export const healthPlugin = fp(async (app: FastifyInstance, opts: { probe: () => Promise<unknown> }) => {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await opts.probe();
      return { ok: true };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.status(503).send({ message: MSG.internalServerError });
    }
  });
});
