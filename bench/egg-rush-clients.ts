// The players of bench/egg-rush.ts, in processes of their own (harness.ts
// forkClients), each process a slice of the crowd: each player arrives at its
// moment of the first seconds of the lucky egg's session, opens the screen
// (GET status) and picks an egg (POST smash), on a connection of its own to
// one of the server processes (taken in turn, as a balancer spreads phones).
import { randomInt, randomUUID } from 'node:crypto';
import { LUCKY_EGG_API, LUCKY_EGG_EGGS } from '../contract/games/luckyEggRules';
import { benchHttp, errorLabel, type Reply } from './http';
import { epochMs } from './latency';
import type { LoopOrder } from './loops';

export interface RushOrder extends LoopOrder {
  /** when the session opens (epoch ms): the first player arrives then */
  openAt: number;
  /** the players arrive evenly over this many ms from the opening */
  spreadMs: number;
  /** the server processes' addresses: player k of the crowd goes to bases[k % bases.length] */
  bases: string[];
  /** this slice's first player's place in the crowd, and the crowd's size (for each one's arrival time and server) */
  first: number;
  crowd: number;
}

export interface RushResult {
  /** ms of each successful call, by kind */
  latencies: { open: number[]; pick: number[] };
  /** error label -> count */
  errors: Record<string, number>;
  /** seconds from the opening to the last answer of a pick */
  lastPickS: number;
  /** CPU seconds (user + system) of this process in the rush */
  cpuS: number;
}

async function rush(order: RushOrder): Promise<RushResult> {
  const https = await Promise.all(order.bases.map((base) => benchHttp(base, order.tokens.length)));
  const latencies: RushResult['latencies'] = { open: [], pick: [] };
  const errors: Record<string, number> = {};
  const count = (label: string) => {
    errors[label] = (errors[label] ?? 0) + 1;
  };
  let lastPick = order.openAt;
  const call = async (kind: keyof RushResult['latencies'], send: () => Promise<Reply>): Promise<boolean> => {
    try {
      const reply = await send();
      if (reply.status === 200) latencies[kind].push(reply.ms);
      else count(`${kind}: ${errorLabel(reply)}`);
      return reply.status === 200;
    } catch (error) {
      count(`${kind}: network ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      return false;
    }
  };
  const player = async (token: string, i: number) => {
    const k = order.first + i;
    const http = https[k % https.length] as (typeof https)[number];
    const at = order.openAt + (order.spreadMs * k) / order.crowd;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - epochMs())));
    if (!(await call('open', () => http.get(LUCKY_EGG_API.status, token)))) return;
    if (
      await call('pick', () =>
        http.sealed(LUCKY_EGG_API.smash, { bet: 1, egg: randomInt(LUCKY_EGG_EGGS), idempotencyKey: randomUUID() }, token),
      )
    ) {
      lastPick = Math.max(lastPick, epochMs());
    }
  };
  const cpu = process.cpuUsage();
  await Promise.all(order.tokens.map(player));
  const { user, system } = process.cpuUsage(cpu);
  for (const http of https) http.close();
  return { latencies, errors, lastPickS: (lastPick - order.openAt) / 1000, cpuS: (user + system) / 1e6 };
}

if (process.send) {
  process.once('message', (order: RushOrder) => {
    rush(order).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
