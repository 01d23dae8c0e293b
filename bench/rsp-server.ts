// bench:rsp's server process (harness.ts forkServer): the app as server/main.ts
// runs it on PostgreSQL, i.e. in its multi-process mode: socket.io on the
// PostgreSQL adapter (LISTEN/NOTIFY between processes, as realtimeAdapter
// picks it without REDIS_URL) and rock scissor paper's clock job every 250 ms
// (main.ts's other jobs have nothing to do here), listening on a free port.
// One of these per process the bench measures, each in its own process so
// two of them really run on two cores.
import { buildApp } from '../server/app';
import { LISTEN_BACKLOG, pgliteDir } from '../server/config';
import { connect } from '../server/db/connect';
import { rspClockJob } from '../server/games/rsp/job';
import { gracefulStop } from '../server/lib/gracefulStop';
import { startJobs } from '../server/lib/jobs';
import { realtimeAdapter } from '../server/realtime/adapter';
import { createRealtime } from '../server/realtime/hub';
import { attachSocket } from '../server/realtime/socket';
import type { AddressInfo } from 'node:net';
import { benchAppDeps, benchConfig, serveServer } from './harness';

serveServer(async ({ databaseUrl, dataDir }, logFailure) => {
  const config = benchConfig(dataDir, databaseUrl);
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
  const realtime = createRealtime({ log: (error) => logFailure(`socket message handler failed: ${String(error)}`) });
  const app = await buildApp(benchAppDeps(db, config, realtime));
  const adapter = await realtimeAdapter({ databaseUrl, log: (what, error) => logFailure(`${what}: ${String(error)}`) });
  const sockets = attachSocket(app.server, { db, realtime, adapter });
  const stopJobs = startJobs([rspClockJob({ db, realtime, clock: () => new Date() })], logFailure);
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  return {
    port: (app.server.address() as AddressInfo).port,
    stop: () => gracefulStop({ app, sockets, db, stopJobs }),
  };
});
