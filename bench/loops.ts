// The client side of a server bench, run in a forked process (harness.ts
// forkClients) so the clients' sealing and HTTP work never queues on the
// server's event loop. `clients` loops run at once; each takes a fresh
// player from the shared pool, runs the bench's session with it (the
// redeems a player may make, a whole play...), then takes the next one: a
// player is never used by two loops at once. Each call is timed by kind;
// none is sent once the time is up. With a ramp, the loops start one by one
// over it and the measurement begins after it, so sessions longer than one
// call (a whole play) are not all at the same step when it begins. When the
// pool runs dry, every loop stops and the result says so (the time measured
// ends there).
import { performance } from 'node:perf_hooks';
import { benchHttp, errorLabel, type BenchHttp, type Reply } from './http';

export interface LoopOrder {
  base: string;
  clients: number;
  seconds: number;
  /** session tokens of fresh players */
  tokens: string[];
  /** seconds over which the loops start, before the measured time (nothing sent in it is recorded); default 0 */
  rampS?: number;
}

export interface LoopResult {
  /** kind of call -> milliseconds of every successful one */
  latencies: Record<string, number[]>;
  /** error label (status, message key, typ) -> count */
  errors: Record<string, number>;
  /** sessions that ran to their end in the measured time */
  sessions: number;
  /** ...and in the ramp */
  rampSessions: number;
  /** from the end of the ramp to the last answer */
  elapsedS: number;
  playersUsed: number;
  /** true when the pool ran out before the time was up */
  dry: boolean;
  /** CPU seconds (user + system) the client process spent in the run */
  cpuS: number;
}

export interface Session {
  http: BenchHttp;
  token: string;
  /** sends unless the time is up; the reply when it is a 200, else null (the error counted) */
  call(kind: string, send: () => Promise<Reply>): Promise<Reply | null>;
}

/** One player's work; true when it ran to its end. */
export type SessionRun = (session: Session) => Promise<boolean>;

export async function runLoops(order: LoopOrder, run: SessionRun): Promise<LoopResult> {
  const http = await benchHttp(order.base, order.clients);
  const pool = [...order.tokens];
  const latencies: Record<string, number[]> = {};
  const errors: Record<string, number> = {};
  const count = (label: string) => {
    errors[label] = (errors[label] ?? 0) + 1;
  };
  let sessions = 0;
  let rampSessions = 0;
  let dry = false;
  const cpu = process.cpuUsage();
  const rampMs = (order.rampS ?? 0) * 1000;
  const from = performance.now() + rampMs;
  let end = from + order.seconds * 1000;

  const call = async (kind: string, send: () => Promise<Reply>): Promise<Reply | null> => {
    const sentAt = performance.now();
    if (sentAt >= end) return null;
    try {
      const reply = await send();
      if (reply.status === 200) {
        if (sentAt >= from) (latencies[kind] ??= []).push(reply.ms);
        return reply;
      }
      count(errorLabel(reply));
    } catch (error) {
      count(`network ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    return null;
  };

  async function loop(_: unknown, i: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, (i * rampMs) / order.clients));
    while (performance.now() < end) {
      const token = pool.shift();
      if (token === undefined) {
        dry = true;
        end = performance.now();
        return;
      }
      if (await run({ http, token, call })) {
        if (performance.now() >= from) sessions++;
        else rampSessions++;
      }
    }
  }

  await Promise.all(Array.from({ length: order.clients }, loop));
  const elapsedS = (performance.now() - from) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  http.close();
  return {
    latencies,
    errors,
    sessions,
    rampSessions,
    elapsedS,
    playersUsed: order.tokens.length - pool.length,
    dry,
    cpuS: (user + system) / 1e6,
  };
}

/** In the forked process: one order in, runLoops with the session it makes, one result out, then exit. */
export function serveForked<O extends LoopOrder>(session: (order: O) => SessionRun): void {
  if (!process.send) return;
  process.once('message', (order: O) => {
    runLoops(order, session(order)).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
