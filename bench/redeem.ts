// npm run bench:redeem — redeem throughput and latency at 64 concurrent
// clients on PostgreSQL, beside pgbench's TPC-B figure on the same server in
// the same run. Needs DATABASE_URL (a PostgreSQL server; the bench works in
// two throwaway databases on it, vip_bench_redeem and vip_bench_pgbench, and
// drops them at the end) and pgbench on the PATH.
//   1. The real app (buildApp, migrations, seed, as server/main.ts builds it,
//      without the timers) listens on a local port in this process. Players
//      are rows made verified directly, as the server tests make them; their
//      coins come through the operator's ADJUST call and their sessions
//      through the H5 launch-token login, both over HTTP.
//   2. A forked client process runs 64 loops, each POSTing redeem (sealed
//      body, fresh idempotency key, the rate's minimum coins) with its own
//      player, for a warm-up and then the measured time. The per-player
//      throttle (5 redeems a minute, 429 typ redeem) would stop a loop after
//      five calls, so each loop takes a fresh player every five redeems.
//   3. The app is closed, then pgbench -i -s 10 and a TPC-B run with the same
//      clients and time (-j 2 -M prepared) on the other database.
// Time: BENCH_SECONDS (default 20) or --seconds N; warm-up
// BENCH_WARMUP_SECONDS (default 5) or --warmup N. Prints to stdout only.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AdminLoginResponse, LoginResponse } from '../contract/schemas/auth';
import type { RedeemInfo } from '../contract/schemas/wallet';
import { API } from '../contract/routes';
import { ADMIN_API } from '../contract/adminRoutes';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../server/db/seed';
import { LIMITS } from '../server/throttle/limits';
import {
  BENCH_UID_PREFIX,
  PGBENCH_DB,
  benchEnv,
  forkClients,
  makePlayers,
  measure,
  printSetup,
  printTable,
  runBench,
  startApp,
  statementCounter,
  tpcbReference,
  type TpcbResult,
} from './harness';
import { cpuLines, ratioLine, type CpuFigures, type CpuSpent } from './cpu';
import { okJson } from './http';
import { summarize, type LatencySummary } from './latency';
import type { LoopResult } from './loops';
import type { RedeemOrder } from './redeem-clients';

const CLIENTS = 64;
const REDEEM_DB = 'vip_bench_redeem';
/** Redeems a player may make in the throttle's window: each player is used for exactly this many. */
const PER_PLAYER = LIMITS.redeemPerPlayer.limit;
/**
 * Players made for the measurement: this many times what the warm-up rate
 * needs, so the pool never runs dry (at 1.5 it did at 730 redeems/s: the
 * measured run is faster than a warm-up that still compiles).
 */
const POOL_MARGIN = 2.5;

const env = benchEnv('bench:redeem', [REDEEM_DB, PGBENCH_DB]);
const { seconds: SECONDS, warmup: WARMUP } = env;
const clients = new URL('./redeem-clients.ts', import.meta.url);
const redeems = (r: LoopResult): number => r.latencies.redeem?.length ?? 0;
await printSetup(env, `${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s measured (redeem), ${SECONDS} s (pgbench)`);
await runBench(env, async (dataDir) => report(await redeemBench(dataDir), await tpcbReference(env, CLIENTS)));

interface RedeemFigures {
  result: LoopResult;
  /** CPU seconds of this process (the app) during the measurement */
  serverCpuS: number;
  spent: CpuSpent;
  /** redemption rows of bench players in the database after the runs */
  stored: number;
  /** 1-minute load average at the end of the measurement */
  load: number;
  warmup: LoopResult;
  latency: LatencySummary;
  coins: number;
  port: number;
  setupS: number;
  /** SQL statements of one redeem made by hand with nothing else running (BEGIN/COMMIT not counted) */
  statements: number;
}

async function redeemBench(dataDir: string): Promise<RedeemFigures> {
  const setupStarted = performance.now();
  const counter = statementCounter();
  const app = await startApp(env, REDEEM_DB, dataDir, [counter.plugin]);
  try {
    const { api, base, port } = app;
    // The redeem minimum as a player reads it (GET redeem/info), and the operator who hands out coins.
    const demo = okJson<LoginResponse>('POST auth/login (demo player)', await api.sealed(API.authLogin, DEMO_PLAYER));
    const { coins } = okJson<RedeemInfo>('GET redeem/info', await api.get(API.redeemInfo, demo.token)).rate;
    const operator = okJson<AdminLoginResponse>('POST admin/login', await api.sealed(ADMIN_API.login, DEMO_OPERATOR));
    const players = (n: number) =>
      makePlayers(app, n, async (uid) =>
        okJson(
          'POST admin/players/{uid}/adjust',
          await api.sealed(
            ADMIN_API.playerAdjust(uid),
            { amount: PER_PLAYER * coins, reason: 'bench:redeem coins', idempotencyKey: `bench-${uid}` },
            operator.token,
          ),
        ),
      );
    const order = (seconds: number, tokens: string[]): RedeemOrder => ({
      base,
      clients: CLIENTS,
      seconds,
      coins,
      perPlayer: PER_PLAYER,
      tokens,
    });
    // One redeem by hand, nothing else running: the statements it makes.
    const [alone] = await players(1);
    counter.take();
    okJson('POST redeem (by hand)', await api.sealed(API.redeem, { coins, idempotencyKey: 'bench-statements' }, alone));
    const statements = counter.take();

    const warmup = await forkClients(clients, order(WARMUP, await players(CLIENTS * 4)));
    const rate = redeems(warmup) / warmup.elapsedS;
    const needed = Math.ceil((rate * SECONDS * POOL_MARGIN) / PER_PLAYER) + CLIENTS;
    console.log(
      `warm-up: ${redeems(warmup)} redeems in ${warmup.elapsedS.toFixed(1)} s (${rate.toFixed(0)}/s); making ${needed} fresh players for the measurement`,
    );
    const tokens = await players(needed);
    const setupS = (performance.now() - setupStarted) / 1000 - warmup.elapsedS;

    const { result, serverCpuS, spent, load } = await measure(clients, order(SECONDS, tokens), app.db);
    // Every 200 is a row: nothing answered that was not written.
    const { rows } = await app.db
      .selectFrom('redemptions')
      .innerJoin('players', 'players.id', 'redemptions.player_id')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('players.uid', 'like', `${BENCH_UID_PREFIX}%`)
      .executeTakeFirstOrThrow();
    return {
      result,
      warmup,
      serverCpuS,
      spent,
      stored: Number(rows),
      load,
      latency: summarize(result.latencies.redeem ?? []),
      coins,
      port,
      setupS,
      statements,
    };
  } finally {
    await app.close();
  }
}

/** Prints the figures; false when the database does not hold what was answered. */
function report(
  { result, warmup, serverCpuS, spent, stored, load, latency, coins, port, setupS, statements }: RedeemFigures,
  tpcb: TpcbResult,
): boolean {
  const errors = Object.values(result.errors).reduce((s, n) => s + n, 0);
  const redeemRate = redeems(result) / result.elapsedS;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log('');
  printTable([
    ['', 'redeem: POST /api/redeem over HTTP', tpcb.label],
    ['clients', `${CLIENTS} (one forked process)`, String(CLIENTS)],
    ['measured for', `${result.elapsedS.toFixed(1)} s (after ${warmup.elapsedS.toFixed(1)} s warm-up)`, `${SECONDS} s`],
    ['completed', `${redeems(result)} redeems`, `${tpcb.transactions} transactions`],
    ['errors', String(errors), `${tpcb.failed} failed`],
    ['throughput', `${redeemRate.toFixed(1)} redeems/s`, `${tpcb.tps.toFixed(1)} tps`],
    ['latency avg', ms(latency.avg), `${ms(tpcb.latencyAvgMs)} (pgbench) / ${ms(tpcb.latency.avg)} (log)`],
    ['latency p50', ms(latency.p50), ms(tpcb.latency.p50)],
    ['latency p95', ms(latency.p95), ms(tpcb.latency.p95)],
    ['latency p99', ms(latency.p99), ms(tpcb.latency.p99)],
    ['latency max', ms(latency.max), ms(tpcb.latency.max)],
    ['load avg (1 min) at end', load.toFixed(1), tpcb.load.toFixed(1)],
  ]);
  const cpu: CpuFigures = { calls: redeems(result), seconds: result.elapsedS, appS: serverCpuS, clientS: result.cpuS, spent, tpcb };
  console.log(`\n${ratioLine('redeem', redeemRate, tpcb.tps, cpu)}`);
  for (const [label, n] of Object.entries(result.errors)) console.log(`  redeem error ${label}: ${n}`);
  for (const line of cpuLines(cpu)) console.log(line);
  console.log(`  SQL statements of one redeem alone: ${statements} (plus BEGIN and COMMIT of its transaction)`);
  const answered = redeems(result) + redeems(warmup) + 1;
  console.log(
    `  check: ${stored} redemption rows in the database for ${answered} redeems answered 200${stored === answered ? '' : '  MISMATCH'}`,
  );
  if (result.dry) console.log('  WARNING: the player pool ran dry; the measured time ends when the first client had no fresh player left');

  const throttleMin = LIMITS.redeemPerPlayer.windowMs / 60_000;
  console.log(
    [
      '',
      `notes:`,
      `  - each redeem is ${coins} coins (the rate's minimum, from GET redeem/info) with a fresh idempotency key; latency is`,
      `    from writing the request to reading the answer, over successful redeems; the body is sealed as the app seals it.`,
      `  - the per-player throttle allows ${PER_PLAYER} redeems per ${throttleMin} min (429 typ redeem), so every client takes a fresh`,
      `    player every ${PER_PLAYER} redeems (each player has exactly ${PER_PLAYER} x ${coins} coins): ${result.playersUsed} players in the measurement,`,
      `    ${warmup.playersUsed} in the warm-up, never one player on two clients at once; no redeem waits on another's balance.`,
      `  - the check counts the redeem made by hand to count its statements.`,
      `  - the server is the real app (migrations, seed) on 127.0.0.1:${port} in this process, its pg pool at 20 connections;`,
      `    players made and logged in beforehand (${setupS.toFixed(1)} s: rows, ADJUST coins, H5 launch-token login).`,
      `  - PostgreSQL, the app and the clients share this machine's ${cpus().length} cores; pgbench ran after the app was closed.`,
      `    A load average well above the core count means other work was running too: compare runs on a quiet machine.`,
    ].join('\n'),
  );
  return stored === answered;
}
