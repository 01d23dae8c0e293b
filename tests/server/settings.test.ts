import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/schemas/account';
import type { RefreshData } from '../../contract/schemas/refresh';
import { maskPhone } from '../../server/lib/phone';
import { testApp, type TestApp } from './helpers/app';
import { registerPlayer, uniqueIp, uniqueUid } from './helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

async function player() {
  const p = await registerPlayer(t);
  return { ...p, put: (path: string, body: unknown) => t.call('PUT', `/api/player/${path}`, { body, token: p.token }) };
}

describe('player settings', () => {
  it('need a logged-in player', async () => {
    for (const [method, url] of [
      ['GET', 'profile'],
      ['PUT', 'notify'],
      ['PUT', 'language'],
      ['PUT', 'uid'],
      ['PUT', 'full-name'],
    ] as const) {
      const res = await t.call(method, `/api/player/${url}`, method === 'PUT' ? { body: {} } : {});
      expect([400, 401]).toContain(res.statusCode);
      if (method === 'GET') expect(res.json()).toEqual({ message: 'msg.pleaseLoginToContinue' });
    }
    const res = await t.call('PUT', '/api/player/notify', { body: { notify: false } });
    expect(res.statusCode).toBe(401);
  });

  it('GET player/profile shows the account with the phone masked', async () => {
    const p = await player();
    const res = await t.call('GET', '/api/player/profile', { token: p.token });
    expect(res.statusCode).toBe(200);
    const national = p.body.phone.slice(1);
    expect(res.json<Profile>()).toEqual({
      uid: p.body.uid,
      fullName: 'Siti binti Ahmad',
      phone: `+60 ${national.slice(0, 2)}-*** ${national.slice(-4)}`,
      language: 'en',
      notify: true,
      canChangeUid: true,
      tgBind: false,
    });
    expect(maskPhone('+60123456789')).toBe('+60 12-*** 6789');
  });

  it('PUT player/notify is saved on the server and shows in the refresh', async () => {
    const p = await player();
    expect((await p.put('notify', { notify: false })).json()).toEqual({ notify: false });
    expect((await t.call('GET', '/api/player', { token: p.token })).json<RefreshData>().notify).toBe(false);
    expect((await p.put('notify', { notify: 'yes' })).statusCode).toBe(400);
  });

  it('PUT player/language takes en, zh or ms only', async () => {
    const p = await player();
    expect((await p.put('language', { language: 'zh' })).json()).toEqual({ language: 'zh' });
    expect((await t.call('GET', '/api/player', { token: p.token })).json<RefreshData>().language).toBe('zh');
    const bad = await p.put('language', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it('PUT player/uid changes the UID once, then answers msg.unableChangeUid', async () => {
    const p = await player();
    const next = uniqueUid();
    const res = await p.put('uid', { uid: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uid: next, message: 'msg.uidUpdated' });
    // The session survives; the old UID no longer logs in, the new one does.
    const profile = (await t.call('GET', '/api/player/profile', { token: p.token })).json<Profile>();
    expect(profile).toMatchObject({ uid: next, canChangeUid: false });
    const login = (uid: string) => t.call('POST', '/api/auth/login', { body: { uid, password: p.body.password }, ip: uniqueIp() });
    expect((await login(p.body.uid)).statusCode).toBe(400);
    expect((await login(next)).statusCode).toBe(200);
    const again = await t.call('PUT', '/api/player/uid', {
      body: { uid: uniqueUid() },
      token: (await login(next)).json<{ token: string }>().token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'msg.unableChangeUid' });
  });

  it('PUT player/uid refuses a taken UID (or the same one) with 409 and keeps the change unspent', async () => {
    const p = await player();
    for (const uid of ['DEMO01', p.body.uid]) {
      const res = await p.put('uid', { uid });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'msg.accountExist', typ: 'uid', count: 1 });
    }
    expect((await p.put('uid', { uid: 'bad' })).json()).toEqual({ message: 'msg.invalidUid', typ: 'uid' });
    expect((await t.call('GET', '/api/player/profile', { token: p.token })).json<Profile>().canChangeUid).toBe(true);
  });

  it('PUT player/uid: two parallel changes spend the one change once', async () => {
    const p = await player();
    const results = await Promise.all([p.put('uid', { uid: uniqueUid() }), p.put('uid', { uid: uniqueUid() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('PUT player/full-name trims and saves, refusing a bad name', async () => {
    const p = await player();
    expect((await p.put('full-name', { fullName: 'Tan Mei Ling ' })).json()).toEqual({ fullName: 'Tan Mei Ling' });
    expect((await t.call('GET', '/api/player/profile', { token: p.token })).json<Profile>().fullName).toBe('Tan Mei Ling');
    for (const fullName of ['', '1234', 'x'.repeat(61)]) {
      const res = await p.put('full-name', { fullName });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidFullName', typ: 'fullName' });
    }
  });
});
