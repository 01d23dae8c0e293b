import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_KEYS } from '../../contract/constants';
import type { RefreshData } from '../../contract/schemas/refresh';
import type { LoginResponse } from '../../contract/schemas/auth';
import { DEMO_PLAYER } from '../../server/db/seed';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

async function login(): Promise<string> {
  const res = await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER });
  expect(res.statusCode).toBe(200);
  return res.json<LoginResponse>().token;
}

describe('GET /api/maintenance', () => {
  it('reads the flag and time from the database', async () => {
    expect((await t.call('GET', '/api/maintenance')).json()).toEqual({ maintenance: 0, mDateTime: null });
    await t.db.updateTable('options').set({ value: '2026-12-01 10:00' }).where('name', '=', 'maintenance_until').execute();
    expect((await t.call('GET', '/api/maintenance')).json()).toEqual({ maintenance: 0, mDateTime: '2026-12-01 10:00' });
    await t.db.updateTable('options').set({ value: '' }).where('name', '=', 'maintenance_until').execute();
  });
});

describe('GET /api/vips (guest)', () => {
  it('carries the seeded content in the refresh shape, with guest defaults', async () => {
    const res = await t.call('GET', '/api/vips');
    expect(res.statusCode).toBe(200);
    const data = res.json<RefreshData>();
    expect(data.options.map((o) => o.name)).toEqual([
      'h5_link',
      'whatsapp_link',
      'telegram_link',
      'facebook_link',
      'live_chat_link',
      'four_d_link',
    ]);
    expect(data.options.find((o) => o.name === 'live_chat_link')?.value).toBe('#');
    // The 4D results quick link is unset until an operator sets it: the app hides it.
    expect(data.options.find((o) => o.name === 'four_d_link')?.value).toBe('#');
    expect(data.banners.length).toBeGreaterThan(0);
    for (const b of data.banners) {
      for (const lang of ['en', 'zh', 'ms'] as const) expect(b[`img_${lang}`]).toMatch(/^\/uploads\/.+\.svg$/);
    }
    expect(data.promotions.length).toBeGreaterThan(0);
    expect(data.promotions.every((p) => p.endDate === null || new Date(p.endDate) > new Date())).toBe(true);
    expect(Object.keys(data.playRec).sort()).toEqual([...GAME_KEYS].sort());
    expect(data.coin).toEqual({ balance: 0, pending: 0, redeemed: 0, expire: { balance: 0, date: null } });
    expect(data.redeemableBonus.status).toBe('Not Available');
    expect(data.inboxs).toEqual({ unreadCount: 0, inbox: [] });
  });

  it('follows the database, not constants: a hidden banner and a game in maintenance show at once', async () => {
    const before = (await t.call('GET', '/api/vips')).json<RefreshData>();
    const first = await t.db.selectFrom('banners').select('id').orderBy('sort').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('banners').set({ active: false }).where('id', '=', first.id).execute();
    await t.db.updateTable('games').set({ maintenance: true }).where('key', '=', 'SQUIDGAME').execute();
    const after = (await t.call('GET', '/api/vips')).json<RefreshData>();
    expect(after.banners).toHaveLength(before.banners.length - 1);
    expect(after.playRec.SQUIDGAME.mtn).toBe(1);
    await t.db.updateTable('banners').set({ active: true }).where('id', '=', first.id).execute();
    await t.db.updateTable('games').set({ maintenance: false }).where('key', '=', 'SQUIDGAME').execute();
  });
});

describe('GET /api/player', () => {
  it("answers the player's own figures from the ledger, inbox and records", async () => {
    const token = await login();
    const res = await t.call('GET', '/api/player', { token });
    expect(res.statusCode).toBe(200);
    const data = res.json<RefreshData>();

    const player = await t.db.selectFrom('players').selectAll().where('uid', '=', DEMO_PLAYER.uid).executeTakeFirstOrThrow();
    const sum = await t.db
      .selectFrom('coin_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    const balance = await t.db.selectFrom('coin_balances').selectAll().where('player_id', '=', player.id).executeTakeFirstOrThrow();
    expect(data.coin.balance).toBeCloseTo(Number(sum.s) + balance.pending, 2);
    expect(data.coin.balance).toBeGreaterThan(0);
    expect(data.coin.expire.balance).toBeGreaterThan(0);
    expect(data.coin.expire.date).not.toBeNull();

    const unread = await t.db
      .selectFrom('inbox_messages')
      .select('id')
      .where((eb) => eb.or([eb('player_id', '=', player.id), eb('player_id', 'is', null)]))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('inbox_reads')
              .select('message_id')
              .whereRef('inbox_reads.message_id', '=', 'inbox_messages.id')
              .where('inbox_reads.player_id', '=', player.id),
          ),
        ),
      )
      .execute();
    expect(data.inboxs.unreadCount).toBe(unread.length);
    expect(data.inboxs.inbox).toHaveLength(unread.length);
    expect(data.language).toBe(player.language);
    expect(data.playRec.FTO.rm).toBe(1);
    expect(data.playRec.SPINWHEELV2.rm).toBeGreaterThan(0);
    expect(data.redeemableBonus.id).not.toBeNull();
  });

  it('refuses a call without a session', async () => {
    const res = await t.call('GET', '/api/player');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'msg.pleaseLoginToContinue' });
  });
});
