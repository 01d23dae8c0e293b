// bench:sockets' server process (harness.ts forkServer): the app with its
// player sockets (socketApp.ts), answering the bench's questions: push a
// big win to everyone (realtime.toAll, through the adapter to the other
// processes), how many sockets and open files it has, the SQL statements
// since the last ask, and V8's sampling profile around one broadcast.
import { readdirSync, readFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import type { ServerEvent } from '../contract/realtime';
import { selfShare, startProfiler } from './cpuProfile';
import { serveServer, statementCounter } from './harness';
import { startSocketApp } from './socketApp';
import { epochMs } from './latency';

export type SocketServerQuestion =
  /** sends `event` to every player's socket, on every process */
  { type: 'push'; event: ServerEvent } | { type: 'state' } | { type: 'statements' } | { type: 'profile'; on: boolean };

export type SocketServerAnswer =
  /** epoch ms the push was handed to socket.io */
  | { type: 'pushed'; sentAt: number }
  | {
      type: 'state';
      sockets: number;
      openFiles: number;
      fileLimit: number;
      adapter: string;
      pingIntervalMs: number;
      perMessageDeflate: boolean;
    }
  | { type: 'statements'; count: number }
  | { type: 'profiling' }
  /** sampled CPU ms while profiling, and of those the ms in the writev system call itself */
  | { type: 'profiled'; busyMs: number; writevMs: number };

/** This process's open-file limit (RLIMIT_NOFILE; Linux /proc, NaN elsewhere), read before the sockets take every file. */
function fileLimit(): number {
  try {
    return Number(/^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** This process's open files; at the limit, listing them fails for want of a file (EMFILE), which says as much. */
function openFiles(limit: number): number {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EMFILE' ? limit : Number.NaN;
  }
}

serveServer<SocketServerQuestion, SocketServerAnswer>(async (order, logFailure) => {
  const counter = statementCounter();
  const server = await startSocketApp(order, logFailure, [counter.plugin]);
  const { io } = server.sockets;
  const limit = fileLimit();
  let stopProfiler: (() => Promise<Profiler.Profile>) | undefined;
  const answer = async (question: SocketServerQuestion): Promise<SocketServerAnswer> => {
    switch (question.type) {
      case 'push': {
        const sentAt = epochMs();
        server.realtime.toAll(question.event);
        return { type: 'pushed', sentAt };
      }
      case 'state': {
        return {
          type: 'state',
          sockets: io.engine.clientsCount,
          openFiles: openFiles(limit),
          fileLimit: limit,
          adapter: server.adapter.name,
          pingIntervalMs: io.engine.opts.pingInterval ?? Number.NaN,
          perMessageDeflate: Boolean(io.engine.opts.perMessageDeflate),
        };
      }
      case 'statements':
        return { type: 'statements', count: counter.take() };
      case 'profile': {
        if (question.on) {
          stopProfiler = await startProfiler();
          return { type: 'profiling' };
        }
        if (!stopProfiler) throw new Error('the profiler was not started');
        const { busyMs, inMs } = selfShare(await stopProfiler(), 'writev');
        stopProfiler = undefined;
        return { type: 'profiled', busyMs, writevMs: inMs };
      }
    }
  };
  return { port: server.port, stop: () => server.stop(), answer };
});
