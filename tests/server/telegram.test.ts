import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../contract/schemas/auth';
import type { RefreshData } from '../../contract/schemas/refresh';
import { DEMO_PLAYER } from '../../server/db/seed';
import { signInitData, signLoginWidget } from '../../server/telegram/verify';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const login = async (uid: string, password: string) =>
  (await t.call('POST', '/api/auth/login', { body: { uid, password } })).json<LoginResponse>().token;
const nowSeconds = () => String(Math.floor(t.clock.now().getTime() / 1000));

/** Login Widget data as Telegram would sign it for this bot. */
function widget(id: number, authDate = nowSeconds(), token = t.config.telegramBotToken) {
  const fields: Record<string, string> = { id: String(id), first_name: 'Ali', username: `ali${id}`, auth_date: authDate };
  return { ...fields, hash: signLoginWidget(fields, token) };
}

/** A mini app's initData as Telegram would sign it. */
function initData(id: number, authDate = nowSeconds()) {
  const fields: Record<string, string> = { query_id: 'AAE1', user: JSON.stringify({ id, first_name: 'Ali' }), auth_date: authDate };
  return new URLSearchParams({ ...fields, hash: signInitData(fields, t.config.telegramBotToken) }).toString();
}

describe('Telegram bind, unbind and mini-app sign-in', () => {
  it('binds with valid login data, shows tgBind in the refresh, and unbinds', async () => {
    const token = await login(DEMO_PLAYER.uid, DEMO_PLAYER.password);
    const bind = await t.call('POST', '/api/telegram/bind', { body: { fields: widget(5001) }, token });
    expect(bind.json()).toEqual({ tgBind: true });
    expect((await t.call('GET', '/api/player', { token })).json<RefreshData>().tgBind).toBe(true);

    expect((await t.call('POST', '/api/telegram/unbind', { token })).json()).toEqual({ tgBind: false });
    expect((await t.call('GET', '/api/player', { token })).json<RefreshData>().tgBind).toBe(false);
  });

  it("refuses data signed with another bot's token as a hash mismatch", async () => {
    const token = await login(DEMO_PLAYER.uid, DEMO_PLAYER.password);
    const res = await t.call('POST', '/api/telegram/bind', { body: { fields: widget(5002, nowSeconds(), '999:forged') }, token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'msg.hashMismatch' });
  });

  it('refuses login data older than a day', async () => {
    const token = await login(DEMO_PLAYER.uid, DEMO_PLAYER.password);
    const old = String(Math.floor(t.clock.now().getTime() / 1000) - 25 * 3600);
    const res = await t.call('POST', '/api/telegram/bind', { body: { fields: widget(5003, old) }, token });
    expect(res.json()).toEqual({ message: 'msg.authDataTooOld' });
  });

  it('refuses a Telegram account already bound to another player', async () => {
    const demo = await login(DEMO_PLAYER.uid, DEMO_PLAYER.password);
    expect((await t.call('POST', '/api/telegram/bind', { body: { fields: widget(5004) }, token: demo })).statusCode).toBe(200);
    const { hashPassword } = await import('../../server/auth/password');
    await t.db
      .insertInto('players')
      .values({ uid: 'second01', full_name: 'Second', password_hash: await hashPassword('second1234'), phone: null, tg_id: null })
      .execute();
    const other = await login('second01', 'second1234');
    const res = await t.call('POST', '/api/telegram/bind', { body: { fields: widget(5004) }, token: other });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'msg.telegramBoundToAnother', typ: 'telegram', count: 1 });
  });

  it('binds from inside the mini app with its initData', async () => {
    const { hashPassword } = await import('../../server/auth/password');
    await t.db
      .insertInto('players')
      .values({ uid: 'third001', full_name: 'Third', password_hash: await hashPassword('third1234'), phone: null, tg_id: null })
      .execute();
    const token = await login('third001', 'third1234');
    expect((await t.call('POST', '/api/telegram/bind', { body: { initData: initData(6001) }, token })).json()).toEqual({ tgBind: true });
  });

  it("signs a bound player in from the mini app's initData, and nobody else", async () => {
    const ok = await t.call('POST', '/api/telegram/mini-app-login', { body: { initData: initData(5004) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<LoginResponse>()).toMatchObject({ uid: DEMO_PLAYER.uid, tgBind: true });

    const unknown = await t.call('POST', '/api/telegram/mini-app-login', { body: { initData: initData(7777) } });
    expect(unknown.json()).toEqual({ message: 'msg.invalidPlayerId' });
    const tampered = initData(5004).replace('Ali', 'Bob');
    expect((await t.call('POST', '/api/telegram/mini-app-login', { body: { initData: tampered } })).json()).toEqual({
      message: 'msg.hashMismatch',
    });
  });

  it("answers the Telegram user's first_name, and uses it as fullName for a player who has none yet (SPEC 3)", async () => {
    await t.db.insertInto('players').values({ uid: 'noname01', full_name: '', password_hash: null, phone: null, tg_id: 8001 }).execute();
    const named = await t.call('POST', '/api/telegram/mini-app-login', { body: { initData: initData(5004) } });
    expect(named.json<LoginResponse>()).toMatchObject({ uid: DEMO_PLAYER.uid, user: { first_name: 'Ali' } });
    expect(named.json<LoginResponse>().fullName).not.toBe('Ali');
    const unnamed = await t.call('POST', '/api/telegram/mini-app-login', { body: { initData: initData(8001) } });
    expect(unnamed.json<LoginResponse>()).toMatchObject({ uid: 'noname01', fullName: 'Ali', user: { first_name: 'Ali' } });
    // A password login has no Telegram user to fall back on.
    const plain = await t.call('POST', '/api/auth/login', { body: { uid: DEMO_PLAYER.uid, password: DEMO_PLAYER.password } });
    expect(plain.json<LoginResponse>().user).toBeUndefined();
  });
});
