import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchTokenResponse, RegisterTokenResponse } from '../../contract/schemas/account';
import type { LoginResponse } from '../../contract/schemas/auth';
import { signBody } from '../../server/h5/signature';
import { testApp, type TestApp } from './helpers/app';
import { lastCode, registerBody, requestOtp, uniqueIp, uniquePhone } from './helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** As the H5 platform calls: a plain JSON body, signed over its exact bytes. */
function launch(body: unknown, opts: { secret?: string; signature?: string; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/h5/launch-token',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-h5-signature': opts.signature ?? signBody(opts.secret ?? t.config.h5Secret, raw) },
  });
}

describe('POST h5/launch-token', () => {
  it('answers a one-time token that POST player/login spends', async () => {
    const res = await launch({ uid: 'demo01', ts: seconds() });
    expect(res.statusCode).toBe(200);
    const body = res.json<LaunchTokenResponse>();
    expect(body).toEqual({ token: expect.any(String), url: `/?token=${body.token}`, expiresIn: 300 });
    const row = await t.db.selectFrom('launch_tokens').selectAll().where('used_at', 'is', null).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(body.token);
    const login = await t.call('POST', '/api/player/login', { body: { token: body.token } });
    expect(login.statusCode).toBe(200);
    expect(login.json<LoginResponse>().uid).toBe('demo01');
    expect((await t.call('POST', '/api/player/login', { body: { token: body.token } })).statusCode).toBe(401);
  });

  it('expires the token after five minutes', async () => {
    t.clock.advance(1000); // a new ts, or it would be the first test's request replayed
    const { token } = (await launch({ uid: 'demo01', ts: seconds() })).json<LaunchTokenResponse>();
    t.clock.advance(301_000);
    const login = await t.call('POST', '/api/player/login', { body: { token } });
    expect(login.json()).toEqual({ message: 'msg.invalidToken' });
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['a missing signature', { signature: '' }],
    ['a malformed signature', { signature: 'zz' }],
  ])('refuses %s with 401 msg.hashMismatch', async (_label, opts) => {
    const res = await launch({ uid: 'demo01', ts: seconds() }, opts);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'msg.hashMismatch' });
  });

  it('refuses a body changed after signing', async () => {
    const raw = JSON.stringify({ uid: 'demo01', ts: seconds() });
    const res = await launch(null, { raw: raw.replace('demo01', 'normal01'), signature: signBody(t.config.h5Secret, raw) });
    expect(res.json()).toEqual({ message: 'msg.hashMismatch' });
  });

  it.each([[-301], [301]])('refuses ts %i seconds off with 401 msg.authDataTooOld', async (skew) => {
    const res = await launch({ uid: 'demo01', ts: seconds() + skew });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'msg.authDataTooOld' });
  });

  it('accepts a signed request once only (replay)', async () => {
    const raw = JSON.stringify({ uid: 'demo01', ts: seconds() - 1 });
    expect((await launch(null, { raw })).statusCode).toBe(200);
    const replay = await launch(null, { raw });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'msg.authDataTooOld' });
  });

  it('tells two requests in one second apart by their nonce', async () => {
    const ts = seconds();
    expect((await launch({ uid: 'demo01', ts, nonce: 'a1' })).statusCode).toBe(200);
    expect((await launch({ uid: 'demo01', ts, nonce: 'b2' })).statusCode).toBe(200);
  });

  it('answers an unknown UID with 404 msg.invalidPlayerId and bad JSON with 400', async () => {
    expect((await launch({ uid: 'nobody99', ts: seconds() })).json()).toEqual({ message: 'msg.invalidPlayerId' });
    const bad = await launch(null, { raw: '{"uid":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'msg.invalidRequest' });
    const shape = await launch({ uid: 'demo01' });
    expect(shape.statusCode).toBe(400);
  });

  it('keeps its raw-body parser to itself: other routes still want sealed bodies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { uid: 'demo01', password: 'demo1234' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
    expect((await t.call('POST', '/api/auth/login', { body: { uid: 'demo01', password: 'demo1234' } })).statusCode).toBe(200);
  });
});

describe('POST h5/register-token (SPEC 3: the register token of a registration link)', () => {
  const mint = (body: unknown) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/h5/register-token',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-h5-signature': signBody(t.config.h5Secret, raw) },
    });
  };
  const registerWith = async (over: Record<string, string>) => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await requestOtp(t, phone, ip)).statusCode).toBe(200);
    return t.call('POST', '/api/account/register', { body: registerBody(phone, await lastCode(t, phone), over), ip });
  };

  it('mints a link token that one registration spends, carrying the affiliate code; a used or unknown one is "Invalid Register Token"', async () => {
    t.clock.advance(7000);
    const res = await mint({ ts: seconds(), referrer: 'aff-77' });
    expect(res.statusCode).toBe(200);
    const { token, url } = res.json<RegisterTokenResponse>();
    expect(url).toBe(`/register?registerToken=${token}`);

    const first = await registerWith({ registerToken: token });
    expect(first.statusCode, first.body).toBe(200);
    const player = await t.db
      .selectFrom('players')
      .select(['id', 'referrer'])
      .where('uid', '=', first.json<LoginResponse>().uid)
      .executeTakeFirstOrThrow();
    expect(player.referrer).toBe('aff-77');
    expect(await t.db.selectFrom('register_tokens').select('player_id').executeTakeFirstOrThrow()).toEqual({ player_id: player.id });

    const again = await registerWith({ registerToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'msg.invalidRegisterToken', typ: 'registerToken' });
    const unknown = await registerWith({ registerToken: 'x'.repeat(43) });
    expect(unknown.json()).toEqual({ message: 'msg.invalidRegisterToken', typ: 'registerToken' });
    // Nobody was created by the refused attempts.
    expect(await t.db.selectFrom('register_tokens').selectAll().execute()).toHaveLength(1);
  });

  it('an expired token is refused, and an unsigned request mints nothing', async () => {
    t.clock.advance(9000);
    const { token } = (await mint({ ts: seconds() })).json<RegisterTokenResponse>();
    t.clock.advance(8 * 24 * 3600 * 1000);
    expect((await registerWith({ registerToken: token })).json()).toEqual({ message: 'msg.invalidRegisterToken', typ: 'registerToken' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/h5/register-token',
      payload: JSON.stringify({ ts: seconds() }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
