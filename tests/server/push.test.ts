import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushOutboxEntry } from '../../contract/schemas/push';
import { fcmPush } from '../../server/providers/push/fcm';
import { pushInboxMessage } from '../../server/notify/push';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { giveCoins, redeemOk, walletPlayer, type WalletPlayer } from './helpers/wallet';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** FCM tokens are long opaque strings; unique per test so outbox entries can be told apart. */
const deviceToken = () => `dev${process.pid}x${++serial}:${'A'.repeat(140)}${serial}`;
const masked = (token: string) => `${token.slice(0, 6)}…${token.slice(-4)}`;
const L = (text: string) => ({ en: `${text} EN`, zh: `${text} 中文`, ms: `${text} BM` });

async function device(opts: { language?: 'en' | 'zh' | 'ms'; notify?: boolean } = {}): Promise<WalletPlayer & { device: string }> {
  const p = await walletPlayer(t);
  if (opts.language) await t.call('PUT', '/api/player/language', { token: p.token, body: { language: opts.language } });
  if (opts.notify === false) await t.call('PUT', '/api/player/notify', { token: p.token, body: { notify: false } });
  const token = deviceToken();
  const res = await t.call('GET', '/api/player', { token: p.token, pushToken: token });
  expect(res.statusCode).toBe(200);
  return { ...p, device: token };
}

/** What reached one device, waiting for the after-commit push to land. */
async function pushesTo(token: string, count = 1): Promise<PushOutboxEntry[]> {
  let found: PushOutboxEntry[] = [];
  await vi.waitFor(async () => {
    found = (await t.push.read(500)).filter((e) => e.to === masked(token));
    expect(found.length).toBeGreaterThanOrEqual(count);
  });
  return found;
}

const postInbox = (to: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/admin/inbox', { token: admin, body: { to, kind: 'others', title: L('Hello'), desc: L('News'), ...extra } });

describe('push tokens', () => {
  it('the push-token header on a refresh links the device to the player, and a later player takes it over', async () => {
    const first = await device();
    expect(await t.db.selectFrom('push_tokens').select('player_id').where('token', '=', first.device).executeTakeFirst()).toEqual({
      player_id: first.id,
    });
    const second = await walletPlayer(t);
    await t.call('GET', '/api/player', { token: second.token, pushToken: first.device });
    expect(await t.db.selectFrom('push_tokens').select('player_id').where('token', '=', first.device).executeTakeFirst()).toEqual({
      player_id: second.id,
    });
  });

  it('POST push/token registers a device; a malformed token is a bad request', async () => {
    const p = await walletPlayer(t);
    const token = deviceToken();
    expect((await t.call('POST', '/api/push/token', { token: p.token, body: { token } })).json()).toEqual({ ok: true });
    expect(await t.db.selectFrom('push_tokens').select('player_id').where('token', '=', token).executeTakeFirst()).toEqual({
      player_id: p.id,
    });
    const bad = await t.call('POST', '/api/push/token', { token: p.token, body: { token: 'short <script>' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'msg.invalidRequest' });
    expect((await t.call('POST', '/api/push/token', { body: { token } })).statusCode).toBe(401);
  });

  it("logging out forgets the device, so the next person on it gets nobody else's pushes", async () => {
    const p = await device();
    await t.call('POST', '/api/auth/logout', { token: p.token, pushToken: p.device });
    expect(await t.db.selectFrom('push_tokens').where('token', '=', p.device).select('token').executeTakeFirst()).toBeUndefined();
  });
});

describe('inbox messages are pushed', () => {
  it('a console message to one player reaches their device in their language, opening the message', async () => {
    const p = await device({ language: 'zh' });
    const res = await postInbox(p.uid);
    expect(res.statusCode).toBe(200);
    const id = res.json<{ id: number }>().id;
    const [entry] = await pushesTo(p.device);
    expect(entry?.data).toEqual({
      title: 'Hello 中文',
      body: 'News 中文',
      link: `/inbox/${id}?notifiid=${id}`,
      tag: `inbox-${id}`,
      icon: '/icon-192.png',
    });
  });

  it('a message to everyone reaches each device in its own language, and skips players who turned notifications off', async () => {
    const en = await device({ language: 'en' });
    const ms = await device({ language: 'ms' });
    const off = await device({ notify: false });
    const id = (await postInbox('all')).json<{ id: number }>().id;
    expect((await pushesTo(en.device))[0]?.data.title).toBe('Hello EN');
    expect((await pushesTo(ms.device))[0]?.data.title).toBe('Hello BM');
    const all = await t.push.read(500);
    expect(all.filter((e) => e.to === masked(off.device) && e.data.tag === `inbox-${id}`)).toEqual([]);
  });

  it("an operator's redeem decision is pushed with the amount, worded as the app words it", async () => {
    const p = await device({ language: 'ms' });
    await giveCoins(t, p.uid, 100);
    const redemption = await redeemOk(t, p.token, 50);
    const res = await t.call('POST', `/api/admin/redemptions/${redemption.redemption.id}/approve`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await pushesTo(p.device);
    expect(entry?.data.title).toBe('Penebusan diluluskan');
    expect(entry?.data.body).toContain('RM10.00');
  });

  it('operators can read the local outbox outside production', async () => {
    const p = await device();
    await postInbox(p.uid);
    await pushesTo(p.device);
    const res = await t.call('GET', '/api/admin/push-outbox?limit=5', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<PushOutboxEntry[]>().some((e) => e.to === masked(p.device))).toBe(true);
    expect((await t.call('GET', '/api/admin/push-outbox')).statusCode).toBe(401);
  });
});

describe('the FCM provider', () => {
  const received: { url: string; auth: string | undefined; body: unknown }[] = [];
  let status = 200;
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(text) });
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status === 200 ? '{"name":"projects/p/messages/1"}' : '{"error":{"status":"NOT_FOUND"}}');
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    received.length = 0;
    status = 200;
  });

  const provider = () => fcmPush({ projectId: 'vip-club', accessToken: async () => 'access-1', endpoint });

  it('sends a data-only HTTP v1 message with the access token', async () => {
    const data = { title: 'T', body: 'B', link: '/inbox/1?notifiid=1', tag: 'inbox-1' };
    expect(await provider().send('device-token-1', data)).toBe('sent');
    expect(received).toEqual([
      {
        url: '/v1/projects/vip-club/messages:send',
        auth: 'Bearer access-1',
        body: { message: { token: 'device-token-1', data, webpush: { headers: { Urgency: 'high', TTL: '86400' } } } },
      },
    ]);
  });

  it('a device FCM no longer knows (404) is forgotten; a server error keeps it for the next message', async () => {
    const p = await device();
    const id = (await postInbox(p.uid)).json<{ id: number }>().id;
    status = 500;
    expect(await pushInboxMessage({ db: t.db, push: provider(), log: () => {} }, id)).toBe(0);
    expect(await t.db.selectFrom('push_tokens').select('token').where('token', '=', p.device).executeTakeFirst()).toBeDefined();
    status = 404;
    await pushInboxMessage({ db: t.db, push: provider(), log: () => {} }, id);
    expect(await t.db.selectFrom('push_tokens').select('token').where('token', '=', p.device).executeTakeFirst()).toBeUndefined();
  });
});
