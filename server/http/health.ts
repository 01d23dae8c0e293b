import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../contract/errors';

/**
 * For an operator's load balancer or orchestrator, outside /api (so the
 * maintenance gate never closes them) and outside the OpenAPI document:
 * - GET /health/live: the process answers;
 * - GET /health/ready: it can serve, its database answers `probe`. Once the
 *   app closes (SIGTERM, server/main.ts) it answers 503 on a connection still
 *   open, so traffic moves to the other processes (new ones are refused).
 */
export const healthPlugin = fp(async (app: FastifyInstance, opts: { probe: () => Promise<unknown> }) => {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ ok: true }));
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
    if (closing) return reply.status(503).send({ message: MSG.internalServerError });
    try {
      await opts.probe();
      return { ok: true };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.status(503).send({ message: MSG.internalServerError });
    }
  });
});
