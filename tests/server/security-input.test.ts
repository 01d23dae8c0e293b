import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../server/auth/audit';
import { operatorToken, registerPlayer } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { demoOperator } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const refused = { message: 'msg.invalidRequest' };
const unstorable = { nul: 'adm\u0000in', loneHigh: 'adm\uD800in', loneLow: '\uDC00' };

describe('text the database cannot store is refused at the edge', () => {
  for (const [what, text] of Object.entries(unstorable)) {
    it(`a ${what} in the unauthenticated operator login's username is a 400`, async () => {
      const res = await t.call('POST', '/api/admin/login', { body: { username: text, password: 'whatever-long' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    });
  }

  it("in a field of a player's body, or in a key", async () => {
    const { token } = await registerPlayer(t);
    for (const body of [{ clientSeed: 'seed\u0000' }, { ['k\uD800']: 1 }]) {
      const res = await t.call('PUT', '/api/fairness/client-seed', { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it('in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/pages/ab%00cd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('in a query parameter, once or in a repeated key', async () => {
    const token = await operatorToken(t);
    for (const q of ['q=ab%00', 'q=x&q=%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/players?${q}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it("in a URL that is not UTF-8, or a path parameter past the router's length: refused in the app's shape", async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/redemptions/x%ED%B0%80y/reject' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refused);
    const long = await t.app.inject({ method: 'GET', url: `/api/content/pages/${'a'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(refused);
  });

  it('well-formed text outside the BMP still passes', async () => {
    const res = await t.call('POST', '/api/admin/login', { body: { username: 'admin😀', password: 'whatever-long' } });
    expect(res.statusCode).not.toBe(500);
    expect(res.json()).not.toEqual(refused);
  });
});

describe('the audit line', () => {
  it('is written when a detail holds a NUL or a lone surrogate (replaced, not failing the action)', async () => {
    const operator = await demoOperator(t);
    await t.db.transaction().execute((trx) => audit(trx, operator, 'probe.unstorable', null, { note: 'a\u0000b\uD800c' }));
    const row = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'probe.unstorable').executeTakeFirstOrThrow();
    expect(JSON.stringify(row.detail)).toContain('a\uFFFDb\uFFFDc');
  });
});
