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
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { LaunchTokenResponse } from '../contract/schemas/account';
import type { AdminLoginResponse, LoginResponse } from '../contract/schemas/auth';
import type { RedeemInfo } from '../contract/schemas/wallet';
import { API } from '../contract/routes';
import { buildApp } from '../server/app';
import { loadConfig, pgliteDir } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { DEMO_OPERATOR, DEMO_PLAYER, seedDemo } from '../server/db/seed';
import { SIGNATURE_HEADER, signBody } from '../server/h5/signature';
import { maintenanceFlag } from '../server/maintenance/gate';
import { localH5Wallet } from '../server/providers/h5wallet';
import { localPush } from '../server/providers/push';
import { localSms } from '../server/providers/sms';
import { createRealtime } from '../server/realtime/hub';
import { LIMITS } from '../server/throttle/limits';
import { summarize, type LatencySummary } from './latency';
import type { RunOrder, RunResult } from './redeem-clients';
import { benchHttp, okJson, type BenchHttp } from './redeem-http';
import { pgbenchInit, pgbenchRun, pgbenchVersion, type PgbenchResult } from './redeem-pgbench';

const CLIENTS = 64;
const PGBENCH_SCALE = 10;
const PGBENCH_THREADS = 2;
const REDEEM_DB = 'vip_bench_redeem';
const PGBENCH_DB = 'vip_bench_pgbench';
/** Redeems a player may make in the throttle's window: each player is used for exactly this many. */
const PER_PLAYER = LIMITS.redeemPerPlayer.limit;
/** Players made for the measurement: this many times what the warm-up rate needs, so the pool never runs dry. */
const POOL_MARGIN = 1.5;
const SETUP_CONCURRENCY = 32;

const args = process.argv.slice(2);
const setting = (flag: string, env: string, fallback: number): number => {
  const raw = args.includes(flag) ? args[args.indexOf(flag) + 1] : process.env[env];
  const n = Math.round(Number(raw ?? fallback));
  if (!Number.isFinite(n) || n < 1) fail(`${flag} / ${env} must be a whole number of seconds >= 1 (got ${raw})`);
  return n;
};

function fail(message: string): never {
  console.error(`bench:redeem: ${message}`);
  process.exit(2);
}

const SECONDS = setting('--seconds', 'BENCH_SECONDS', 20);
const WARMUP = setting('--warmup', 'BENCH_WARMUP_SECONDS', 5);

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
  fail('needs DATABASE_URL=postgres://user@host:port/db (a PostgreSQL server; the bench makes and drops its own databases on it)');
}
const pgbenchVer = pgbenchVersion();
if (!pgbenchVer) fail('needs pgbench on the PATH (Debian/Ubuntu: apt-get install postgresql-client)');
const dbUrl = (name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
if ([REDEEM_DB, PGBENCH_DB].includes(new URL(serverUrl).pathname.slice(1))) fail(`DATABASE_URL must not name ${REDEEM_DB} or ${PGBENCH_DB}: the bench drops them`);

/** CREATE/DROP DATABASE run outside a transaction, on a connection of their own (as tests/server/helpers/db.ts does). */
async function onServer<T>(run: (admin: Kysely<Database>) => Promise<T>): Promise<T> {
  const admin = await connect({ databaseUrl: serverUrl, dataDir: 'memory://' });
  try {
    return await run(admin);
  } finally {
    await admin.destroy();
  }
}
async function dropDatabase(name: string): Promise<void> {
  await onServer(async (admin) => {
    try {
      await sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(admin);
    } catch {
      // Sessions still open (a run killed midway): end them.
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
    }
  });
}
async function createDatabase(name: string): Promise<void> {
  await dropDatabase(name);
  await onServer((admin) => sql.raw(`CREATE DATABASE ${name}`).execute(admin));
}

/** `items` through `fn`, at most `limit` at a time, results in order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The client loops in a forked process (bench/redeem-clients.ts). */
function runClients(order: RunOrder): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./redeem-clients.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
    let result: RunResult | undefined;
    child.once('message', (message) => { result = message as RunResult; });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`client process exited ${code} without a result`))));
    child.send(order);
  });
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${release()}`;
const pg = await onServer(async (admin) => {
  const show = async (name: string) => (await sql<Record<string, string>>`SHOW ${sql.raw(name)}`.execute(admin)).rows[0]?.[name] ?? '?';
  return { version: await show('server_version'), sharedBuffers: await show('shared_buffers'), syncCommit: await show('synchronous_commit'), maxConnections: await show('max_connections') };
}).catch((error: unknown) => fail(`cannot reach PostgreSQL at DATABASE_URL: ${String(error)}`));

console.log(`machine:    ${machine}`);
console.log(`PostgreSQL: ${pg.version} at ${new URL(serverUrl).host} (shared_buffers ${pg.sharedBuffers}, synchronous_commit ${pg.syncCommit}, max_connections ${pg.maxConnections})`);
console.log(`pgbench:    ${pgbenchVer}`);
console.log(`run:        ${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s measured (redeem), ${SECONDS} s (pgbench); load avg ${loadavg().map((n) => n.toFixed(1)).join(' ')} at start\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-redeem-'));
let exitCode = 0;
// Ctrl-C: leave no databases behind (a run killed harder is cleaned up by the next one, which drops them first).
process.once('SIGINT', () => {
  rmSync(dataDir, { recursive: true, force: true });
  void Promise.allSettled([dropDatabase(REDEEM_DB), dropDatabase(PGBENCH_DB)]).then(() => process.exit(130));
});
try {
  const redeem = await redeemBench();
  const tpcb = await pgbenchBench();
  report(redeem, tpcb);
} catch (error) {
  console.error('bench:redeem failed:', error);
  exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(REDEEM_DB).catch((error: unknown) => console.error(`could not drop ${REDEEM_DB}:`, error));
  await dropDatabase(PGBENCH_DB).catch((error: unknown) => console.error(`could not drop ${PGBENCH_DB}:`, error));
}
process.exit(exitCode);

interface RedeemFigures {
  result: RunResult;
  /** CPU seconds of this process (the app) during the measurement */
  serverCpuS: number;
  /** redemption rows of bench players in the database after the runs */
  stored: number;
  /** 1-minute load average at the end of the measurement */
  load: number;
  warmup: RunResult;
  latency: LatencySummary;
  coins: number;
  port: number;
  setupS: number;
}

async function redeemBench(): Promise<RedeemFigures> {
  const setupStarted = performance.now();
  await createDatabase(REDEEM_DB);
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: dbUrl(REDEEM_DB), APP_MODE: 'production', HOST: '127.0.0.1', PORT: '0' });
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
  let http: BenchHttp | undefined;
  const app = await buildApp({
    db, config, realtime: createRealtime(), maintenance: maintenanceFlag(db), clock: () => new Date(),
    sms: localSms({ file: null }), push: localPush({ file: null }), h5Wallet: localH5Wallet(db),
  });
  try {
    await migrateToLatest(db);
    await seedDemo(db, { now: new Date() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const api = await benchHttp(base, SETUP_CONCURRENCY);
    http = api;

    // The redeem minimum as a player reads it (GET redeem/info), and the operator who hands out coins.
    const demo = okJson<LoginResponse>('POST auth/login (demo player)', await api.sealed(API.authLogin, DEMO_PLAYER));
    const { coins } = okJson<RedeemInfo>('GET redeem/info', await api.get(API.redeemInfo, demo.token)).rate;
    const operator = okJson<AdminLoginResponse>('POST admin/login', await api.sealed(API.adminLogin, DEMO_OPERATOR));

    let serial = 0;
    const makePlayers = async (n: number): Promise<string[]> => {
      const uids = Array.from({ length: n }, () => `bench${String(++serial).padStart(7, '0')}`);
      for (let i = 0; i < uids.length; i += 1000) {
        await db.insertInto('players').values(uids.slice(i, i + 1000).map((uid) => ({ uid, full_name: 'Bench Player', verified: true }))).execute();
      }
      return mapLimit(uids, SETUP_CONCURRENCY, async (uid) => {
        okJson('POST admin/players/{uid}/adjust', await api.sealed(API.adminPlayerAdjust(uid), {
          amount: PER_PLAYER * coins, reason: 'bench:redeem coins', idempotencyKey: `bench-${uid}`,
        }, operator.token));
        const body = JSON.stringify({ uid, ts: Math.floor(Date.now() / 1000), nonce: randomBytes(8).toString('hex') });
        const launch = okJson<LaunchTokenResponse>('POST h5/launch-token', await api.plain(API.h5LaunchToken, body, {
          'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(config.h5Secret, body),
        }));
        return okJson<LoginResponse>('POST player/login', await api.sealed(API.playerLogin, { token: launch.token })).token;
      });
    };
    const order = (seconds: number, tokens: string[]): RunOrder => ({ base, clients: CLIENTS, seconds, coins, perPlayer: PER_PLAYER, tokens });

    const warmTokens = await makePlayers(CLIENTS * 4);
    const warmup = await runClients(order(WARMUP, warmTokens));
    const rate = warmup.ok / warmup.elapsedS;
    const needed = Math.ceil((rate * SECONDS * POOL_MARGIN) / PER_PLAYER) + CLIENTS;
    console.log(`warm-up: ${warmup.ok} redeems in ${warmup.elapsedS.toFixed(1)} s (${rate.toFixed(0)}/s); making ${needed} fresh players for the measurement`);
    const tokens = await makePlayers(needed);
    const setupS = (performance.now() - setupStarted) / 1000 - warmup.elapsedS;

    const cpu = process.cpuUsage();
    const result = await runClients(order(SECONDS, tokens));
    const { user, system } = process.cpuUsage(cpu);
    const load = loadavg()[0] ?? Number.NaN;
    // Every 200 is a row: nothing answered that was not written.
    const { rows } = await db.selectFrom('redemptions').innerJoin('players', 'players.id', 'redemptions.player_id')
      .select((eb) => eb.fn.countAll<number>().as('rows')).where('players.uid', 'like', 'bench%').executeTakeFirstOrThrow();
    return { result, warmup, serverCpuS: (user + system) / 1e6, stored: Number(rows), load, latency: summarize(result.latencies), coins, port, setupS };
  } finally {
    http?.close();
    await app.close();
    await db.destroy();
    await dropDatabase(REDEEM_DB);
  }
}

async function pgbenchBench(): Promise<PgbenchResult & { load: number }> {
  await createDatabase(PGBENCH_DB);
  await pgbenchInit(dbUrl(PGBENCH_DB), PGBENCH_SCALE);
  const result = await pgbenchRun(dbUrl(PGBENCH_DB), { clients: CLIENTS, threads: PGBENCH_THREADS, seconds: SECONDS });
  return { ...result, load: loadavg()[0] ?? Number.NaN };
}

function report({ result, warmup, serverCpuS, stored, load, latency, coins, port, setupS }: RedeemFigures, tpcb: PgbenchResult & { load: number }): void {
  const errors = Object.values(result.errors).reduce((s, n) => s + n, 0);
  const redeemRate = result.ok / result.elapsedS;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const rows: [string, string, string][] = [
    ['clients', `${CLIENTS} (one forked process)`, `${CLIENTS} (-j ${PGBENCH_THREADS})`],
    ['measured for', `${result.elapsedS.toFixed(1)} s (after ${warmup.elapsedS.toFixed(1)} s warm-up)`, `${SECONDS} s`],
    ['completed', `${result.ok} redeems`, `${tpcb.transactions} transactions`],
    ['errors', String(errors), `${tpcb.failed} failed`],
    ['throughput', `${redeemRate.toFixed(1)} redeems/s`, `${tpcb.tps.toFixed(1)} tps`],
    ['latency avg', ms(latency.avg), `${ms(tpcb.latencyAvgMs)} (pgbench) / ${ms(tpcb.latency.avg)} (log)`],
    ['latency p50', ms(latency.p50), ms(tpcb.latency.p50)],
    ['latency p95', ms(latency.p95), ms(tpcb.latency.p95)],
    ['latency p99', ms(latency.p99), ms(tpcb.latency.p99)],
    ['latency max', ms(latency.max), ms(tpcb.latency.max)],
    ['load avg (1 min) at end', load.toFixed(1), tpcb.load.toFixed(1)],
  ];
  const header: [string, string, string] = ['', 'redeem: POST /api/redeem over HTTP', `pgbench TPC-B (-s ${PGBENCH_SCALE}, -M prepared)`];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(header[1].length, ...rows.map((r) => r[1].length));
  const line = (r: [string, string, string]) => `  ${r[0].padEnd(w0)}   ${r[1].padEnd(w1)}   ${r[2]}`;
  console.log(`\n${line(header)}\n  ${'-'.repeat(w0 + w1 + header[2].length + 6)}`);
  for (const r of rows) console.log(line(r));
  console.log(`\n  ratio redeem/s ÷ TPC-B tps: ${(redeemRate / tpcb.tps).toFixed(3)}`);
  for (const [label, n] of Object.entries(result.errors)) console.log(`  redeem error ${label}: ${n}`);
  const pct = (cpuS: number) => `${((100 * cpuS) / result.elapsedS).toFixed(0)}%`;
  console.log(`  CPU during the redeem measurement: app process ${pct(serverCpuS)}, client process ${pct(result.cpuS)} of one core`);
  const answered = result.ok + warmup.ok;
  console.log(`  check: ${stored} redemption rows in the database for ${answered} redeems answered 200${stored === answered ? '' : '  MISMATCH'}`);
  if (stored !== answered) exitCode = 1;
  if (result.dry) console.log('  WARNING: the player pool ran dry; the measured time ends when the first client had no fresh player left');

  const throttleMin = LIMITS.redeemPerPlayer.windowMs / 60_000;
  console.log([
    '',
    `notes:`,
    `  - each redeem is ${coins} coins (the rate's minimum, from GET redeem/info) with a fresh idempotency key; latency is`,
    `    from writing the request to reading the answer, over successful redeems; the body is sealed as the app seals it.`,
    `  - the per-player throttle allows ${PER_PLAYER} redeems per ${throttleMin} min (429 typ redeem), so every client takes a fresh`,
    `    player every ${PER_PLAYER} redeems (each player has exactly ${PER_PLAYER} x ${coins} coins): ${result.playersUsed} players in the measurement,`,
    `    ${warmup.playersUsed} in the warm-up, never one player on two clients at once; no redeem waits on another's balance.`,
    `  - the server is the real app (migrations, seed) on 127.0.0.1:${port} in this process, its pg pool at 20 connections;`,
    `    players made and logged in beforehand (${setupS.toFixed(1)} s: rows, ADJUST coins, H5 launch-token login).`,
    `  - PostgreSQL, the app and the clients share this machine's ${cpus().length} cores; pgbench ran after the app was closed.`,
    `    A load average well above the core count means other work was running too: compare runs on a quiet machine.`,
  ].join('\n'));
}
