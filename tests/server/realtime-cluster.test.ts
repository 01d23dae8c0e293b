// Two server processes (two apps, each with its own socket.io server, database
// pool and adapter, in this one test process) on one database: what process
// A decides reaches a player whose socket is held by process B.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createClient } from 'redis';
import type { FastifyInstance } from 'fastify';
import type { AdminRedemption } from '../../contract/schemas/wallet';
import type { LoginResponse } from '../../contract/schemas/auth';
import { buildApp } from '../../server/app';
import { connect } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { maintenanceFlag } from '../../server/maintenance/gate';
import { localPush } from '../../server/providers/push';
import { localSms } from '../../server/providers/sms';
import { realtimeAdapter, type AdapterOptions } from '../../server/realtime/adapter';
import { createRealtime, type Realtime } from '../../server/realtime/hub';
import { attachSocket, type PlayerSockets } from '../../server/realtime/socket';
import { testApp, type TestApp } from './helpers/app';
import { disconnected, handshake, nextEvent, playerClient, urlOf, within, type TestPlayerClient } from './helpers/realtime';
import { giveCoins, opToken, redeemOk, walletPlayer, type WalletPlayer } from './helpers/wallet';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

interface Process {
  app: FastifyInstance;
  realtime: Realtime;
  sockets: PlayerSockets;
  url: string;
}

interface Cluster {
  /** process A, the test app (its API is `a.call`) */
  a: TestApp & Process;
  b: Process;
  close(): Promise<void>;
}

/** The URL of the test app's own temporary database, so process B opens its own pool on it. */
async function urlOfDatabase(db: Kysely<Database>, serverUrl: string): Promise<string> {
  const { rows: [row] } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}

/**
 * A on the test app's database; B on its own connection to the same database
 * on PostgreSQL (on PGlite, which one process owns, B shares A's handle: the
 * Redis case still crosses the adapter).
 */
async function cluster(adapter: (databaseUrl: string | undefined) => Omit<AdapterOptions, 'log'>): Promise<Cluster> {
  const t = await testApp();
  const databaseUrl = DATABASE_URL ? await urlOfDatabase(t.db, DATABASE_URL) : undefined;
  const dbB = databaseUrl ? await connect({ databaseUrl, dataDir: 'memory://' }) : t.db;
  const log = (what: string, error: unknown) => console.error(what, error);
  const start = async (app: FastifyInstance, db: Kysely<Database>, realtime: Realtime): Promise<Process> => {
    const sockets = attachSocket(app.server, { db, realtime, clock: t.clock.now, adapter: await realtimeAdapter({ ...adapter(databaseUrl), log }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, realtime, sockets, url: urlOf(app.server) };
  };
  const a = Object.assign(t, await start(t.app, t.db, t.realtime));
  const realtimeB = createRealtime();
  const appB = await buildApp({
    db: dbB, config: t.config, realtime: realtimeB, maintenance: maintenanceFlag(dbB), clock: t.clock.now,
    sms: localSms({ file: null }), push: localPush({ file: null }),
  });
  const b = await start(appB, dbB, realtimeB);
  return {
    a, b,
    async close() {
      await b.sockets.close();
      await a.sockets.close();
      await appB.close();
      if (dbB !== t.db) await dbB.destroy();
      await t.close();
    },
  };
}

/**
 * Until the adapter's subscription on B is live (LISTEN issued, XREAD
 * blocking), a push from A has no one to reach there: A repeats a harmless
 * push until B's socket shows one, so what follows is never raced.
 */
async function pathIsLive(from: Realtime, playerId: number, on: TestPlayerClient): Promise<void> {
  const arrived = nextEvent(on, 'stale', (e) => e.reason === 'games', 10_000);
  let done = false;
  void arrived.finally(() => { done = true; }).catch(() => {});
  while (!done) {
    from.toPlayer(playerId, { type: 'stale', reason: 'games' });
    await Promise.race([arrived.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  await arrived;
}

/** What both adapters must do; `recovery` says what a dropped socket gets back. */
function crossProcessSuite(adapter: (databaseUrl: string | undefined) => Omit<AdapterOptions, 'log'>, recovery: boolean) {
  let c: Cluster;
  let p: WalletPlayer;
  let player: TestPlayerClient;
  beforeAll(async () => {
    c = await cluster(adapter);
    p = await walletPlayer(c.a);
    player = playerClient(c.b.url, p.token);
    expect(await handshake(player)).toBe('connected');
    await pathIsLive(c.a.realtime, p.id, player);
  });
  afterAll(async () => {
    player.close();
    await c.close();
  });

  it('delivers a redeem decision the operator makes on A to the player\'s socket on B', async () => {
    await giveCoins(c.a, p.uid, 100);
    const { redemption } = await redeemOk(c.a, p.token, 50);
    const decided = nextEvent(player, 'stale', (e) => e.reason === 'redeem');
    const res = await c.a.call('POST', `/api/admin/redemptions/${redemption.id}/approve`, { token: await opToken(c.a) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminRedemption>().status).toBe('Success');
    expect(await decided).toEqual({ type: 'stale', reason: 'redeem' });
  });

  it(recovery
    ? 'replays to a dropped socket what A sent while it was away (connection state recovery)'
    : 'has the app fetch its state again after a reconnect: this adapter cannot replay what was missed', async () => {
    const dropped = disconnected(player);
    c.b.sockets.io.sockets.sockets.get(player.socket.id ?? '')?.conn.close();
    expect(await dropped).toBe('transport close');
    const back = within(new Promise<void>((resolve) => player.socket.once('connect', () => resolve())), 'reconnect');
    if (!recovery) {
      await back;
      expect(player.resyncs).toBe(1);
      return;
    }
    const missed = nextEvent(player, 'stale', (e) => e.reason === 'inbox');
    c.a.realtime.toPlayer(p.id, { type: 'stale', reason: 'inbox' });
    await back;
    expect(await missed).toEqual({ type: 'stale', reason: 'inbox' });
    expect(player.socket.recovered).toBe(true);
    expect(player.resyncs).toBe(0);
  });

  it('ends the socket on B when the player logs in again on A: told first, then dropped', async () => {
    const told = nextEvent(player, 'sessionEnded');
    const dropped = disconnected(player);
    const login = await c.a.call('POST', '/api/auth/login', { body: { uid: p.uid, password: 'secret123' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<LoginResponse>().token).not.toBe(p.token);
    expect(await told).toEqual({ type: 'sessionEnded', message: 'msg.loggedInOtherDevices' });
    expect(await dropped).toBe('io server disconnect');
  });
}

describe.skipIf(!DATABASE_URL)(`two processes over the PostgreSQL adapter${DATABASE_URL ? '' : ' (skipped: DATABASE_URL is unset)'}`, () => {
  crossProcessSuite((databaseUrl) => ({ databaseUrl }), false);
});

describe.skipIf(!REDIS_URL)(`two processes over the Redis Streams adapter${REDIS_URL ? '' : ' (skipped: REDIS_URL is unset)'}`, () => {
  // A stream of its own, so a run never reads another's events; deleted after.
  const redisPrefix = `test-${randomUUID()}`;
  crossProcessSuite(() => ({ redisUrl: REDIS_URL, redisPrefix }), true);
  afterAll(async () => {
    const redis = await createClient({ url: REDIS_URL }).connect();
    await redis.del(redisPrefix);
    await redis.close();
  });
});
