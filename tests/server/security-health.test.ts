import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthPlugin } from '../../server/http/health';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

it('answers liveness and readiness, also during system maintenance', async () => {
  const token = await operatorToken(t);
  expect((await t.call('PUT', '/api/admin/maintenance', { token, body: { maintenance: 1 } })).statusCode).toBe(200);
  try {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
  } finally {
    await t.call('PUT', '/api/admin/maintenance', { token, body: { maintenance: 0 } });
  }
});

it('is not ready when the database does not answer', async () => {
  const app = Fastify();
  await app.register(healthPlugin, { probe: () => Promise.reject(new Error('connection refused')) });
  const res = await app.inject({ method: 'GET', url: '/health/ready' });
  expect(res.statusCode).toBe(503);
  expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  await app.close();
});
