import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../contract/schemas/auth';
import { DEMO_NORMAL_PLAYER, DEMO_PLAYER } from '../../server/db/seed';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('password login and sessions', () => {
  it('answers the login shape of SPEC section 3', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      uid: DEMO_PLAYER.uid,
      fullName: 'Demo Player',
      tgBind: false,
      tgRegister: false,
      language: 'en',
    });
  });

  it('refuses a wrong password with a message key', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { uid: DEMO_PLAYER.uid, password: 'wrong999' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidCredentials' });
  });

  it('keeps one live session: the older device is told it logged in elsewhere', async () => {
    const first = (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;
    const second = (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;
    const old = await t.call('GET', '/api/player', { token: first });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'msg.loggedInOtherDevices' });
    expect((await t.call('GET', '/api/player', { token: second })).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const token = (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;
    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    const res = await t.call('GET', '/api/player', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'msg.sessionExpired' });
  });

  it('answers msg.sessionExpired once a session outlives its time', async () => {
    const token = (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ended_at', 'is', null)
      .execute();
    const res = await t.call('GET', '/api/player', { token });
    expect(res.json()).toEqual({ message: 'msg.sessionExpired' });
  });

  it('tells an ordinary platform account to contact support for VIP', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: DEMO_NORMAL_PLAYER });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'msg.contactSupportUpgradeVip' });
  });

  it('refuses a platform role that is neither VIP nor ordinary as invalid', async () => {
    const { hashPassword } = await import('../../server/auth/password');
    await t.db
      .insertInto('players')
      .values({
        uid: 'agent01',
        full_name: 'Agent One',
        password_hash: await hashPassword('agent1234'),
        phone: null,
        tg_id: null,
        role: 'agent',
      })
      .execute();
    const res = await t.call('POST', '/api/auth/login', { body: { uid: 'agent01', password: 'agent1234' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'msg.invalidRole' });
  });

  it('spends a launch token once (POST player/login)', async () => {
    const { hashToken } = await import('../../server/auth/tokens');
    const player = await t.db.selectFrom('players').select('id').where('uid', '=', DEMO_PLAYER.uid).executeTakeFirstOrThrow();
    const launch = 'launch-token-from-h5-platform-0001';
    await t.db
      .insertInto('launch_tokens')
      .values({ token_hash: hashToken(launch), player_id: player.id, expires_at: new Date(Date.now() + 60_000), used_at: null })
      .execute();
    const ok = await t.call('POST', '/api/player/login', { body: { token: launch } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<LoginResponse>().uid).toBe(DEMO_PLAYER.uid);
    const replay = await t.call('POST', '/api/player/login', { body: { token: launch } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'msg.invalidToken' });
  });
});

describe('the body cipher', () => {
  it.each([
    ['a plain JSON body', { payload: DEMO_PLAYER, headers: {} }],
    ['an envelope without the header', { payload: { data: 'x' }, headers: {} }],
    [
      'a tampered envelope',
      { payload: { data: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, headers: { 'encrypted-request': 'true' } },
    ],
    ['an envelope that is not JSON', { payload: 'data=1', headers: { 'encrypted-request': 'true', 'content-type': 'text/plain' } }],
  ])('answers %s with 400 msg.invalidRequest', async (_label, { payload, headers }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it('validates the opened body against the contract', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { uid: 'x', password: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it('hands the key to the client', async () => {
    const res = await t.call('GET', '/api/cipher-key');
    expect(res.json<{ key: string }>().key).toHaveLength(44);
  });
});

describe('docs', () => {
  it('serves OpenAPI generated from the contract', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/maintenance', '/api/vips', '/api/player', '/api/auth/login', '/api/player/login']),
    );
  });
});
