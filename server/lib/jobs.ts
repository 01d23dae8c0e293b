import { jobSucceeded } from './metrics';

/** A periodic pass of housekeeping that every server process runs. */
export interface Job {
  name: string;
  everyMs: number;
  /** one pass; a line worth logging, or null when there was nothing to do */
  run(): Promise<string | null>;
}

/**
 * The one runner of the server's jobs (server/main.ts), a timer per job.
 * Row locks (SKIP LOCKED) keep processes off each other's rows, so running
 * them everywhere is safe; a pass still running skips its next tick, and a
 * failed pass is logged and tried again on the next. Returns a stop function:
 * no pass starts after it, and its promise settles when the passes in flight
 * have ended (a graceful stop closes the database only then).
 */
export function startJobs(jobs: readonly Job[], log: (line: string) => void): () => Promise<void> {
  const runners = jobs.map((job) => {
    // Its lag (GET /metrics) counts from its start until a first pass succeeds.
    jobSucceeded(job.name, Date.now());
    let running: Promise<void> | null = null;
    const pass = () =>
      runOnce(job, log).finally(() => {
        running = null;
      });
    const timer = setInterval(() => {
      running ??= pass();
    }, job.everyMs);
    timer.unref();
    return { timer, inFlight: () => running };
  });
  return async () => {
    for (const { timer } of runners) clearInterval(timer);
    await Promise.all(runners.map(({ inFlight }) => inFlight()));
  };
}

/** One pass of a job: its line logged, its success timed (GET /metrics), a failure logged for the next pass to retry. */
async function runOnce(job: Job, log: (line: string) => void): Promise<void> {
  try {
    const line = await job.run();
    jobSucceeded(job.name, Date.now());
    if (line) log(line);
  } catch (error) {
    log(`${job.name} job failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One pass of each job in turn, now (what a moved test clock made due: server/testclock). */
export async function runJobsOnce(jobs: readonly Job[], log: (line: string) => void): Promise<void> {
  for (const job of jobs) await runOnce(job, log);
}
