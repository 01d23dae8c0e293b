import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, registerPlayer } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let prod: TestApp;
beforeAll(async () => { prod = await testApp({ mode: 'production' }); });
afterAll(async () => { await prod.close(); });

describe('the API docs in production', () => {
  it('are closed to the public and to players', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await prod.call('GET', url)).statusCode).toBe(401);
    }
    const { token } = await registerPlayer(prod);
    expect((await prod.call('GET', '/api/docs/json', { token })).statusCode).toBe(401);
  });

  it('are open to an operator session', async () => {
    const res = await prod.call('GET', '/api/docs/json', { token: await operatorToken(prod) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain('/api/games');
  });
});
