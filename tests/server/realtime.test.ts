import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import Type from 'typebox';
import { Server } from 'socket.io';
import { MSG } from '../../contract/errors';
import { MAX_MESSAGE_BYTES, REALTIME_PROTOCOL, type ClientMessage } from '../../contract/realtime';
import type { LoginResponse } from '../../contract/schemas/auth';
import { SOCKET_PATH } from '../../contract/routes';
import { DEMO_PLAYER } from '../../server/db/seed';
import { hashToken } from '../../server/auth/tokens';
import { AppError } from '../../server/http/errors';
import { createRealtime } from '../../server/realtime/hub';
import { attachSocket, type PlayerSockets } from '../../server/realtime/socket';
import { SocketError } from '../../src/realtime/socketError';
import { testApp, type TestApp } from './helpers/app';
import { disconnected, handshake, nextEvent, playerClient, urlOf, within, type TestPlayerClient } from './helpers/realtime';
import { giveCoins, walletPlayer, type WalletPlayer } from './helpers/wallet';

let t: TestApp;
let sockets: PlayerSockets;
let url: string;
beforeAll(async () => {
  t = await testApp();
  sockets = attachSocket(t.app.server, { db: t.db, realtime: t.realtime, clock: t.clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app.server);
});
afterAll(async () => {
  await sockets.close();
  await t.close();
});

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

const login = async () => (await t.call('POST', '/api/auth/login', { body: DEMO_PLAYER })).json<LoginResponse>().token;

/** The app's client, connected (or refused) before the test goes on. */
async function client(token: string | (() => string), at = url): Promise<TestPlayerClient> {
  const c = playerClient(at, token);
  opened.push(c);
  return c;
}

/** A socket that speaks to the server as an app of another protocol would. */
function rawSocket(auth: Record<string, unknown>): Socket {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
  opened.push(socket);
  return socket;
}
/** The next connect: the client's own listener (the resync) has run by then. */
const reconnected = (c: TestPlayerClient) => within(new Promise<void>((resolve) => c.socket.once('connect', () => resolve())), 'reconnect');
const refusal = (socket: Socket) =>
  within(
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (err) => resolve(err.message));
    }),
    'handshake',
  );

describe('socket.io at /sw/player: the handshake', () => {
  it('refuses a handshake without a token', async () => {
    expect(await refusal(rawSocket({ protocol: REALTIME_PROTOCOL }))).toBe('msg.pleaseLoginToContinue');
  });

  it('refuses an app of another protocol version with msg.clientOutdated, before looking at its token', async () => {
    const token = await login();
    expect(await refusal(rawSocket({ token, protocol: REALTIME_PROTOCOL - 1 }))).toBe('msg.clientOutdated');
    // the app before versioning sent no protocol at all
    expect(await refusal(rawSocket({ token }))).toBe('msg.clientOutdated');
  });

  it('answers msg.sessionConflict to a device whose session was replaced', async () => {
    const old = await login();
    await login();
    const c = await client(old);
    expect(await handshake(c)).toBe('msg.sessionConflict');
    expect(c.refused).toContain('msg.sessionConflict');
  });
});

describe('server events', () => {
  let a: WalletPlayer;
  let b: WalletPlayer;
  beforeAll(async () => {
    [a, b] = [await walletPlayer(t), await walletPlayer(t)];
  });

  it('reach every socket of that player, typed, and no one else', async () => {
    const [phone, tablet, other] = [await client(a.token), await client(a.token), await client(b.token)];
    for (const c of [phone, tablet, other]) expect(await handshake(c)).toBe('connected');
    let otherGot = 0;
    const stop = other.on('stale', () => {
      otherGot++;
    });
    const onPhone = nextEvent(phone, 'stale');
    const onTablet = nextEvent(tablet, 'stale');
    t.realtime.toPlayer(a.id, { type: 'stale', reason: 'coins' });
    expect(await onPhone).toEqual({ type: 'stale', reason: 'coins' });
    expect(await onTablet).toEqual({ type: 'stale', reason: 'coins' });
    // Events reach a socket in order: once b's own event arrives, a's would have too.
    const own = nextEvent(other, 'stale');
    t.realtime.toPlayer(b.id, { type: 'stale', reason: 'inbox' });
    expect(await own).toEqual({ type: 'stale', reason: 'inbox' });
    expect(otherGot).toBe(1);
    stop();
  });

  it("leave out the device whose redeem answer already carries the wallet; the player's other device is told", async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 100);
    const [phone, tablet] = [await client(p.token), await client(p.token)];
    for (const c of [phone, tablet]) expect(await handshake(c)).toBe('connected');
    const onPhone: string[] = [];
    const stop = phone.on('stale', (e) => onPhone.push(e.reason));
    const onTablet = nextEvent(tablet, 'stale', (e) => e.reason === 'redeem');
    const res = await t.call('POST', '/api/redeem', {
      token: p.token,
      socket: phone.socket.id,
      body: { coins: 50, idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onTablet).toEqual({ type: 'stale', reason: 'redeem' });
    // Events reach a socket in order: once a later one arrives, the redeem's would have come before it.
    const later = nextEvent(phone, 'stale', (e) => e.reason === 'inbox');
    t.realtime.toPlayer(p.id, { type: 'stale', reason: 'inbox' });
    await later;
    stop();
    expect(onPhone).not.toContain('redeem');
  });

  it('stop reaching a listener once it unsubscribes', async () => {
    const c = await client(a.token);
    expect(await handshake(c)).toBe('connected');
    const seen: string[] = [];
    const stop = c.on('stale', (e) => seen.push(e.reason));
    const first = nextEvent(c, 'stale');
    t.realtime.toPlayer(a.id, { type: 'stale', reason: 'redeem' });
    await first;
    stop();
    const second = nextEvent(c, 'stale');
    t.realtime.toPlayer(a.id, { type: 'stale', reason: 'verification' });
    await second;
    expect(seen).toEqual(['redeem']);
  });

  it('tells a connected device at once when its player logs in elsewhere, then drops it', async () => {
    const c = await client(await login());
    expect(await handshake(c)).toBe('connected');
    const told = nextEvent(c, 'sessionEnded');
    const dropped = disconnected(c);
    await login();
    expect(await told).toEqual({ type: 'sessionEnded', message: 'msg.loggedInOtherDevices' });
    expect(await dropped).toBe('io server disconnect');
    expect(c.refused).toEqual(['msg.loggedInOtherDevices']);
  });

  it('replays what a briefly dropped socket missed (connection state recovery), without a refetch', async () => {
    const c = await client(a.token);
    expect(await handshake(c)).toBe('connected');
    // Recovery resumes after the last event the socket got: it needs one.
    const first = nextEvent(c, 'stale');
    t.realtime.toPlayer(a.id, { type: 'stale', reason: 'coins' });
    await first;
    const dropped = disconnected(c);
    sockets.io.sockets.sockets.get(c.socket.id ?? '')?.conn.close();
    expect(await dropped).toBe('transport close');
    const back = reconnected(c);
    const missed = nextEvent(c, 'stale', (e) => e.reason === 'inbox');
    t.realtime.toPlayer(a.id, { type: 'stale', reason: 'inbox' });
    await back;
    expect(await missed).toEqual({ type: 'stale', reason: 'inbox' });
    expect(c.socket.recovered).toBe(true);
    expect(c.resyncs).toBe(0);
  });
});

describe('player messages', () => {
  let p: WalletPlayer;
  let c: TestPlayerClient;
  beforeAll(async () => {
    p = await walletPlayer(t);
    // A game without a socket handler of its own stands in for one (rock scissor paper has its real one).
    t.realtime.onGameMessage(
      'lucky-egg',
      Type.Object(
        {
          type: Type.Literal('move'),
          hand: Type.Union([Type.Literal('rock'), Type.Literal('scissor'), Type.Literal('paper')]),
        },
        { additionalProperties: false },
      ),
      (ctx, message) => {
        if (message.hand === 'paper') throw new AppError(409, MSG.alreadySpin);
        return { playerId: ctx.playerId, hand: message.hand };
      },
    );
  });
  afterEach(() => {
    c.close();
  });

  const connectedClient = async () => {
    c = playerClient(url, p.token);
    expect(await handshake(c)).toBe('connected');
    return c;
  };
  const refusedWith = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the message was accepted');
      },
      (error: unknown) => (error instanceof SocketError ? error.key : error),
    );

  it('answers a ping with the server clock', async () => {
    await connectedClient();
    t.clock.freeze();
    t.clock.advance(90_000);
    expect(await c.send({ type: 'ping' })).toEqual({ serverTime: t.clock.now().toISOString() });
  });

  it('routes a game message to its game handler with the sender, checked against the game schema', async () => {
    await connectedClient();
    expect(await c.send({ type: 'game', slug: 'lucky-egg', message: { type: 'move', hand: 'rock' } })).toEqual({
      playerId: p.id,
      hand: 'rock',
    });
    expect(await refusedWith(c.send({ type: 'game', slug: 'lucky-egg', message: { type: 'move', hand: 'lizard' } }))).toBe(
      'msg.invalidRequest',
    );
    // the handler's own refusal reaches the player as its catalogue key
    expect(await refusedWith(c.send({ type: 'game', slug: 'lucky-egg', message: { type: 'move', hand: 'paper' } }))).toBe(
      'msg.alreadySpin',
    );
    expect(await refusedWith(c.send({ type: 'game', slug: 'fto', message: { type: 'crack' } }))).toBe('msg.invalidGame');
  });

  it('acks malformed, unknown and oversized messages with msg.invalidRequest and keeps the socket up', async () => {
    await connectedClient();
    const junk: unknown[] = [
      'ping',
      42,
      null,
      [],
      {},
      { type: 'dance' },
      { type: 'ping', extra: 1 },
      { type: 'game', slug: 'not-a-game', message: { type: 'move' } },
      { type: 'game', slug: 'rock-scissor-paper' },
      { type: 'game', slug: 'rock-scissor-paper', message: { type: 'move', hand: 'rock', pad: 'x'.repeat(MAX_MESSAGE_BYTES) } },
    ];
    for (const message of junk) {
      expect(await refusedWith(c.send(message as ClientMessage)), JSON.stringify(message).slice(0, 80)).toBe('msg.invalidRequest');
    }
    // a message without an ack has no one to answer: it is dropped, not a crash
    c.socket.emit('message', { type: 'ping' });
    c.socket.emit('message');
    expect(c.socket.connected).toBe(true);
    expect(await c.send({ type: 'ping' })).toHaveProperty('serverTime');
  });

  it('ends the socket of a session that ended: the message is refused, the device told, the socket dropped', async () => {
    const token = (await walletPlayer(t)).token;
    c = playerClient(url, token);
    expect(await handshake(c)).toBe('connected');
    expect(await c.send({ type: 'ping' })).toHaveProperty('serverTime');
    // Ended behind the socket's back (a logout ends its sockets itself: security-logout-sockets.test.ts).
    await t.db
      .updateTable('sessions')
      .set({ ended_at: t.clock.now(), end_reason: 'logout' })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const told = nextEvent(c, 'sessionEnded');
    const dropped = disconnected(c);
    expect(await refusedWith(c.send({ type: 'ping' }))).toBe('msg.sessionExpired');
    expect(await told).toEqual({ type: 'sessionEnded', message: 'msg.sessionExpired' });
    expect(await dropped).toBe('io server disconnect');
    expect(c.refused).toEqual(['msg.sessionExpired']);
  });

  it('fails a send with msg.networkSlow when no ack comes in time', async () => {
    t.realtime.onGameMessage('squidgame', Type.Object({ type: Type.Literal('hang') }), () => new Promise<never>(() => {}));
    await connectedClient();
    expect(await refusedWith(c.send({ type: 'game', slug: 'squidgame', message: { type: 'hang' } }, { timeoutMs: 200 }))).toBe(
      'msg.networkSlow',
    );
  });
});

describe('the app client against other servers', () => {
  it('stops reconnecting and says the app is outdated when the server speaks another protocol', async () => {
    const http = createServer();
    const other = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });
    let attempts = 0;
    other.use((_socket, next) => {
      attempts++;
      next(new Error(MSG.clientOutdated));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const c = await client('any', urlOf(http));
      expect(await handshake(c)).toBe('msg.clientOutdated');
      expect(c.outdated).toBe(1);
      expect(c.socket.active).toBe(false);
      expect(attempts).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('refetches after reconnecting to a server that could not replay what was missed', async () => {
    const http = createServer();
    const noRecovery = attachSocket(http, {
      db: t.db,
      realtime: createRealtime(),
      clock: t.clock.now,
      adapter: { name: 'in-memory without recovery', recovery: false, close: async () => {} },
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const c = await client((await walletPlayer(t)).token, urlOf(http));
      expect(await handshake(c)).toBe('connected');
      const back = reconnected(c);
      noRecovery.io.sockets.sockets.get(c.socket.id ?? '')?.conn.close();
      await back;
      expect(c.resyncs).toBe(1);
    } finally {
      await noRecovery.close();
    }
  });
});
