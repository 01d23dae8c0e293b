// bench:rsp's server process (harness.ts forkServer): the app as server/main.ts
// runs it on PostgreSQL, i.e. in its multi-process mode (socketApp.ts) with
// rock scissor paper's clock job every 250 ms (main.ts's other jobs have
// nothing to do here). One of these per process the bench measures, each in
// its own process so two of them really run on two cores.
import { rspClockJob } from '../server/games/rsp/job';
import { startJobs } from '../server/lib/jobs';
import { serveServer } from './harness';
import { startSocketApp } from './socketApp';

serveServer(async (order, logFailure) => {
  const server = await startSocketApp(order, logFailure);
  const stopJobs = startJobs([rspClockJob({ db: server.db, realtime: server.realtime, clock: () => new Date() })], logFailure);
  return { port: server.port, stop: () => server.stop(stopJobs) };
});
