import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../server/db/seed';
import { testApp, type TestApp } from './helpers/app';
import { registerPlayer, uniqueIp, uniqueUid } from './helpers/accounts';

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
const login = (uid: string, password: string, ip: string) => t.call('POST', '/api/auth/login', { body: { uid, password }, ip });

async function fresh(): Promise<{ uid: string; password: string }> {
  const { body } = await registerPlayer(t);
  return { uid: body.uid, password: body.password };
}

describe('password login brute force', () => {
  it('refuses the guessing address on a UID with 429 after five failures in 15 minutes, even with the right password', async () => {
    const p = await fresh();
    const guesser = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const res = await login(p.uid, 'wrong1234', guesser);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidCredentials' });
      t.clock.advance(MINUTE);
    }
    const locked = await login(p.uid, p.password, guesser);
    expect(locked.statusCode).toBe(429);
    // The first failure was 5 minutes ago: it leaves the window in 10 minutes.
    expect(locked.json()).toEqual({ message: 'msg.tooFrequentSeconds', typ: 'login', wait: 600 });
    expect(locked.headers['retry-after']).toBe('600');
    t.clock.advance(10 * MINUTE);
    expect((await login(p.uid, p.password, guesser)).statusCode).toBe(200);
  });

  it('does not lock the owner out: five wrong passwords from elsewhere leave their login open', async () => {
    const p = await fresh();
    const guesser = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await login(p.uid, 'wrong1234', guesser)).statusCode).toBe(400);
    expect((await login(p.uid, 'wrong1234', guesser)).statusCode).toBe(429);
    expect((await login(p.uid, p.password, uniqueIp())).statusCode).toBe(200);
  });

  it("holds one account to 100 failures an hour from new addresses (ASVS 2.2.1), and keeps the owner's addresses open", async () => {
    const p = await fresh();
    const owners = uniqueIp();
    expect((await login(p.uid, p.password, owners)).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) expect((await login(p.uid, 'wrong1234', uniqueIp())).statusCode).toBe(400);
    const res = await login(p.uid, 'wrong1234', uniqueIp());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ typ: 'login', wait: 3600 });
    // The stranger's hour of guessing does not keep the owner out where they signed in before.
    expect((await login(p.uid, p.password, owners)).statusCode).toBe(200);
    // A mistyped password there is still only a failure, never the ceiling's hour.
    expect((await login(p.uid, 'typo1234', owners)).statusCode).toBe(400);
    expect((await login(p.uid, p.password, owners)).statusCode).toBe(200);
    t.clock.advance(60 * MINUTE);
    expect((await login(p.uid, p.password, uniqueIp())).statusCode).toBe(200);
  }, 120_000);

  it('counts UIDs regardless of case', async () => {
    const p = await fresh();
    const guesser = uniqueIp();
    for (let i = 0; i < 5; i++) await login(i % 2 ? p.uid.toUpperCase() : p.uid, 'wrong1234', guesser);
    expect((await login(p.uid, p.password, guesser)).statusCode).toBe(429);
  });

  it('refuses an address after 20 failures over any UIDs', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await login(uniqueUid(), 'wrong1234', ip)).statusCode).toBe(400);
    const p = await fresh();
    const res = await login(p.uid, p.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ typ: 'login', wait: 900 });
    expect((await login(p.uid, p.password, uniqueIp())).statusCode).toBe(200);
  });

  it('takes the UID in any case (phone keyboards capitalise it), the password exactly', async () => {
    const p = await fresh();
    expect((await login(p.uid.toUpperCase(), p.password, uniqueIp())).statusCode).toBe(200);
    expect((await login(p.uid, p.password.toUpperCase(), uniqueIp())).statusCode).toBe(400);
  });

  it('does not count successful logins', async () => {
    const p = await fresh();
    const ip = uniqueIp();
    for (let i = 0; i < 25; i++) expect((await login(p.uid, p.password, ip)).statusCode).toBe(200);
  });

  it('a success from one address does not clear the failures of another', async () => {
    const p = await fresh();
    const attacker = uniqueIp();
    for (let i = 0; i < 4; i++) await login(p.uid, 'wrong1234', attacker);
    expect((await login(p.uid, p.password, uniqueIp())).statusCode).toBe(200);
    expect((await login(p.uid, 'wrong1234', attacker)).statusCode).toBe(400);
    expect((await login(p.uid, p.password, attacker)).statusCode).toBe(429);
  });

  it('holds under a burst of parallel guesses', async () => {
    const p = await fresh();
    const guesser = uniqueIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => login(p.uid, 'wrong1234', guesser)));
    const passed = results.filter((r) => r.statusCode === 400).length;
    expect(passed).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
  });

  it('survives a restart: the counts live in the database', async () => {
    const p = await fresh();
    for (let i = 0; i < 5; i++) await login(p.uid, 'wrong1234', uniqueIp());
    const rows = await t.db.selectFrom('rate_events').select('id').where('key', '=', `login:uid:${p.uid.toLowerCase()}`).execute();
    expect(rows).toHaveLength(5);
  });
});

describe('operator login brute force', () => {
  it('is throttled like player login: the guessing address is stopped, the operator elsewhere is not', async () => {
    const guesser = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/admin/login', {
        body: { username: DEMO_OPERATOR.username, password: 'wrong-password' },
        ip: guesser,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidOperatorCredentials' });
    }
    const res = await t.call('POST', '/api/admin/login', { body: DEMO_OPERATOR, ip: guesser });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: 'msg.tooFrequentSeconds', typ: 'login' });
    expect((await t.call('POST', '/api/admin/login', { body: DEMO_OPERATOR, ip: uniqueIp() })).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
  });
});
