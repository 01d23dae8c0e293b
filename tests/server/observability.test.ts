// Issue 15, "Also": what an operator's monitoring reads. GET /metrics (request
// latency by route, ledger moves, open sockets, job lag), closed in
// production without the scraper's token; and a request id on every answer
// and every log line of the request, an error's included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { AppDeps } from '../../server/deps';
import { startJobs } from '../../server/lib/jobs';
import { maintenanceFlag } from '../../server/maintenance/gate';
import { createRealtime } from '../../server/realtime/hub';
import { attachSocket, type PlayerSockets } from '../../server/realtime/socket';
import { testApp, type TestApp } from './helpers/app';
import { handshake, playerClient, urlOf } from './helpers/realtime';
import { giveCoins, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

/** Each app its own realtime hub, as each process has: a game registers its socket handler once per hub. */
const depsOf = (config: Config): AppDeps => ({
  db: t.db,
  config,
  realtime: createRealtime(),
  maintenance: maintenanceFlag(t.db),
  clock: t.clock.now,
  sms: t.sms,
  push: t.push,
});

/** One sample's value from the exposition text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('shows request latency by route, ledger moves, open sockets and job lag', async () => {
    // Built last in this file's process, so the registry's figures are this app's (each app starts it afresh).
    const deps = depsOf(t.config);
    const app = await buildApp(deps);
    let sockets: PlayerSockets | undefined;
    const stopJobs = startJobs([{ name: 'test-sweep', everyMs: 60_000, run: async () => null }], () => {});
    try {
      sockets = attachSocket(app.server, { db: t.db, realtime: deps.realtime, clock: t.clock.now });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const p = await walletPlayer(t);
      const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const adjustments = (text: string) => sample(text, 'ledger_moves_total{type="ADJUST"}') ?? 0;
      const adjustedBefore = adjustments(await scrape());
      await giveCoins(t, p.uid, 30);
      const client = playerClient(urlOf(app.server), p.token);
      try {
        expect(await handshake(client)).toBe('connected');
        expect((await app.inject({ method: 'GET', url: '/api/games' })).statusCode).toBe(200);
        const res = await app.inject({ method: 'GET', url: '/metrics' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/plain');
        const text = res.body;
        expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/games",status_code="200"}')).toBe(1);
        // The operator's adjustment is one more entry in the ledger.
        expect(adjustments(text)).toBe(adjustedBefore + 1);
        expect(sample(text, 'realtime_open_sockets')).toBe(1);
        const lag = sample(text, 'job_lag_seconds{job="test-sweep"}');
        expect(lag).toBeGreaterThanOrEqual(0);
        expect(lag).toBeLessThan(60);
      } finally {
        client.close();
      }
    } finally {
      await stopJobs();
      await sockets?.close();
      await app.close();
    }
  });

  it('in production answers 404 without METRICS_TOKEN, and with it only to its bearer', async () => {
    const closed = await buildApp(depsOf({ ...t.config, mode: 'production' }));
    const open = await buildApp(depsOf({ ...t.config, mode: 'production', metricsToken: 'scrape-secret' }));
    try {
      expect((await closed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await open.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await open.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secreT' } })).statusCode).toBe(
        404,
      );
      const res = await open.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE ledger_moves_total counter');
    } finally {
      await closed.close();
      await open.close();
    }
  });
});

describe('request id', () => {
  it("keeps a proxy's safe X-Request-ID and echoes it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/games', headers: { 'x-request-id': 'edge-7f3a.42:1' } });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42:1');
  });

  it('replaces an unsafe or overlong one with a fresh id, different per request', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/games', headers: { 'x-request-id': 'a b\u0001{"x":1}' } });
    const long = await t.app.inject({ method: 'GET', url: '/api/games', headers: { 'x-request-id': 'x'.repeat(65) } });
    const none = await t.app.inject({ method: 'GET', url: '/api/games' });
    const ids = [bad, long, none].map((r) => String(r.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("is on the error's log line and on the 500 the caller gets", async () => {
    const lines: string[] = [];
    const app = await buildApp(depsOf(t.config), {
      logger: true,
      logStream: {
        write: (line) => {
          lines.push(line);
        },
      },
    });
    try {
      app.get('/test-failure', async () => {
        throw new Error('the disk is on fire');
      });
      const res = await app.inject({ method: 'GET', url: '/test-failure', headers: { 'x-request-id': 'trace-500' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('trace-500');
      const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; err?: { message?: string } });
      expect(logged).toContainEqual(
        expect.objectContaining({
          reqId: 'trace-500',
          msg: 'unexpected failure',
          err: expect.objectContaining({ message: 'the disk is on fire' }),
        }),
      );
    } finally {
      await app.close();
    }
  });
});
