// npm run bench:egg-rush — lucky egg's opening rush (issue 31 item 1): sessions
// open at fixed times, so the players arrive in the same second. Needs
// DATABASE_URL (a PostgreSQL server; the bench works in a throwaway database
// on it, vip_bench_egg_rush, dropped at the end) and, for more than one
// server process, REDIS_URL (socket.io's Redis Streams adapter, as the README
// advises for several processes; the bench's keys are deleted at the end).
// Without them it says so and exits 0.
//   1. --processes N (default 2) server processes (egg-rush-server.ts) run
//      the app as server/main.ts does, on the one database, each listening
//      with production's backlog (LISTEN_BACKLOG); players are rows made
//      directly, given a coin and logged in over HTTP (harness.ts).
//   2. The only slot is set to the next whole minute (GMT+8) at least
//      LEAD_MS away; nothing has asked the app about the egg before it.
//   3. --client-processes (default 2) forked client processes
//      (egg-rush-clients.ts) bring --players (default 2,000) in evenly over
//      the first --spread-ms (default 2,000) of the session, each on a
//      connection of its own to the server processes in turn: GET status,
//      then POST smash (1 coin).
//   4. One more player, alone after the rush: the statements of a status and
//      of a smash, with the session's shared part kept (BEGIN/COMMIT not
//      counted).
// Prints open/pick p50/p99, errors by kind, each server process's CPU and
// the total server CPU a player, the load average at start and end, each
// figure beside its target. Exits 1 on any error or when the database does
// not hold one egg per pick answered (a missed time target is printed, not
// failed: the machine may be busy).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createClient } from 'redis';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../contract/constants';
import { LUCKY_EGG_API } from '../contract/games/luckyEggRules';
import { LISTEN_BACKLOG } from '../server/config';
import { inTransaction, postEntry } from '../server/ledger';
import { backendPids, cpuWindow, type CpuSpent } from './cpu';
import {
  benchEnv,
  forkClients,
  forkServer,
  loadAvg,
  makePlayers,
  openDatabase,
  printSetup,
  printTable,
  runBench,
  type BenchApp,
  type ForkedServer,
  type ProcessUsage,
  type ServerOrder,
} from './harness';
import { benchHttp, okJson, type BenchHttp } from './http';
import { summarize } from './latency';
import type { RushOrder, RushResult } from './egg-rush-clients';
import type { EggServerAnswer, EggServerQuestion } from './egg-rush-server';

const NAME = 'bench:egg-rush';
const EGG_DB = 'vip_bench_egg_rush';
/** The client processes start (and their sockets are made) before the opening. */
const LEAD_MS = 10_000;
/** The CPU figures start this long before the opening. */
const WINDOW_LEAD_MS = 500;
const TARGET = { pickP99Ms: 1500, cpuMsPerPlayer: 1.5 } as const;
/** Issue 31's figures and target. */
const REFERENCE =
  'issue 31, 1,000 players on one process, PostgreSQL, quiet machine: open p99 4.26 s, pick p99 350 ms, 5.2 ms of server CPU a player; ' +
  'target 2,000 players in 2 s on two processes (PostgreSQL + Redis): 0 errors, pick p99 <= 1.5 s (quiet machine), <= 1.5 ms of server CPU a player';

// Not configured: say so and skip, so a machine without the services is not a failure.
const skip = (why: string): never => {
  console.log(`${NAME}: skipped, ${why}`);
  process.exit(0);
};
if (!process.env.DATABASE_URL)
  skip(
    'DATABASE_URL is not set (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test; the bench makes and drops its own database on it)',
  );
const env = benchEnv(NAME, [EGG_DB]);
const PROCESSES = env.count('--processes', 'BENCH_PROCESSES', 2, 'server processes');
const REDIS_URL = process.env.REDIS_URL || undefined;
if (PROCESSES > 1 && !REDIS_URL)
  skip(
    `REDIS_URL is not set: ${PROCESSES} server processes share socket events through Redis (e.g. REDIS_URL=redis://127.0.0.1:6379), or run --processes 1`,
  );
const PLAYERS = env.count('--players', 'BENCH_PLAYERS', 2000, 'players');
const SPREAD_MS = env.count('--spread-ms', 'BENCH_SPREAD_MS', 2000, 'ms');
const CLIENT_PROCESSES = Math.min(PLAYERS, env.count('--client-processes', 'BENCH_CLIENT_PROCESSES', 2, 'client processes'));
/** This run's Redis stream and key prefix: nobody else's, and deleted at the end. */
const REDIS_PREFIX = `${EGG_DB}:${randomBytes(4).toString('hex')}`;
const clientModule = new URL('./egg-rush-clients.ts', import.meta.url);
const serverModule = new URL('./egg-rush-server.ts', import.meta.url);

/** The kernel's cap on any listen backlog (Linux); the app's LISTEN_BACKLOG is cut to it. */
function somaxconn(): string {
  try {
    return readFileSync('/proc/sys/net/core/somaxconn', 'utf8').trim();
  } catch {
    return '?';
  }
}

/** Redis's version, or exits 2 when REDIS_URL is set but cannot be reached. */
async function redisVersion(url: string): Promise<string> {
  const client = createClient({ url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return /redis_version:(\S+)/.exec(await client.info('server'))?.[1] ?? '?';
  } catch (error) {
    return env.fail(`cannot reach Redis at REDIS_URL: ${String(error)}`);
  } finally {
    if (client.isOpen) await client.close();
  }
}

/** Deletes the keys the run's adapters wrote (its stream and sessions). */
async function dropRedisKeys(url: string): Promise<void> {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${REDIS_PREFIX}*`, COUNT: 100 })) if (keys.length) await client.del(keys);
  } finally {
    await client.close();
  }
}

const redis = REDIS_URL
  ? `Redis ${await redisVersion(REDIS_URL)} (socket.io's Redis Streams adapter, prefix ${REDIS_PREFIX})`
  : 'no Redis (one process: PostgreSQL LISTEN/NOTIFY adapter)';
await printSetup(
  env,
  `${PLAYERS} players open the lucky egg (GET status) and pick (POST smash), arriving over the first ${SPREAD_MS} ms of a session; ` +
    `${PROCESSES} server process(es), ${CLIENT_PROCESSES} client process(es); ${redis}; listen backlog ${LISTEN_BACKLOG} (somaxconn ${somaxconn()})`,
);
await runBench(env, async (dataDir) => {
  try {
    return report(await eggRush(dataDir));
  } finally {
    if (REDIS_URL)
      await dropRedisKeys(REDIS_URL).catch((error: unknown) => console.error("could not delete the bench's Redis keys:", error));
  }
});

interface RushFigures {
  result: RushResult;
  /** each server process's use in the rush */
  usage: ProcessUsage[];
  /** the database backends' */
  spent: CpuSpent;
  loadBefore: string;
  loadAfter: string;
  statements: { open: number; pick: number };
  /** lucky egg rounds in the database after the run */
  eggs: number;
}

/** `n` players with a coin for their egg. */
function eggPlayers(app: Pick<BenchApp, 'db' | 'config' | 'api'>, n: number): Promise<string[]> {
  return makePlayers(app, n, async (uid) => {
    const { id } = await app.db.selectFrom('players').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
    await inTransaction(app.db, (trx) => postEntry(trx, { playerId: id, type: 'ADJUST', amount: 1 }));
  });
}

function minuteOfDay(epochMs: number): number {
  return Math.floor((epochMs / 60_000 + BUSINESS_UTC_OFFSET_MINUTES) % 1440);
}

/** The client processes' results as one. */
function merge(results: readonly RushResult[]): RushResult {
  const errors: Record<string, number> = {};
  for (const r of results) for (const [label, n] of Object.entries(r.errors)) errors[label] = (errors[label] ?? 0) + n;
  return {
    latencies: { open: results.flatMap((r) => r.latencies.open), pick: results.flatMap((r) => r.latencies.pick) },
    errors,
    lastPickS: Math.max(...results.map((r) => r.lastPickS)),
    cpuS: results.reduce((s, r) => s + r.cpuS, 0),
  };
}

async function eggRush(dataDir: string): Promise<RushFigures> {
  const database = await openDatabase(env, EGG_DB, dataDir);
  const servers: ForkedServer<EggServerQuestion, EggServerAnswer>[] = [];
  let apis: BenchHttp[] = [];
  try {
    const order: ServerOrder = {
      databaseUrl: database.config.databaseUrl as string,
      dataDir,
      ...(REDIS_URL ? { redisUrl: REDIS_URL, redisPrefix: REDIS_PREFIX } : {}),
    };
    for (let i = 0; i < PROCESSES; i++) servers.push(await forkServer<EggServerQuestion, EggServerAnswer>(serverModule, order));
    const first = servers[0] as (typeof servers)[number];
    // Each server logs in its share of the players, so all are as warm as each other.
    apis = await Promise.all(servers.map((s) => benchHttp(s.base, 32)));
    const api = apis[0];
    const made = await Promise.all(
      apis.map((a, i) => eggPlayers({ db: database.db, config: database.config, api: a }, Math.ceil((PLAYERS + 1 - i) / apis.length))),
    );
    const [alone, ...tokens] = made.flat();
    if (!alone || !api) throw new Error('no players made');
    const openAt = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
    await database.db.deleteFrom('lucky_egg_slots').execute();
    await database.db
      .insertInto('lucky_egg_slots')
      .values({ minute_of_day: minuteOfDay(openAt) })
      .execute();
    console.log(
      `${PLAYERS} players ready; the session opens at ${new Date(openAt).toISOString()}, in ${((openAt - Date.now()) / 1000).toFixed(0)} s`,
    );
    const bases = servers.map((s) => s.base);
    const per = Math.ceil(PLAYERS / CLIENT_PROCESSES);
    const slices = Array.from({ length: CLIENT_PROCESSES }, (_, c) => c * per).filter((start) => start < PLAYERS);
    const rush = Promise.all(
      slices.map((start) => {
        const slice: RushOrder = {
          base: first.base,
          bases,
          clients: Math.min(per, PLAYERS - start),
          seconds: 0,
          tokens: tokens.slice(start, start + per),
          first: start,
          crowd: PLAYERS,
          openAt,
          spreadMs: SPREAD_MS,
        };
        return forkClients<RushResult>(clientModule, slice);
      }),
    );
    rush.catch(() => undefined); // awaited below; a client failing during the wait must not end the process before the clean-up
    // The figures start just before the opening: not the wait, nor the client processes' start.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, openAt - WINDOW_LEAD_MS - Date.now())));
    const loadBefore = loadAvg();
    await Promise.all(servers.map((s) => s.usage()));
    const window = cpuWindow(() => backendPids(database.db));
    const result = merge(await rush);
    const spent = await window.stop();
    const loadAfter = loadAvg();
    const usage = await Promise.all(servers.map((s) => s.usage()));
    const statements = () => first.ask({ type: 'statements' }).then((a) => a.count);
    await statements();
    okJson('GET status (alone)', await api.get(LUCKY_EGG_API.status, alone));
    const open = await statements();
    okJson('POST smash (alone)', await api.sealed(LUCKY_EGG_API.smash, { bet: 1, egg: 0, idempotencyKey: 'bench-alone' }, alone));
    const pick = await statements();
    const { n } = await database.db
      .selectFrom('game_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game', '=', 'LUCKYEGG')
      .executeTakeFirstOrThrow();
    return { result, usage, spent, loadBefore, loadAfter, statements: { open, pick }, eggs: Number(n) };
  } finally {
    for (const a of apis) a.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
  }
}

/** Prints the figures beside their targets; false on any error or when the eggs stored are not the picks answered. */
function report({ result, usage, spent, loadBefore, loadAfter, statements, eggs }: RushFigures): boolean {
  const ms = (n: number) => n.toFixed(1);
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const pickP99 = summarize(result.latencies.pick).p99;
  const row = (label: string, samples: readonly number[], target: string) => {
    const l = summarize(samples);
    return [label, String(l.count), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), target];
  };
  console.log('');
  printTable([
    ['', 'answered', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target'],
    row('open (GET status)', result.latencies.open, '-'),
    row(
      'pick (POST smash)',
      result.latencies.pick,
      `p99 <= ${TARGET.pickP99Ms} ms on a quiet machine: ${met(pickP99 <= TARGET.pickP99Ms)}`,
    ),
  ]);
  const failures = usage.reduce((s, u) => s + u.failures, 0);
  const errors = Object.entries(result.errors);
  const errorCount = errors.reduce((s, [, k]) => s + k, 0);
  const perPlayer = (s: number) => (s * 1000) / PLAYERS;
  const serverS = usage.reduce((s, u) => s + u.cpuS, 0);
  const picks = result.latencies.pick.length;
  console.log(
    `\n  last pick answered ${result.lastPickS.toFixed(2)} s after the opening (players arrived over ${(SPREAD_MS / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  errors: ${errorCount ? errors.map(([label, k]) => `${k} x ${label}`).join(', ') : '0'}; failures the servers logged: ${failures}   target 0: ${met(errorCount + failures === 0)}`,
  );
  printTable([
    ['server process', 'CPU s', 'CPU ms a player', 'event loop delay p99 / max ms'],
    ...usage.map((u, i) => [
      `#${i + 1}`,
      u.cpuS.toFixed(2),
      perPlayer(u.cpuS).toFixed(2),
      `${ms(u.loopDelayP99Ms)} / ${ms(u.loopDelayMaxMs)}`,
    ]),
  ]);
  const server = perPlayer(serverS);
  console.log(
    `  server CPU a player (open + pick, all ${usage.length} processes): ${server.toFixed(2)} ms (${serverS.toFixed(2)} s)   target <= ${TARGET.cpuMsPerPlayer} ms: ${met(server <= TARGET.cpuMsPerPlayer)}`,
  );
  const dbS = spent.processesS;
  console.log(
    `  database backends: ${dbS === null ? '?' : `${perPlayer(dbS).toFixed(2)} ms a player (${dbS.toFixed(2)} s); app + database ${perPlayer(serverS + dbS).toFixed(2)} ms`}; ` +
      `client processes ${result.cpuS.toFixed(2)} s`,
  );
  console.log(
    `  SQL statements, one player alone after the rush (the session's shared part kept): status ${statements.open}, smash ${statements.pick} (with the streak's reads after it)`,
  );
  console.log(
    `  load avg (1, 5, 15 min): ${loadBefore} at the start of the rush, ${loadAfter} at its end; ${cpus().length} cores shared by PostgreSQL, Redis, the servers and the clients`,
  );
  console.log(
    `  check: ${eggs} eggs in the database for ${picks + 1} picks answered (the rush and the one alone)${eggs === picks + 1 ? '' : '  MISMATCH'}`,
  );
  console.log(`  reference: ${REFERENCE}`);
  return errorCount + failures === 0 && eggs === picks + 1;
}
