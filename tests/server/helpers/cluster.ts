// Two server processes (two apps, each with its own socket.io server,
// database pool and adapter, in one test process) on one database: what
// process A decides reaches a player whose socket is held by process B.
// Used by realtime-cluster.test.ts and rsp-cluster.test.ts.
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { connect } from '../../../server/db/connect';
import type { Database } from '../../../server/db/schema';
import { maintenanceFlag } from '../../../server/maintenance/gate';
import { localPush } from '../../../server/providers/push';
import { localSms } from '../../../server/providers/sms';
import { realtimeAdapter, type AdapterOptions } from '../../../server/realtime/adapter';
import { createRealtime, type Realtime } from '../../../server/realtime/hub';
import { attachSocket, type PlayerSockets } from '../../../server/realtime/socket';
import { testApp, type TestApp } from './app';
import { TEST_POOL_MAX } from './db';
import { nextEvent, urlOf, type TestPlayerClient } from './realtime';

const DATABASE_URL = process.env.DATABASE_URL;

export interface Process {
  app: FastifyInstance;
  realtime: Realtime;
  sockets: PlayerSockets;
  url: string;
}

export interface Cluster {
  /** process A, the test app (its API is `a.call`) */
  a: TestApp & Process;
  b: Process;
  /** process B goes away (its sockets dropped, its app and pool closed), as a killed process would */
  stopB(): Promise<void>;
  close(): Promise<void>;
}

/** The URL of the test app's own temporary database, so process B opens its own pool on it. */
export async function urlOfDatabase(db: Kysely<Database>, serverUrl: string): Promise<string> {
  const {
    rows: [row],
  } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}

/**
 * A on the test app's database; B on its own connection to the same database
 * on PostgreSQL (on PGlite, which one process owns, B shares A's handle: the
 * Redis case still crosses the adapter).
 */
export async function cluster(adapter: (databaseUrl: string | undefined) => Omit<AdapterOptions, 'log'>): Promise<Cluster> {
  const t = await testApp();
  const databaseUrl = DATABASE_URL ? await urlOfDatabase(t.db, DATABASE_URL) : undefined;
  const dbB = databaseUrl ? await connect({ databaseUrl, dataDir: 'memory://', poolMax: TEST_POOL_MAX }) : t.db;
  const log = (what: string, error: unknown) => console.error(what, error);
  const start = async (app: FastifyInstance, db: Kysely<Database>, realtime: Realtime): Promise<Process> => {
    const sockets = attachSocket(app.server, {
      db,
      realtime,
      clock: t.clock.now,
      adapter: await realtimeAdapter({ ...adapter(databaseUrl), log }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, realtime, sockets, url: urlOf(app.server) };
  };
  const a = Object.assign(t, await start(t.app, t.db, t.realtime));
  const realtimeB = createRealtime();
  const appB = await buildApp({
    db: dbB,
    config: t.config,
    realtime: realtimeB,
    maintenance: maintenanceFlag(dbB),
    clock: t.clock.now,
    sms: localSms({ file: null }),
    push: localPush({ file: null }),
  });
  const b = await start(appB, dbB, realtimeB);
  let bUp = true;
  const stopB = async () => {
    if (!bUp) return;
    bUp = false;
    await b.sockets.close();
    await appB.close();
    if (dbB !== t.db) await dbB.destroy();
  };
  return {
    a,
    b,
    stopB,
    async close() {
      await stopB();
      await a.sockets.close();
      await t.close();
    },
  };
}

/**
 * Until the adapter's subscription on B is live (LISTEN issued, XREAD
 * blocking), a push from A has no one to reach there: A repeats a harmless
 * push until B's socket shows one, so what follows is never raced.
 */
export async function pathIsLive(from: Realtime, playerId: number, on: TestPlayerClient): Promise<void> {
  const arrived = nextEvent(on, 'stale', (e) => e.reason === 'games', 10_000);
  let done = false;
  void arrived
    .finally(() => {
      done = true;
    })
    .catch(() => {});
  while (!done) {
    from.toPlayer(playerId, { type: 'stale', reason: 'games' });
    await Promise.race([arrived.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  await arrived;
}
