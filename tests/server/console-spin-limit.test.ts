// PUT admin/players/{uid}/spin-limit: the operator raises one player's daily
// spins (SPEC section 9: 16 a day, "may increase under conditions").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlayer, SpinLimitResponse } from '../../contract/schemas/console';
import { hashPassword } from '../../server/auth/password';
import { startOfBusinessDay } from '../../server/lib/businessDay';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, spin, status } from './helpers/spin';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
const events: { to: number | 'all'; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await testApp();
  // Midday GMT+8: every spin of a test falls on one business day, whenever the suite runs.
  t.clock.freeze();
  t.clock.set(new Date(startOfBusinessDay(new Date()).getTime() + 12 * 3_600_000));
  admin = await operatorToken(t);
  support = await withRole('support');
  content = await withRole('content');
  t.realtime.toPlayer = (id, { type, ...payload }) => {
    events.push({ to: id, event: type, payload });
  };
});
afterAll(async () => {
  await t.close();
});

async function withRole(role: 'support' | 'content'): Promise<string> {
  const username = `limit-${role}`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  return operatorToken(t, { username, password: 'operator123' });
}

const setLimit = (uid: string, body: unknown, token?: string) =>
  t.call('PUT', `/api/admin/players/${uid}/spin-limit`, { body, ...(token ? { token } : {}) });
const stored = async (id: number) =>
  (await t.db.selectFrom('players').select('spin_daily_limit').where('id', '=', id).executeTakeFirstOrThrow()).spin_daily_limit;
const audits = (uid: string) =>
  t.db
    .selectFrom('audit_log')
    .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select(['operators.username', 'audit_log.detail'])
    .where('action', '=', 'player.spinLimit')
    .where('target', '=', uid)
    .orderBy('audit_log.id')
    .execute();

describe('PUT admin/players/{uid}/spin-limit', () => {
  it('raises the limit to 20: the player spins past 16 the same day, up to 20', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 25 } });
    for (let i = 0; i < 16; i++) expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
    const refused = await spin(t, p.token, 'spin-wheel', newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'msg.noMoreChancesToSpin' });

    const res = await setLimit(p.uid.toUpperCase(), { dailyLimit: 20 }, support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SpinLimitResponse>()).toEqual({ uid: p.uid, spinDailyLimit: 20 });
    expect(events.at(-1)).toEqual({ to: p.id, event: 'stale', payload: { reason: 'games' } });
    expect(await status(t, p.token, 'spin-wheel')).toMatchObject({ rm: 4, dailyLimit: 20, usedToday: 16 });

    for (let i = 0; i < 4; i++) expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
    expect((await spin(t, p.token, 'spin-wheel', newKey())).json()).toEqual({ message: 'msg.noMoreChancesToSpin' });
    expect(await status(t, p.token, 'spin-wheel')).toMatchObject({ rm: 0, dailyLimit: 20, usedToday: 20 });
    // One limit for the player, on each wheel.
    expect((await status(t, p.token, 'spinwheelv2')).dailyLimit).toBe(20);

    const found = (await t.call('GET', `/api/admin/players?q=${p.uid}`, { token: admin })).json<AdminPlayer[]>();
    expect(found.find((row) => row.uid === p.uid)?.spinDailyLimit).toBe(20);
  });

  it('audits every change with the operator, the old and the new limit; the default resets it', async () => {
    const p = await makePlayer(t);
    expect((await setLimit(p.uid, { dailyLimit: 32 }, admin)).statusCode).toBe(200);
    const reset = await setLimit(p.uid, { dailyLimit: 16 }, support);
    expect(reset.json<SpinLimitResponse>()).toEqual({ uid: p.uid, spinDailyLimit: null });
    expect(await stored(p.id)).toBeNull();
    expect(await status(t, p.token, 'spin-wheel')).toMatchObject({ dailyLimit: 16 });
    expect(await audits(p.uid)).toEqual([
      { username: 'admin', detail: { playerId: p.id, from: null, to: 32 } },
      { username: 'limit-support', detail: { playerId: p.id, from: 32, to: null } },
    ]);
  });

  it('refuses a content editor, a player, no token and an unknown UID, changing nothing', async () => {
    const p = await makePlayer(t);
    const body = { dailyLimit: 40 };
    expect((await setLimit(p.uid, body, content)).json()).toEqual({ message: 'msg.forbidden' });
    expect((await setLimit(p.uid, body, content)).statusCode).toBe(403);
    expect((await setLimit(p.uid, body, p.token)).statusCode).toBe(401);
    expect((await setLimit(p.uid, body)).statusCode).toBe(401);
    const unknown = await setLimit('nobody999', body, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'msg.invalidPlayerId' });
    expect(await stored(p.id)).toBeNull();
    expect(await audits(p.uid)).toEqual([]);
  });

  it.each([
    ['below the default', 15],
    ['zero', 0],
    ['negative', -20],
    ['not whole', 20.5],
    ['above the cap', 501],
    ['not a number', 'twenty'],
    ['empty', null],
  ])('refuses a limit %s with a 400 naming the field', async (_name, dailyLimit) => {
    const p = await makePlayer(t);
    const res = await setLimit(p.uid, { dailyLimit }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest', typ: 'dailyLimit' });
    expect(await stored(p.id)).toBeNull();
    expect(await audits(p.uid)).toEqual([]);
  });

  it('refuses a body without the limit', async () => {
    const p = await makePlayer(t);
    const res = await setLimit(p.uid, {}, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
  });
});
