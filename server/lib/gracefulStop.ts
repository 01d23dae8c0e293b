import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PlayerSockets } from '../realtime/socket';

export interface RunningServer {
  app: FastifyInstance;
  sockets: PlayerSockets;
  db: Kysely<Database>;
  /** startJobs' stop */
  stopJobs(): Promise<void>;
}

/**
 * A server process's graceful stop, in its order: the listening socket
 * closes at once, so new connections go to the other processes; the
 * requests in flight finish (answered with Connection: close, not 503:
 * `return503OnClosing: false` in app.ts); every player socket is dropped, so
 * its client reconnects elsewhere; the jobs' passes in flight end; only then
 * does the database close.
 */
export async function gracefulStop({ app, sockets, db, stopJobs }: RunningServer): Promise<void> {
  const jobsStopped = stopJobs();
  const requestsDone = app.close();
  await sockets.close();
  await requestsDone;
  await jobsStopped;
  await db.destroy();
}
