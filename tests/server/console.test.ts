import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContent, AdminGame, AdminPlayer, AuditRow } from '../../contract/schemas/console';
import type { RefreshData } from '../../contract/schemas/refresh';
import { hashPassword } from '../../server/auth/password';
import { DEMO_PLAYER } from '../../server/db/seed';
import { testApp, type TestApp } from './helpers/app';
import { operatorToken, registerPlayer } from './helpers/accounts';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
const events: { to: number | 'all'; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  support = await withRole('support');
  content = await withRole('content');
  // The in-process app has no sockets: record what would have been pushed.
  t.realtime.toPlayer = (id, { type, ...payload }) => {
    events.push({ to: id, event: type, payload });
  };
  t.realtime.toAll = ({ type, ...payload }) => {
    events.push({ to: 'all', event: type, payload });
  };
});
afterAll(async () => {
  await t.close();
});

async function withRole(role: 'support' | 'content'): Promise<string> {
  const username = `console-${role}`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  return operatorToken(t, { username, password: 'operator123' });
}

const L = (text: string) => ({ en: text, zh: `${text} (zh)`, ms: `${text} (ms)` });
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const unread = async (token: string) => (await t.call('GET', '/api/player', { token })).json<RefreshData>().inboxs.unreadCount;
const message = (to: string) => ({ to, kind: 'others', title: L('Hello'), desc: L('A word from the club') });

describe('POST admin/inbox', () => {
  it('posts to one player: their unread count goes up, their devices are told, the post is audited', async () => {
    const player = await registerPlayer(t);
    const before = await unread(player.token);
    const res = await t.call('POST', '/api/admin/inbox', {
      token: support,
      body: { ...message(player.uid.toUpperCase()), kind: 'coin', coin: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ to: player.uid.toUpperCase() });
    expect(await unread(player.token)).toBe(before + 1);
    const row = await t.db
      .selectFrom('inbox_messages')
      .selectAll()
      .where('id', '=', res.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'coin', coin: 5, credit: null, title: L('Hello') });
    expect(row.player_id).not.toBeNull();
    expect(events.at(-1)).toEqual({ to: row.player_id, event: 'stale', payload: { reason: 'inbox' } });
    expect((await auditOf('inbox.post'))[0]?.target).toBe(player.uid.toUpperCase());
  });

  it("posts to 'all': a broadcast every player sees, pushed to every device", async () => {
    const player = await registerPlayer(t);
    const before = await unread(player.token);
    const res = await t.call('POST', '/api/admin/inbox', { token: admin, body: message('all') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unread(player.token)).toBe(before + 1);
    expect(events.at(-1)).toEqual({ to: 'all', event: 'stale', payload: { reason: 'inbox' } });
    expect((await auditOf('inbox.post'))[0]?.target).toBe('all');
  });

  it('refuses an unknown UID, a content editor, a player and no token', async () => {
    expect((await t.call('POST', '/api/admin/inbox', { token: admin, body: message('nobody999') })).json()).toEqual({
      message: 'msg.invalidPlayerId',
    });
    expect((await t.call('POST', '/api/admin/inbox', { token: content, body: message('all') })).statusCode).toBe(403);
    const player = await registerPlayer(t);
    expect((await t.call('POST', '/api/admin/inbox', { token: player.token, body: message('all') })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/inbox', { body: message('all') })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/inbox', { token: admin, body: { ...message('all'), kind: 'redeem' } })).statusCode).toBe(400);
    const blank = await t.call('POST', '/api/admin/inbox', { token: admin, body: { ...message('all'), desc: { ...L('x'), ms: ' ' } } });
    expect(blank.json()).toEqual({ message: 'msg.invalidRequest', typ: 'desc' });
  });
});

describe('game maintenance', () => {
  it('switches a game on and off: playRec shows it, it is audited, open apps are told', async () => {
    const games = (await t.call('GET', '/api/admin/games', { token: content })).json<AdminGame[]>();
    expect(games.map((g) => g.slug)).toContain('fto');
    const on = await t.call('PUT', '/api/admin/games/fto/maintenance', { token: admin, body: { maintenance: true } });
    expect(on.json()).toMatchObject({ slug: 'fto', key: 'FTO', maintenance: true });
    expect((await t.call('GET', '/api/vips')).json<RefreshData>().playRec.FTO.mtn).toBe(1);
    expect(events.at(-1)).toEqual({ to: 'all', event: 'stale', payload: { reason: 'games' } });
    expect((await auditOf('game.maintenance'))[0]).toMatchObject({ target: 'fto', detail: { maintenance: true } });
    await t.call('PUT', '/api/admin/games/fto/maintenance', { token: admin, body: { maintenance: false } });
    expect((await t.call('GET', '/api/vips')).json<RefreshData>().playRec.FTO.mtn).toBe(0);
  });

  it('is for admins only, and an unknown game is a 404', async () => {
    expect((await t.call('PUT', '/api/admin/games/fto/maintenance', { token: support, body: { maintenance: true } })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/admin/games/poker/maintenance', { token: admin, body: { maintenance: true } })).json()).toEqual({
      message: 'msg.invalidGame',
    });
  });
});

describe('GET admin/players', () => {
  it('finds players by part of their UID, phone masked, with their balance', async () => {
    const res = await t.call('GET', `/api/admin/players?q=${DEMO_PLAYER.uid.slice(0, 4).toUpperCase()}`, { token: support });
    expect(res.statusCode, res.body).toBe(200);
    const demo = res.json<AdminPlayer[]>().find((p) => p.uid === DEMO_PLAYER.uid);
    expect(demo).toMatchObject({ verified: expect.any(Boolean), balance: expect.any(Number), role: expect.any(String) });
    if (demo?.phone) expect(demo.phone).toContain('***');
  });

  it('treats % and _ as characters, and refuses content editors', async () => {
    expect((await t.call('GET', '/api/admin/players?q=%25', { token: admin })).json()).toEqual([]);
    expect((await t.call('GET', '/api/admin/players?q=demo', { token: content })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/players?q=', { token: admin })).statusCode).toBe(400);
  });
});

describe('GET admin/audit and admin/content', () => {
  it('lists the audit log newest first, for admins only', async () => {
    await t.call('PUT', '/api/admin/games/lucky-egg/maintenance', { token: admin, body: { maintenance: false } });
    const rows = (await t.call('GET', '/api/admin/audit?limit=5', { token: admin })).json<AuditRow[]>();
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows[0]).toMatchObject({ operator: 'admin', action: 'game.maintenance', target: 'lucky-egg' });
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect((await t.call('GET', '/api/admin/audit', { token: support })).statusCode).toBe(403);
  });

  it('gives content editors every promotion, banner and contact link', async () => {
    const res = await t.call('GET', '/api/admin/content', { token: content });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminContent>();
    expect(body.options.map((o) => o.name)).toContain('whatsapp_link');
    expect(Array.isArray(body.promotions) && Array.isArray(body.banners)).toBe(true);
    expect((await t.call('GET', '/api/admin/content', { token: support })).statusCode).toBe(403);
  });
});
