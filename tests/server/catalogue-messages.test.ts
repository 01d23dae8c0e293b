// Issue 26 item 8: the five catalogue messages no request produced. Each is
// provoked here in the situation the spec names it for and must come back as
// a 4xx with its key (never a 5xx): a registration the database gave up on,
// a redemption whose coins are held by a pending one, an operator taking more
// coins than a player has, a roulette week that gave away every prize, and a
// player an operator blocked (every door, the socket too).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import { QUIZ_API } from '../../contract/games/quizRules';
import type { AdminPlayer, AuditRow, PlayerBlockResponse } from '../../contract/schemas/console';
import { lastCode, registerBody, requestOtp, uniqueIp, uniquePhone } from './helpers/accounts';
import type { TestApp } from './helpers/app';
import { placeEntry, rouletteCampaign, TICKETS } from './helpers/quizRoulette';
import { disconnected, handshake, nextEvent, playerClient, type TestPlayerClient } from './helpers/realtime';
import { socketTestApp, type SocketTestApp } from './helpers/socketApp';
import { balances, giveCoins, opToken, redeemCall, redeemOk, walletPlayer } from './helpers/wallet';

let app: SocketTestApp;
let t: TestApp;
let url: string;
beforeAll(async () => {
  app = await socketTestApp();
  ({ t, url } = app);
});
afterAll(() => app.close());
const opened: TestPlayerClient[] = [];
afterEach(() => {
  for (const c of opened.splice(0)) c.close();
});

describe('msg.registerFailed', () => {
  it('answers a registration the database gave up on (a serialization failure) with a 409, keeps nothing, and the same code works again', async () => {
    // A trigger stands in for a concurrent transaction winning: SQLSTATE 40001 on this one insert.
    await sql`CREATE FUNCTION test_fail_register() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not serialize access' USING ERRCODE = '40001'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER test_fail_register BEFORE INSERT ON players FOR EACH ROW
      WHEN (NEW.full_name = 'Retry Later') EXECUTE FUNCTION test_fail_register()`.execute(t.db);
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await requestOtp(t, phone, ip)).statusCode).toBe(200);
    const body = registerBody(phone, await lastCode(t, phone), { fullName: 'Retry Later' });

    const failed = await t.call('POST', '/api/account/register', { body, ip });
    expect(failed.statusCode, failed.body).toBe(409);
    expect(failed.json()).toMatchObject({ message: MSG.registerFailed });
    expect(await t.db.selectFrom('players').select('id').where('uid', '=', body.uid).executeTakeFirst()).toBeUndefined();

    await sql`DROP TRIGGER test_fail_register ON players`.execute(t.db);
    const retried = await t.call('POST', '/api/account/register', { body, ip });
    expect(retried.statusCode, retried.body).toBe(200);
  });
});

describe('msg.balanceNotEnough', () => {
  it('refuses a redemption the balance shows but a pending redemption holds, apart from one the coins never covered', async () => {
    await t.call('PUT', '/api/admin/auto-approval', { token: await opToken(t), body: { enabled: false, maxCreditRm: 10 } });
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 100);
    expect((await redeemOk(t, p.token, 50)).redemption.status).toBe('Pending');
    // 100 coins on the balance, 50 of them held: redeeming 100 is short of balance, not of coins earned.
    const held = await redeemCall(t, p.token, 100);
    expect(held.statusCode, held.body).toBe(400);
    expect(held.json()).toEqual({ message: MSG.balanceNotEnough });
    const never = await redeemCall(t, p.token, 150);
    expect(never.statusCode).toBe(400);
    expect(never.json()).toEqual({ message: MSG.insufficientBalance });
    expect(await balances(t, p.id)).toMatchObject({ available: 50, pending: 50 });
  });
});

describe('msg.playerInsufficientCoin', () => {
  it('tells the operator which player has too few coins for the adjustment, and takes nothing', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 20);
    const res = await t.call('POST', `/api/admin/players/${p.uid}/adjust`, {
      token: await opToken(t),
      body: { amount: -50, reason: 'chargeback' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: MSG.playerInsufficientCoin, args: [p.uid] });
    expect((await balances(t, p.id)).available).toBe(20);
  });
});

describe('msg.noMoreRewards', () => {
  it('answers a roulette spin after the week gave away its whole stock with a 409, and draws nothing', async () => {
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [{ ...TICKETS, weeklyStock: 1 }]);
    const first = await walletPlayer(t);
    const second = await walletPlayer(t);
    await placeEntry(t, weekId, first.id, { place: 1 });
    await placeEntry(t, weekId, second.id, { place: 2 });
    const won = await t.call('POST', `/api/${QUIZ_API.roulette}`, { token: first.token, body: { weekId, idempotencyKey: randomUUID() } });
    expect(won.statusCode, won.body).toBe(200);

    const late = await t.call('POST', `/api/${QUIZ_API.roulette}`, { token: second.token, body: { weekId, idempotencyKey: randomUUID() } });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toEqual({ message: MSG.noMoreRewards });
    const rounds = await t.db.selectFrom('game_rounds').select('id').where('player_id', '=', second.id).execute();
    expect(rounds).toHaveLength(0);
  });
});

describe('msg.accessBlock', () => {
  const block = async (uid: string, blocked: boolean) => {
    const res = await t.call('PUT', `/api/admin/players/${uid}/block`, {
      token: await opToken(t),
      body: { blocked, reason: 'chargeback fraud' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlayerBlockResponse>();
  };

  it('a blocked player is logged out of their open app, refused on every call, at login and at the socket; unblocked, they come back', async () => {
    const p = await walletPlayer(t);
    const c = playerClient(url, p.token);
    opened.push(c);
    expect(await handshake(c)).toBe('connected');
    const told = nextEvent(c, 'sessionEnded');
    const dropped = disconnected(c);

    expect((await block(p.uid, true)).blockedAt).not.toBeNull();
    expect(await told).toEqual({ type: 'sessionEnded', message: MSG.accessBlock });
    expect(await dropped).toBe('io server disconnect');

    const call = await t.call('GET', '/api/player', { token: p.token });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({ message: MSG.accessBlock });
    const login = await t.call('POST', '/api/auth/login', { body: { uid: p.uid, password: 'secret123' }, ip: uniqueIp() });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: MSG.accessBlock });
    const again = playerClient(url, p.token);
    opened.push(again);
    expect(await handshake(again)).toBe(MSG.accessBlock);

    // The console shows it, and the audit log keeps who and why.
    const found = (await t.call('GET', `/api/admin/players?q=${p.uid}`, { token: await opToken(t) })).json<AdminPlayer[]>();
    expect(found[0]?.blockedAt).not.toBeNull();
    const audit = (await t.call('GET', '/api/admin/audit', { token: await opToken(t) })).json<AuditRow[]>();
    expect(audit.find((a) => a.target === p.uid && a.action === 'player.block')?.detail).toMatchObject({ reason: 'chargeback fraud' });

    expect((await block(p.uid, false)).blockedAt).toBeNull();
    expect((await t.call('GET', '/api/player', { token: p.token })).statusCode).toBe(200);
    const back = await t.call('POST', '/api/auth/login', { body: { uid: p.uid, password: 'secret123' }, ip: uniqueIp() });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('answers an unknown player 404 and a blank reason 400', async () => {
    const token = await opToken(t);
    expect((await t.call('PUT', '/api/admin/players/nobody999/block', { token, body: { blocked: true, reason: 'x' } })).json()).toEqual({
      message: MSG.invalidPlayerId,
    });
    const blank = await t.call('PUT', '/api/admin/players/nobody999/block', { token, body: { blocked: true, reason: '   ' } });
    expect(blank.statusCode).toBe(400);
  });
});
