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
 * failed pass is logged and tried again on the next. Returns a stop function.
 */
export function startJobs(jobs: readonly Job[], log: (line: string) => void): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const line = await job.run();
        if (line) log(line);
      } catch (error) {
        log(`${job.name} job failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
