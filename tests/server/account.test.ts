import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshData } from '../../contract/schemas/refresh';
import type { LoginResponse } from '../../contract/schemas/auth';
import { verifyPassword } from '../../server/auth/password';
import { testApp, type TestApp } from './helpers/app';
import { e164, lastCode, registerBody, registerPlayer, requestOtp, uniqueIp, uniquePhone, uniqueUid } from './helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Stopped, so the waits the throttles answer are exact however slow the machine.
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const uidCheck = (uid: string, ip = uniqueIp()) => t.call('POST', '/api/account/uid-check', { body: { uid }, ip });

describe('POST account/uid-check', () => {
  it('says whether a UID is free, ignoring case', async () => {
    expect((await uidCheck(uniqueUid())).json()).toEqual({ available: true });
    expect((await uidCheck('demo01')).json()).toEqual({ available: false });
    expect((await uidCheck('DEMO01')).json()).toEqual({ available: false });
  });

  it('answers a malformed UID with msg.invalidUid', async () => {
    for (const uid of ['1abcdef', 'abc', 'abcdefgh', 'abc de1']) {
      const res = await uidCheck(uid);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidUid', typ: 'uid' });
    }
  });

  it('allows 30 checks per address in 10 minutes (enumeration)', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) expect((await uidCheck(uniqueUid(), ip)).statusCode).toBe(200);
    const res = await uidCheck(uniqueUid(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'msg.tooFrequentSeconds', typ: 'uid', wait: 600 });
  });
});

describe('POST account/register', () => {
  it('creates a VIP player, spends the code and logs in', async () => {
    const registered = await registerPlayer(t, { language: 'ms', referrer: 'aff-77' });
    expect(registered).toMatchObject({
      uid: registered.body.uid,
      fullName: 'Siti binti Ahmad',
      tgBind: false,
      tgRegister: false,
      language: 'ms',
    });
    const row = await t.db.selectFrom('players').selectAll().where('uid', '=', registered.body.uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'vip',
      verified: false,
      language: 'ms',
      phone: e164(registered.body.phone),
      referrer: 'aff-77',
      uid_changed: false,
    });
    expect(row.password_hash).not.toContain('secret123');
    expect(await verifyPassword('secret123', row.password_hash ?? '')).toBe(true);
    const refresh = await t.call('GET', '/api/player', { token: registered.token });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json<RefreshData>()).toMatchObject({ language: 'ms', notify: true, coin: { balance: 0 } });
    const login = await t.call('POST', '/api/auth/login', { body: { uid: registered.body.uid, password: 'secret123' }, ip: uniqueIp() });
    expect(login.statusCode).toBe(200);
  });

  it('defaults the language to en', async () => {
    const { body } = await registerPlayer(t);
    const row = await t.db.selectFrom('players').select('language').where('uid', '=', body.uid).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
  });

  describe('refuses, in the order the form checks', () => {
    let phone: string;
    let code: string;
    beforeAll(async () => {
      phone = uniquePhone();
      await requestOtp(t, phone);
      code = await lastCode(t, phone);
    });
    const register = (over: object) =>
      t.call('POST', '/api/account/register', { body: { ...registerBody(phone, code), ...over }, ip: uniqueIp() });

    it.each([
      ['a bad UID', { uid: '9lives' }, 'msg.invalidUid', 'uid'],
      ['a bad full name', { fullName: '1' }, 'msg.invalidFullName', 'fullName'],
      ['a bad password', { password: 'short' }, 'msg.invalidPassword', 'password'],
      ['a password with a space', { password: 'abc 1234', confirmPassword: 'abc 1234' }, 'msg.invalidPassword', 'password'],
      ['a bad phone', { phone: '12345' }, 'msg.invalidPhoneNumber', 'phone'],
      ['a bad OTP', { otp: '12ab56' }, 'msg.invalidOtp', 'otp'],
      ['unticked terms', { terms: false }, 'msg.checkTerms', 'terms'],
      ['missing terms', { terms: undefined }, 'msg.checkTerms', 'terms'],
    ])('%s with its field message', async (_label, over, message, typ) => {
      const res = await register(over);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, typ });
    });

    it('a confirmation that does not match: msg.invalidConfirmPassword', async () => {
      const res = await register({ confirmPassword: 'other1234', uid: 'demo01' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidConfirmPassword', typ: 'confirmPassword' });
    });

    it('a taken UID (any case), before the phone: 409 msg.accountExist', async () => {
      const res = await register({ uid: 'Demo01', phone: '0123456789' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'msg.accountExist', typ: 'uid', count: 1 });
    });

    it('a taken phone, before the code: 409 msg.phoneExist', async () => {
      const res = await register({ phone: '+60123456789', otp: '000000' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'msg.phoneExist', typ: 'phone', count: 1 });
    });

    it('a wrong code: msg.incorrectVerificationCode, and nothing is created', async () => {
      const uid = uniqueUid();
      const res = await register({ uid, otp: code === '999999' ? '999998' : '999999' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'msg.incorrectVerificationCode', typ: 'otp' });
      expect(await t.db.selectFrom('players').select('id').where('uid', '=', uid).executeTakeFirst()).toBeUndefined();
    });

    it('and still accepts the right code afterwards', async () => {
      expect((await register({})).statusCode).toBe(200);
    });
  });

  it('is race-safe: two registrations of one UID give one player and one 409', async () => {
    const uid = uniqueUid();
    const [a, b] = [uniquePhone(), uniquePhone()];
    await requestOtp(t, a);
    await requestOtp(t, b);
    const bodies = [registerBody(a, await lastCode(t, a), { uid }), registerBody(b, await lastCode(t, b), { uid })];
    const results = await Promise.all(bodies.map((body) => t.call('POST', '/api/account/register', { body, ip: uniqueIp() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: 'msg.accountExist', typ: 'uid', count: 1 });
    const rows = await t.db.selectFrom('players').select('id').where('uid', '=', uid).execute();
    expect(rows).toHaveLength(1);
  });

  it('maps a unique violation on UID or phone to its 409 (the race the checks cannot see)', async () => {
    const { conflictFrom } = await import('../../server/account/repo');
    const insert = (uid: string, phone: string | null) =>
      t.db.insertInto('players').values({ uid, full_name: 'Race', password_hash: null, phone }).execute();
    const caught = async (p: Promise<unknown>) =>
      p.then(
        () => null,
        (error: unknown) => error,
      );
    expect(conflictFrom(await caught(insert('DEMO01', null)))?.key).toBe('msg.accountExist');
    expect(conflictFrom(await caught(insert(uniqueUid(), '+60123456789')))?.key).toBe('msg.phoneExist');
    expect(conflictFrom(new Error('something else'))).toBeNull();
  });

  it('stops answering after 20 failures from one address in 15 minutes', async () => {
    const ip = uniqueIp();
    const body = registerBody(uniquePhone(), '123456');
    for (let i = 0; i < 20; i++) {
      expect((await t.call('POST', '/api/account/register', { body, ip })).statusCode).toBe(400);
    }
    const res = await t.call('POST', '/api/account/register', { body, ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'msg.tooFrequentSeconds', typ: 'register', wait: 900 });
  });

  it("opens a session that replaces none of another player's", async () => {
    const first = await registerPlayer(t);
    const second = await registerPlayer(t);
    for (const p of [first, second] as LoginResponse[]) {
      expect((await t.call('GET', '/api/player', { token: p.token })).statusCode).toBe(200);
    }
  });
});
