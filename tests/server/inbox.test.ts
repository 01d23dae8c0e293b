import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxPage, ReadResponse } from '../../contract/schemas/inbox';
import type { InboxItem, RefreshData } from '../../contract/schemas/refresh';
import { testApp, type TestApp } from './helpers/app';
import { walletPlayer, type WalletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const text = (s: string) => JSON.stringify({ en: s, zh: `${s} zh`, ms: `${s} ms` });

async function message(playerId: number | null, title: string, at: Date): Promise<number> {
  const row = await t.db
    .insertInto('inbox_messages')
    .values({
      player_id: playerId,
      kind: 'coin',
      title: text(title),
      descr: text('desc'),
      coin: 5,
      img: 'inbox/coins.svg',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = async (p: WalletPlayer, q = '') => (await t.call('GET', `/api/inbox${q}`, { token: p.token })).json<InboxPage>();

describe('inbox', () => {
  it('lists read and unread messages newest first, with pages and the unread count', async () => {
    const p = await walletPlayer(t);
    const base = Date.now();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await message(p.id, `m${i}`, new Date(base + i * 1000)));
    const first = await list(p, '?limit=3');
    expect(first.rows.map((r) => r.title.en)).toEqual(['m4', 'm3', 'm2']);
    expect(first.unreadCount).toBe(5);
    expect(first.rows[0]).toMatchObject({ read: false, coin: 5, img: '/uploads/inbox/coins.svg' });
    const second = await list(p, `?limit=3&cursor=${first.nextCursor ?? ''}`);
    expect(second.rows.map((r) => r.title.en)).toEqual(['m1', 'm0']);
    expect(second.nextCursor).toBeNull();
  });

  it('opening a message marks it read; another player\'s message or nonsense is "Inbox not found"', async () => {
    const p = await walletPlayer(t);
    const other = await walletPlayer(t);
    const mine = await message(p.id, 'mine', new Date());
    const theirs = await message(other.id, 'theirs', new Date());
    const told = vi.spyOn(t.realtime, 'toPlayer');
    const res = await t.call('GET', `/api/inbox/${mine}`, { token: p.token });
    expect(res.json<InboxItem>()).toMatchObject({ id: mine, read: true, title: { en: 'mine' } });
    expect(told).toHaveBeenCalledWith(p.id, { type: 'stale', reason: 'inbox' });
    told.mockRestore();
    expect((await list(p)).rows.find((r) => r.id === mine)?.read).toBe(true);
    for (const id of [String(theirs), '999999999', 'abc', '0']) {
      const miss = await t.call('GET', `/api/inbox/${id}`, { token: p.token });
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toEqual({ message: 'msg.inboxNotFound' });
    }
  });

  it('PUT notifications/{id} marks read and answers the new unread count; the refresh agrees', async () => {
    const p = await walletPlayer(t);
    const a = await message(p.id, 'a', new Date());
    await message(p.id, 'b', new Date());
    const res = await t.call('PUT', `/api/notifications/${a}`, { token: p.token });
    expect(res.json<ReadResponse>()).toEqual({ ok: true, unreadCount: 1 });
    // Again is harmless.
    expect((await t.call('PUT', `/api/notifications/${a}`, { token: p.token })).json<ReadResponse>().unreadCount).toBe(1);
    expect((await t.call('PUT', '/api/notifications/12345678', { token: p.token })).statusCode).toBe(404);
    const refresh = (await t.call('GET', '/api/player', { token: p.token })).json<RefreshData>();
    expect(refresh.inboxs.unreadCount).toBe(1);
    expect(refresh.inboxs.inbox.map((m) => m.title.en)).toEqual(['b']);
  });

  it('read-all clears the count, broadcasts included', async () => {
    const p = await walletPlayer(t);
    await message(p.id, 'x', new Date());
    await message(null, 'everyone', new Date(Date.now() + 1000));
    expect((await list(p)).unreadCount).toBe(2);
    expect((await t.call('POST', '/api/inbox/read-all', { token: p.token })).json<ReadResponse>()).toEqual({ ok: true, unreadCount: 0 });
    const after = await list(p);
    expect(after.unreadCount).toBe(0);
    expect(after.rows.every((r) => r.read)).toBe(true);
  });
});
