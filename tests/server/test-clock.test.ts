// The server clock QA and the browser tests move (server/testclock): outside
// production only, for admins; a move runs the jobs before it answers, so a
// reminder 14 days before an expiry is in the inbox when the call returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClockState } from '../../contract/schemas/testClock';
import { testApp, type TestApp } from './helpers/app';
import { operatorToken } from './helpers/accounts';
import { walletPlayer } from './helpers/wallet';

const DAY = 86_400_000;
// 10:00 GMT+8, years after the seed's own batches have expired.
const START = new Date('2031-03-01T02:00:00.000Z');

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [t, prod] = await Promise.all([testApp({ testClock: true }), testApp({ mode: 'production', testClock: true })]);
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});

describe('admin/test-clock', () => {
  it('moves the server ahead and runs the jobs: the reminder 14 days before an expiry is sent by the time it answers', async () => {
    t.clock.freeze();
    t.clock.set(START);
    await t.db.updateTable('options').set({ value: '20' }).where('name', '=', 'coin_expiry_days').execute();
    const player = await walletPlayer(t);
    const given = await t.call('POST', `/api/admin/players/${player.uid}/adjust`, {
      token: await operatorToken(t),
      body: { amount: 40, reason: 'test coins' },
    });
    expect(given.statusCode, given.body).toBe(200);
    const reminders = () =>
      t.db.selectFrom('inbox_messages').select('title').where('player_id', '=', player.id).where('kind', '=', 'others').execute();
    expect(await reminders()).toEqual([]);

    // The operator's session is opened on the moved clock: the first one has lapsed six days on.
    const moved = await t.call('PUT', '/api/admin/test-clock', { token: await operatorToken(t), body: { shiftMs: 6 * DAY } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TestClockState>()).toEqual({ now: new Date(START.getTime() + 6 * DAY).toISOString(), shiftMs: 6 * DAY });
    expect((await reminders()).map((m) => m.title.en)).toEqual(['Your coins expire in 14 days']);

    const back = await t.call('PUT', '/api/admin/test-clock', { token: await operatorToken(t), body: { shiftMs: 0 } });
    expect(back.json<TestClockState>().now).toBe(START.toISOString());
  });

  it('refuses a move backwards or past 400 days with its key, and anyone but an admin', async () => {
    const token = await operatorToken(t);
    for (const shiftMs of [-1, 401 * DAY, 1.5]) {
      const res = await t.call('PUT', '/api/admin/test-clock', { token, body: { shiftMs } });
      expect(res.statusCode, `${shiftMs}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^msg\./);
    }
    expect((await t.call('GET', '/api/admin/test-clock')).statusCode).toBe(401);
    const player = await walletPlayer(t);
    expect((await t.call('GET', '/api/admin/test-clock', { token: player.token })).statusCode).not.toBe(200);
  });

  it('does not exist in production', async () => {
    expect((await prod.call('GET', '/api/admin/test-clock')).statusCode).toBe(404);
    expect((await prod.call('PUT', '/api/admin/test-clock', { body: { shiftMs: DAY } })).statusCode).toBe(404);
  });
});
