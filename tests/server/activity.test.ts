import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptJson } from '../../contract/cipher';
import type { LoginResponse } from '../../contract/schemas/auth';
import { DEMO_PLAYER } from '../../server/db/seed';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;
});
afterAll(async () => {
  await t.close();
});

/** activity/end as the page's beacon sends it: the sealed body in eData. */
const beacon = (body: unknown, field = 'eData') =>
  t.app.inject({
    method: 'POST',
    url: '/api/activity/end',
    headers: { 'encrypted-request': 'true', authorization: `Bearer ${token}` },
    payload: { [field]: encryptJson(t.config.cipherKey, body) },
  });

describe('activity tracking (SPEC section 7)', () => {
  it('starts a session per screen visit, keeps it alive, and ends it by beacon', async () => {
    t.clock.freeze();
    const start = await t.call('POST', '/api/activity/start', { body: { path: '/games' }, token });
    expect(start.statusCode).toBe(200);
    const { sessionId } = start.json<{ sessionId: string }>();

    t.clock.advance(30_000);
    expect((await t.call('POST', '/api/activity/heartbeat', { body: { sessionId }, token })).statusCode).toBe(200);
    t.clock.advance(12_000);
    expect((await beacon({ sessionId })).statusCode).toBe(200);

    const row = await t.db.selectFrom('activity_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.path).toBe('/games');
    expect(row.ended_at?.getTime()).toBe(row.started_at.getTime() + 42_000);

    // A reload sends the beacon, then resumes the stored session at once.
    t.clock.advance(2_000);
    expect((await t.call('POST', '/api/activity/heartbeat', { body: { sessionId }, token })).statusCode).toBe(200);
    expect((await beacon({ sessionId })).statusCode).toBe(200);

    // Long after the page went away, the session stays ended.
    t.clock.advance(61_000);
    const late = await t.call('POST', '/api/activity/heartbeat', { body: { sessionId }, token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'msg.invalidSessionId' });
  });

  it("refuses a session id that is not the player's", async () => {
    const res = await t.call('POST', '/api/activity/heartbeat', { body: { sessionId: '00000000-0000-4000-8000-000000000000' }, token });
    expect(res.json()).toEqual({ message: 'msg.invalidSessionId' });
  });

  it("takes the beacon's body only from eData", async () => {
    const { sessionId } = (await t.call('POST', '/api/activity/start', { body: { path: '/' }, token })).json<{ sessionId: string }>();
    const res = await beacon({ sessionId }, 'data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });

  it('needs a logged-in player', async () => {
    expect((await t.call('POST', '/api/activity/start', { body: { path: '/' } })).statusCode).toBe(401);
  });
});
