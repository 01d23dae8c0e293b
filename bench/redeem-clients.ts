// The load of bench/redeem.ts, forked as its own Node process so the clients'
// sealing and HTTP work never queues on the server's event loop. `clients`
// loops run at once; each takes a fresh player from the shared pool, makes at
// most `perPlayer` redeems with it (each with a fresh idempotency key), then
// takes the next one: a player is never used by two loops at once, and never
// past the per-player redeem throttle. When the pool runs dry, every loop
// stops and the result says so (the time measured ends there).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API } from '../contract/routes';
import { benchHttp, errorLabel } from './redeem-http';

export interface RunOrder {
  base: string;
  clients: number;
  seconds: number;
  /** coins per redeem */
  coins: number;
  /** redeems per player before the loop moves to its next player */
  perPlayer: number;
  /** session tokens of fresh players, each with perPlayer x coins available */
  tokens: string[];
}

export interface RunResult {
  ok: number;
  /** milliseconds of every successful redeem */
  latencies: number[];
  /** error label (status, message key, typ) -> count */
  errors: Record<string, number>;
  /** from the first request to the last answer */
  elapsedS: number;
  playersUsed: number;
  /** true when the pool ran out before the time was up */
  dry: boolean;
  /** CPU seconds (user + system) the client process spent in the run */
  cpuS: number;
}

export async function runClients(order: RunOrder): Promise<RunResult> {
  const http = await benchHttp(order.base, order.clients);
  const pool = [...order.tokens];
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const count = (label: string) => { errors[label] = (errors[label] ?? 0) + 1; };
  let ok = 0;
  let dry = false;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let end = started + order.seconds * 1000;

  async function loop(): Promise<void> {
    let token = pool.shift();
    let used = 0;
    while (token !== undefined && performance.now() < end) {
      try {
        const reply = await http.sealed(API.redeem, { coins: order.coins, idempotencyKey: randomUUID() }, token);
        if (reply.status === 200) {
          ok++;
          latencies.push(reply.ms);
        } else {
          count(errorLabel(reply));
        }
      } catch (error) {
        count(`network ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
      if (++used === order.perPlayer) {
        token = pool.shift();
        used = 0;
      }
    }
    if (token === undefined && !dry && performance.now() < end) {
      dry = true;
      end = performance.now();
    }
  }

  await Promise.all(Array.from({ length: order.clients }, loop));
  const elapsedS = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  http.close();
  return { ok, latencies, errors, elapsedS, playersUsed: order.tokens.length - pool.length, dry, cpuS: (user + system) / 1e6 };
}

// Forked by bench/redeem.ts: one order in, one result out, then exit.
if (process.send) {
  process.once('message', (order: RunOrder) => {
    runClients(order).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
