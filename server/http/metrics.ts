import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetrics from 'fastify-metrics';
import { metricsSnapshot } from '../lib/metrics';

/**
 * Prometheus at GET /metrics, outside /api (the maintenance gate never closes
 * it) and outside the OpenAPI document. fastify-metrics times every request by
 * route (http_request_duration_seconds); the ledger's moves, the open sockets
 * and each job's lag are read from server/lib/metrics.ts when scraped.
 * With a token (METRICS_TOKEN; production requires one) only a scraper sending
 * it as a bearer gets the figures; anyone else gets the 404 of an unknown path.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token: string | undefined; required: boolean }) => {
  // One app per process in production; tests build many, and each starts the registry afresh.
  await app.register(fastifyMetrics, {
    endpoint: null,
    clearRegisterOnInit: true,
    routeMetrics: { enabled: { histogram: true, summary: false }, routeBlacklist: ['/metrics'] },
  });
  const { client } = app.metrics;
  const snapshot = () => metricsSnapshot(Date.now());
  new client.Counter({
    name: 'ledger_moves_total',
    help: 'Entries appended to the coin ledger, by type',
    labelNames: ['type'],
    collect() {
      this.reset();
      for (const [type, count] of snapshot().ledgerMoves) this.inc({ type }, count);
    },
  });
  new client.Gauge({
    name: 'realtime_open_sockets',
    help: 'Player sockets open on this process',
    collect() {
      this.set(snapshot().openSockets);
    },
  });
  new client.Gauge({
    name: 'job_lag_seconds',
    help: 'Seconds since each job last finished a pass without an error',
    labelNames: ['job'],
    collect() {
      this.reset();
      for (const [job, seconds] of snapshot().jobLagSeconds) this.set({ job }, seconds);
    },
  });

  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
  const admitted = (request: FastifyRequest): boolean => {
    if (!expected) return !opts.required;
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!admitted(request)) return reply.callNotFound();
    return reply.type(client.register.contentType).send(await client.register.metrics());
  });
});
