// Two server processes (tests/server/helpers/cluster.ts) on one database:
// what process A decides reaches a player whose socket is held by process B.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import type { AdminRedemption } from '../../contract/schemas/wallet';
import type { LoginResponse } from '../../contract/schemas/auth';
import type { AdapterOptions } from '../../server/realtime/adapter';
import { cluster, pathIsLive, type Cluster } from './helpers/cluster';
import { disconnected, handshake, nextEvent, playerClient, within, type TestPlayerClient } from './helpers/realtime';
import { giveCoins, opToken, redeemOk, walletPlayer, type WalletPlayer } from './helpers/wallet';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

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

  it("delivers a redeem decision the operator makes on A to the player's socket on B", async () => {
    await giveCoins(c.a, p.uid, 100);
    const { redemption } = await redeemOk(c.a, p.token, 50);
    const decided = nextEvent(player, 'stale', (e) => e.reason === 'redeem');
    const res = await c.a.call('POST', `/api/admin/redemptions/${redemption.id}/approve`, { token: await opToken(c.a) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminRedemption>().status).toBe('Success');
    expect(await decided).toEqual({ type: 'stale', reason: 'redeem' });
  });

  it(
    recovery
      ? 'replays to a dropped socket what A sent while it was away (connection state recovery)'
      : 'has the app fetch its state again after a reconnect: this adapter cannot replay what was missed',
    async () => {
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
    },
  );

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

describe.skipIf(!DATABASE_URL)(
  `two processes over the PostgreSQL adapter${DATABASE_URL ? '' : ' (skipped: DATABASE_URL is unset)'}`,
  () => {
    crossProcessSuite((databaseUrl) => ({ databaseUrl }), false);
  },
);

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
