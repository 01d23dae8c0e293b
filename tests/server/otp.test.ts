import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/app';
import { e164, lastCode, operatorToken, registerBody, requestOtp, uniqueIp, uniquePhone } from './helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Stopped, so the waits the throttles answer are exact however slow the machine.
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('POST account/otp', () => {
  it('texts a six-digit code, stores only its hash and says when to resend', async () => {
    const phone = uniquePhone();
    const res = await requestOtp(t, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resendIn: 60, expiresIn: 300 });
    const [sms] = await t.sms.read({ to: e164(phone), limit: 1 });
    expect(sms?.text).toMatch(/^Your VIP Club code is \d{6}\. It expires in 5 minutes\.$/);
    const code = await lastCode(t, phone);
    const row = await t.db.selectFrom('otp_codes').selectAll().where('phone', '=', e164(phone)).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * MINUTE);
  });

  it('texts the code in the language of the screen that asked, English when none is said', async () => {
    const texts: Record<string, RegExp> = {
      zh: /^您的VIP俱乐部验证码是 \d{6}，5 分钟内有效。$/,
      ms: /^Kod Kelab VIP anda ialah \d{6}\. Ia tamat tempoh dalam 5 minit\.$/,
      en: /^Your VIP Club code is \d{6}\. It expires in 5 minutes\.$/,
    };
    for (const [language, text] of Object.entries(texts)) {
      const phone = uniquePhone();
      const res = await t.call('POST', '/api/account/otp', { body: { phone, purpose: 'register', language }, ip: uniqueIp() });
      expect(res.statusCode).toBe(200);
      const [sms] = await t.sms.read({ to: e164(phone), limit: 1 });
      expect(sms?.text).toMatch(text);
    }
    const bad = await t.call('POST', '/api/account/otp', {
      body: { phone: uniquePhone(), purpose: 'register', language: 'fr' },
      ip: uniqueIp(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('accepts the +60, 60 and 0 spellings of one number and stores it in E.164', async () => {
    const phone = uniquePhone();
    for (const spelled of [`+6${phone}`, `6${phone}`, phone]) {
      expect((await requestOtp(t, spelled)).statusCode).toBe(200);
      t.clock.advance(MINUTE);
    }
    expect(await t.sms.read({ to: e164(phone), limit: 5 })).toHaveLength(3);
  });

  it('refuses a phone that is not a Malaysian mobile with the field message', async () => {
    const res = await requestOtp(t, '0312345678');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'msg.invalidPhoneNumber' });
  });

  it('refuses a phone already registered with 409 msg.phoneExist', async () => {
    const res = await requestOtp(t, '0123456789'); // the demo player's number
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'msg.phoneExist', typ: 'phone', count: 1 });
  });

  it('throttles a resend to once a minute with 429 and the wait in seconds', async () => {
    const phone = uniquePhone();
    expect((await requestOtp(t, phone)).statusCode).toBe(200);
    t.clock.advance(20_000);
    const again = await requestOtp(t, phone, uniqueIp());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: 'msg.tooFrequentSeconds', typ: 'otp', wait: 40 });
    expect(again.headers['retry-after']).toBe('40');
    t.clock.advance(40_000);
    expect((await requestOtp(t, phone)).statusCode).toBe(200);
  });

  it('caps one phone at five codes an hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await requestOtp(t, phone)).statusCode).toBe(200);
      t.clock.advance(MINUTE);
    }
    const sixth = await requestOtp(t, phone);
    expect(sixth.statusCode).toBe(429);
    // The first of the five leaves the hour 55 minutes from now.
    expect(sixth.json()).toEqual({ message: 'msg.tooFrequentSeconds', typ: 'otp', wait: 55 * 60 });
    t.clock.advance(55 * MINUTE);
    expect((await requestOtp(t, phone)).statusCode).toBe(200);
  });

  it('caps one address at twenty codes an hour, whatever the numbers', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await requestOtp(t, uniquePhone(), ip)).statusCode).toBe(200);
    const res = await requestOtp(t, uniquePhone(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ typ: 'otp', wait: 3600 });
    expect((await requestOtp(t, uniquePhone(), uniqueIp())).statusCode).toBe(200);
  });
});

describe('the code at registration', () => {
  async function codeFor(phone: string) {
    expect((await requestOtp(t, phone)).statusCode).toBe(200);
    return lastCode(t, phone);
  }
  const register = (body: object) => t.call('POST', '/api/account/register', { body, ip: uniqueIp() });

  it('expires after five minutes: msg.otpExpired', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    t.clock.advance(5 * MINUTE + 1000);
    const res = await register(registerBody(phone, code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.otpExpired', typ: 'otp' });
  });

  it('works once only', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    expect((await register(registerBody(phone, code))).statusCode).toBe(200);
    // The phone is now taken, so check the code row itself: it is spent.
    const row = await t.db.selectFrom('otp_codes').select('consumed_at').where('phone', '=', e164(phone)).executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
  });

  it('is dead after five wrong tries, even for the right code', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const res = await register(registerBody(phone, wrong));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.incorrectVerificationCode', typ: 'otp', count: left });
    }
    const right = await register(registerBody(phone, code));
    expect(right.json()).toEqual({ message: 'msg.otpExpired', typ: 'otp' });
  });

  it('is replaced by a newer code', async () => {
    const phone = uniquePhone();
    const first = await codeFor(phone);
    t.clock.advance(MINUTE);
    const second = await codeFor(phone);
    if (first !== second)
      expect((await register(registerBody(phone, first))).json()).toMatchObject({ message: 'msg.incorrectVerificationCode' });
    expect((await register(registerBody(phone, second))).statusCode).toBe(200);
  });

  it('answers msg.incorrectVerificationCode when no code was ever sent', async () => {
    const res = await register(registerBody(uniquePhone(), '123456'));
    expect(res.json()).toEqual({ message: 'msg.incorrectVerificationCode', typ: 'otp' });
  });
});

describe('GET admin/sms-outbox', () => {
  it('shows an operator the newest messages to a number', async () => {
    const phone = uniquePhone();
    await requestOtp(t, phone);
    const token = await operatorToken(t);
    const res = await t.call('GET', `/api/admin/sms-outbox?to=${encodeURIComponent(e164(phone))}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ to: e164(phone), text: expect.stringContaining('VIP Club code'), at: expect.any(String) }]);
  });

  it('is closed to players and guests', async () => {
    expect((await t.call('GET', '/api/admin/sms-outbox')).statusCode).toBe(401);
    const player = await t.call('POST', '/api/auth/login', { body: { uid: 'demo01', password: 'demo1234' }, ip: uniqueIp() });
    const res = await t.call('GET', '/api/admin/sms-outbox', { token: player.json<{ token: string }>().token });
    expect(res.statusCode).toBe(401);
  });

  it('does not exist in production mode', async () => {
    const prod = await testApp({ mode: 'production' });
    try {
      const token = await operatorToken(prod);
      const res = await prod.call('GET', '/api/admin/sms-outbox', { token });
      expect(res.statusCode).toBe(404);
      const docs = await prod.call('GET', '/api/docs/json', { token });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/api/admin/sms-outbox');
    } finally {
      await prod.close();
    }
  });
});
