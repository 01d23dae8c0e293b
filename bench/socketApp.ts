// The app with its player sockets, as server/main.ts runs it on PostgreSQL:
// socket.io on the adapter realtimeAdapter picks for the order (Redis Streams
// when it names a Redis, else PostgreSQL LISTEN/NOTIFY), listening on a free port of 127.0.0.1. The
// forked server processes of bench:rsp, bench:sockets and bench:egg-rush start it; the app
// sees its database through `plugins` (a statement counter, say).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { buildApp } from '../server/app';
import { LISTEN_BACKLOG, pgliteDir } from '../server/config';
import { connect } from '../server/db/connect';
import type { Database } from '../server/db/schema';
import { gracefulStop } from '../server/lib/gracefulStop';
import { realtimeAdapter, type RealtimeAdapter } from '../server/realtime/adapter';
import { createPlayFeed, type PlayFeed } from '../server/lib/plays';
import { createRealtime, type Realtime } from '../server/realtime/hub';
import { attachSocket, type PlayerSockets } from '../server/realtime/socket';
import { benchAppDeps, benchConfig, type ServerOrder } from './harness';

export interface SocketApp {
  /** the app's handle on the database (with the plugins) */
  db: Kysely<Database>;
  realtime: Realtime;
  /** the app's play feed: drain() waits for what loyalty does after a game's commit */
  plays: PlayFeed;
  sockets: PlayerSockets;
  adapter: RealtimeAdapter;
  port: number;
  /** server/lib/gracefulStop's order, ending with the database */
  stop(stopJobs?: () => Promise<void>): Promise<void>;
}

export async function startSocketApp(
  { databaseUrl, dataDir, redisUrl, redisPrefix }: ServerOrder,
  logFailure: (line: string) => void,
  plugins: readonly KyselyPlugin[] = [],
): Promise<SocketApp> {
  const config = benchConfig(dataDir, databaseUrl);
  const pool = await connect({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
  const db = plugins.reduce((handle, plugin) => handle.withPlugin(plugin), pool);
  const realtime = createRealtime({ log: (error) => logFailure(`socket message handler failed: ${String(error)}`) });
  const plays = createPlayFeed();
  const app: FastifyInstance = await buildApp(benchAppDeps(db, config, realtime, plays));
  const adapter = await realtimeAdapter({
    redisUrl,
    ...(redisPrefix ? { redisPrefix } : {}),
    databaseUrl,
    log: (what, error) => logFailure(`${what}: ${String(error)}`),
  });
  const sockets = attachSocket(app.server, { db, realtime, adapter });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  return {
    db,
    realtime,
    plays,
    sockets,
    adapter,
    port: (app.server.address() as AddressInfo).port,
    // Closing socket.io (in gracefulStop) closes the adapter too.
    stop: (stopJobs = async () => {}) => gracefulStop({ app, sockets, db: pool, stopJobs }),
  };
}
