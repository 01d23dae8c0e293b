import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

/** The CSP as directive name -> sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('security headers', () => {
  it('on an API answer and on an error: CSP, nosniff, referrer and permissions policies', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/games' }),
      await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
    }
  });

  it("lets Telegram's web client frame the app and no other site", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/games' });
    expect(csp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(['https://web.telegram.org']);
    // X-Frame-Options cannot name Telegram; a SAMEORIGIN there would refuse it in older browsers.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('sends HSTS only when the request came over TLS (through the trusted proxy)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/games' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({ method: 'GET', url: '/api/games', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The rest of the set stays as it was.
    expect(csp(tls.headers['content-security-policy']).get('frame-ancestors')).toEqual(['https://web.telegram.org']);
  });
});
