// The session hook of each route folder: a secured call without a live
// session is refused before its body is read, on the app's clock, and an
// operator route admits the roles it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/routes';
import { ADMIN_API } from '../../contract/adminRoutes';
import { CONSOLE_API } from '../../contract/schemas/console';
import { hashPassword } from '../../server/auth/password';
import { operatorToken, registerPlayer } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

async function operatorWithRole(role: 'support' | 'content'): Promise<string> {
  const username = `hook-${role}`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  return operatorToken(t, { username, password: 'operator123' });
}

describe('player routes', () => {
  it.each([
    ['POST', API.redeem, { coins: 'many' }],
    ['PUT', API.changeUid, { uid: '!' }],
    ['POST', API.activityStart, {}],
    ['PUT', API.fairnessClientSeed, { clientSeed: 42 }],
    ['POST', API.gameSpin('spin-wheel'), { idempotencyKey: 'short' }],
  ] as const)('refuse %s %s without a session as 401, whatever the body', async (method, url, body) => {
    const res = await t.call(method, `/api/${url}`, { body });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'msg.pleaseLoginToContinue' }]);
  });

  it("judge the session's expiry on the app's clock", async () => {
    const { token } = await registerPlayer(t);
    expect((await t.call('GET', `/api/${API.player}`, { token })).statusCode).toBe(200);
    t.clock.advance(t.config.sessionTtlHours * HOUR + 1000);
    try {
      const res = await t.call('GET', `/api/${API.player}`, { token });
      expect([res.statusCode, res.json()]).toEqual([401, { message: 'msg.sessionExpired' }]);
    } finally {
      t.clock.advance(-(t.config.sessionTtlHours * HOUR + 1000));
    }
  });
});

describe('operator routes', () => {
  it("refuse a call without a session, or with a player's, as 401 whatever the body", async () => {
    const bad = await t.call('POST', `/api/${ADMIN_API.faqs}`, { body: { question: 1 } });
    expect([bad.statusCode, bad.json()]).toEqual([401, { message: 'msg.pleaseLoginToContinue' }]);
    const { token } = await registerPlayer(t);
    const player = await t.call('PUT', `/api/${ADMIN_API.maintenance}`, { body: {}, token });
    expect([player.statusCode, player.json()]).toEqual([401, { message: 'msg.sessionExpired' }]);
  });

  it("admit the route's own roles over their folder's", async () => {
    const content = await operatorWithRole('content');
    const support = await operatorWithRole('support');
    // The console's folder admits support; reading the game switches is open to every operator, flipping one to admins only.
    expect((await t.call('GET', `/api/${CONSOLE_API.games}`, { token: content })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/${CONSOLE_API.players}?q=demo`, { token: content })).statusCode).toBe(403);
    const flip = await t.call('PUT', `/api/${CONSOLE_API.gameMaintenance('spin-wheel')}`, { body: { maintenance: true }, token: support });
    expect([flip.statusCode, flip.json()]).toEqual([403, { message: 'msg.forbidden' }]);
    expect((await t.call('GET', `/api/${CONSOLE_API.players}?q=demo`, { token: support })).statusCode).toBe(200);
  });
});
