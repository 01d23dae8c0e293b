// What the server benches (bench:redeem, bench:fto) share: their settings,
// throwaway databases on the PostgreSQL of DATABASE_URL, the real app on a
// free local port in the bench's process, players logged in over HTTP, the
// client loops forked into a process of their own, pgbench's TPC-B reference
// and the clean-up that leaves nothing behind whatever happens.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import type { LaunchTokenResponse } from '../contract/schemas/account';
import type { LoginResponse } from '../contract/schemas/auth';
import { API } from '../contract/routes';
import { buildApp } from '../server/app';
import { hashToken, newToken } from '../server/auth/tokens';
import type { AppDeps } from '../server/deps';
import { loadConfig, pgliteDir, type Config } from '../server/config';
import { connect } from '../server/db/connect';
import { openDatabase as openServerDatabase } from '../server/db/open';
export { statementCounter } from '../server/db/statementCounter';
import type { Database } from '../server/db/schema';
import { SIGNATURE_HEADER, signBody } from '../server/h5/signature';
import { createPlayFeed, type PlayFeed } from '../server/lib/plays';
import { maintenanceFlag } from '../server/maintenance/gate';
import { localH5Wallet } from '../server/providers/h5wallet';
import { localPush } from '../server/providers/push';
import { localSms } from '../server/providers/sms';
import { createRealtime, type Realtime } from '../server/realtime/hub';
import { backendPids, cpuWindow, type CpuSpent } from './cpu';
import { benchHttp, okJson, type BenchHttp } from './http';
import type { LoopOrder, LoopResult } from './loops';
import { pgbenchInit, pgbenchRun, pgbenchVersion, type PgbenchResult } from './pgbench';

export const PGBENCH_DB = 'vip_bench_pgbench';
const PGBENCH_SCALE = 10;
const PGBENCH_THREADS = 2;
const SETUP_CONCURRENCY = 32;

export interface BenchEnv {
  /** the npm script, for messages */
  name: string;
  seconds: number;
  warmup: number;
  serverUrl: string;
  /** the databases the bench makes and drops (PGBENCH_DB among them) */
  databases: readonly string[];
  fail(message: string): never;
  /** a whole number >= 1 from `flag` or the environment variable `envName`, else `fallback`; exits 2 when malformed */
  count(flag: string, envName: string, fallback: number, unit: string): number;
}

/** Flags, environment and preconditions; exits 2 with a message when one is missing. */
export function benchEnv(name: string, databases: readonly string[]): BenchEnv {
  const fail = (message: string): never => {
    console.error(`${name}: ${message}`);
    process.exit(2);
  };
  const args = process.argv.slice(2);
  const count = (flag: string, env: string, fallback: number, unit: string): number => {
    const raw = args.includes(flag) ? args[args.indexOf(flag) + 1] : process.env[env];
    const n = Math.round(Number(raw ?? fallback));
    return Number.isFinite(n) && n >= 1 ? n : fail(`${flag} / ${env} must be a whole number of ${unit} >= 1 (got ${raw})`);
  };
  const setting = (flag: string, env: string, fallback: number): number => count(flag, env, fallback, 'seconds');
  const serverUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    fail('needs DATABASE_URL=postgres://user@host:port/db (a PostgreSQL server; the bench makes and drops its own databases on it)');
  }
  if (!pgbenchVersion()) fail('needs pgbench on the PATH (Debian/Ubuntu: apt-get install postgresql-client)');
  if (databases.includes(new URL(serverUrl).pathname.slice(1)))
    fail(`DATABASE_URL must not name ${databases.join(' or ')}: the bench drops them`);
  return {
    name,
    seconds: setting('--seconds', 'BENCH_SECONDS', 20),
    warmup: setting('--warmup', 'BENCH_WARMUP_SECONDS', 5),
    serverUrl,
    databases,
    fail,
    count,
  };
}

/** The URL of database `name` on the bench's server. */
function dbUrl(env: BenchEnv, name: string): string {
  const url = new URL(env.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE/DROP DATABASE run outside a transaction, on a connection of their own (as tests/server/helpers/db.ts does). */
async function onServer<T>(env: BenchEnv, run: (admin: Kysely<Database>) => Promise<T>): Promise<T> {
  const admin = await connect({ databaseUrl: env.serverUrl, dataDir: 'memory://' });
  try {
    return await run(admin);
  } finally {
    await admin.destroy();
  }
}
async function dropDatabase(env: BenchEnv, name: string): Promise<void> {
  await onServer(env, async (admin) => {
    try {
      await sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(admin);
    } catch {
      // Sessions still open (a run killed midway): end them.
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
    }
  });
}
async function createDatabase(env: BenchEnv, name: string): Promise<void> {
  await dropDatabase(env, name);
  await onServer(env, (admin) => sql.raw(`CREATE DATABASE ${name}`).execute(admin));
}

export const loadAvg = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Machine, server and run lines; exits 2 when PostgreSQL cannot be reached. */
export async function printSetup(env: BenchEnv, run: string): Promise<void> {
  const pg = await onServer(env, async (admin) => {
    const show = async (name: string) => (await sql<Record<string, string>>`SHOW ${sql.raw(name)}`.execute(admin)).rows[0]?.[name] ?? '?';
    return `${await show('server_version')} at ${new URL(env.serverUrl).host} (shared_buffers ${await show('shared_buffers')}, synchronous_commit ${await show('synchronous_commit')}, max_connections ${await show('max_connections')})`;
  }).catch((error: unknown) => env.fail(`cannot reach PostgreSQL at DATABASE_URL: ${String(error)}`));
  console.log(`date:       ${new Date().toISOString()}`);
  console.log(
    `machine:    ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${release()}`,
  );
  console.log(`PostgreSQL: ${pg}`);
  console.log(`pgbench:    ${pgbenchVersion() ?? '?'}`);
  console.log(`run:        ${run}; load avg ${loadAvg()} at start\n`);
}

/**
 * Runs `body` with a temporary data folder, then removes it, drops the
 * bench's databases and exits: 0 when the body returned true, else 1.
 */
export async function runBench(env: BenchEnv, body: (dataDir: string) => Promise<boolean>): Promise<never> {
  const dataDir = mkdtempSync(join(tmpdir(), `${env.name.replace(':', '-')}-`));
  const dropAll = () => Promise.allSettled(env.databases.map((name) => dropDatabase(env, name)));
  // Ctrl-C: leave no databases behind (a run killed harder is cleaned up by the next one, which drops them first).
  process.once('SIGINT', () => {
    rmSync(dataDir, { recursive: true, force: true });
    void dropAll().then(() => process.exit(130));
  });
  let ok = false;
  try {
    ok = await body(dataDir);
  } catch (error) {
    console.error(`${env.name} failed:`, error);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    for (const r of await dropAll()) if (r.status === 'rejected') console.error('could not drop a bench database:', r.reason);
  }
  process.exit(ok ? 0 : 1);
}

/** The config the app runs with in a bench: production mode on port 0; its secrets are generated into dataDir once, so every process given the same dataDir shares them. */
export const benchConfig = (dataDir: string, databaseUrl: string | undefined): Config =>
  loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    APP_MODE: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
  });

/** What buildApp is given besides the database, as server/main.ts gives it, with nothing written to outbox files. */
export const benchAppDeps = (db: Kysely<Database>, config: Config, realtime: Realtime, plays?: PlayFeed): AppDeps => ({
  db,
  config,
  realtime,
  maintenance: maintenanceFlag(db),
  clock: () => new Date(),
  sms: localSms({ file: null }),
  push: localPush({ file: null }),
  h5Wallet: localH5Wallet(db),
  ...(plays ? { plays } : {}),
});

/**
 * --without-loyalty: the app's play feed keeps no listener, so missions and
 * the streak do nothing after a game's commit (issue 28's "before"; the
 * games write the same rows either way).
 */
export const WITH_LOYALTY = !process.argv.includes('--without-loyalty');
export const loyaltyLabel = (on: boolean): string =>
  on ? 'loyalty after each play (missions, streak) on' : 'loyalty off (--without-loyalty)';

/** The play feed a bench's app is given: the app's own, or one that tells nobody. */
function benchPlayFeed(loyalty: boolean): PlayFeed {
  const feed = createPlayFeed();
  return loyalty ? feed : { ...feed, listen: () => () => undefined };
}

export interface BenchDatabase {
  db: Kysely<Database>;
  config: Config;
  /** ends the connection, then drops the database */
  close(): Promise<void>;
}

/** A fresh database `name` on the bench's server (or PGlite in dataDir with opts.pglite), opened as server/main.ts opens it (migrated, seeded). */
export async function openDatabase(env: BenchEnv, name: string, dataDir: string, opts: { pglite?: boolean } = {}): Promise<BenchDatabase> {
  // pglite: the embedded default in dataDir (a fresh folder), as the app runs without DATABASE_URL.
  if (!opts.pglite) await createDatabase(env, name);
  const config = benchConfig(dataDir, opts.pglite ? undefined : dbUrl(env, name));
  const drop = async () => {
    if (!opts.pglite) await dropDatabase(env, name);
  };
  try {
    const { db } = await openServerDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: pgliteDir(config),
      now: new Date(),
      accounts: true,
    });
    return {
      db,
      config,
      close: async () => {
        await db.destroy();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

export interface BenchApp {
  /** the bench's own handle on the app's database (the plugins given to startApp do not see its queries) */
  db: Kysely<Database>;
  config: Config;
  base: string;
  port: number;
  /** an HTTP client for the setup calls */
  api: BenchHttp;
  /** the app's play feed: drain() waits for what loyalty does after a game's commit */
  plays: PlayFeed;
  close(): Promise<void>;
}

/**
 * The real app (buildApp on openDatabase's database, without the timers) on
 * a fresh database `name`, listening on a free port of 127.0.0.1; `plugins`
 * see every query the app makes. close() drops the database.
 */
export async function startApp(
  env: BenchEnv,
  name: string,
  dataDir: string,
  plugins: readonly KyselyPlugin[] = [],
  opts: { pglite?: boolean; loyalty?: boolean } = {},
): Promise<BenchApp> {
  const plays = benchPlayFeed(opts.loyalty ?? true);
  const { db, config, close: closeDb } = await openDatabase(env, name, dataDir, opts);
  let app: FastifyInstance | undefined;
  let api: BenchHttp | undefined;
  const close = async () => {
    api?.close();
    await app?.close();
    await closeDb();
  };
  try {
    app = await buildApp(
      benchAppDeps(
        plugins.reduce((d, p) => d.withPlugin(p), db),
        config,
        createRealtime(),
        plays,
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    api = await benchHttp(base, SETUP_CONCURRENCY);
    return { db, config, base, port, api, plays, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `items` through `fn`, at most `limit` at a time, results in order (bench:quiz brings its burst players to their fifth question with it). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

let serial = 0;
/** Bench players' UIDs start with this. */
export const BENCH_UID_PREFIX = 'bench';

/** `n` fresh verified player rows made directly, as the server tests make them (no session). */
export async function insertPlayers(db: Kysely<Database>, n: number): Promise<{ id: number; uid: string }[]> {
  const uids = Array.from({ length: n }, () => `${BENCH_UID_PREFIX}${String(++serial).padStart(7, '0')}`);
  const rows: { id: number; uid: string }[] = [];
  for (let i = 0; i < uids.length; i += 1000) {
    const values = uids.slice(i, i + 1000).map((uid) => ({ uid, full_name: 'Bench Player', verified: true }));
    rows.push(...(await db.insertInto('players').values(values).returning(['id', 'uid']).execute()));
  }
  return rows;
}

/** `n` players with one live session each, made directly (no login call); with their session tokens. */
export async function playerSessions(
  db: Kysely<Database>,
  n: number,
  ttlHours: number,
): Promise<{ id: number; uid: string; token: string }[]> {
  const players = (await insertPlayers(db, n)).map((p) => ({ ...p, token: newToken() }));
  const expires = new Date(Date.now() + ttlHours * 3_600_000);
  for (let i = 0; i < players.length; i += 1000) {
    await db
      .insertInto('sessions')
      .values(
        players.slice(i, i + 1000).map((p) => ({
          player_id: p.id,
          token_hash: hashToken(p.token),
          expires_at: expires,
        })),
      )
      .execute();
  }
  return players;
}

/**
 * `n` fresh players: verified rows made directly, as the server tests make
 * them, each logged in through the H5 launch token over HTTP after
 * `prepare(uid)`. Their session tokens, in order.
 */
export async function makePlayers(
  app: Pick<BenchApp, 'db' | 'config' | 'api'>,
  n: number,
  prepare?: (uid: string) => Promise<unknown>,
): Promise<string[]> {
  const uids = (await insertPlayers(app.db, n)).map((p) => p.uid);
  return mapLimit(uids, SETUP_CONCURRENCY, async (uid) => {
    await prepare?.(uid);
    const body = JSON.stringify({ uid, ts: Math.floor(Date.now() / 1000), nonce: randomBytes(8).toString('hex') });
    const launch = okJson<LaunchTokenResponse>(
      'POST h5/launch-token',
      await app.api.plain(API.h5LaunchToken, body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(app.config.h5Secret, body),
      }),
    );
    return okJson<LoginResponse>('POST player/login', await app.api.sealed(API.playerLogin, { token: launch.token })).token;
  });
}

/**
 * The client loops of `module` (one that calls serveForked, bench/loops.ts, or
 * another that answers one order with one result) in a process of their own.
 */
export function forkClients<R = LoopResult>(module: URL, order: LoopOrder): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = fork(module, [], { execArgv: ['--import', 'tsx'] });
    let result: R | undefined;
    child.once('message', (message) => {
      result = message as R;
    });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`client process exited ${code} without a result`))));
    child.send(order);
  });
}

/**
 * forkClients for the measured time, with this process's (the app's) CPU
 * seconds meanwhile, the machine's and the database backends' (`db`: the
 * bench's handle on the app's PostgreSQL database; omit on PGlite) and the
 * 1-minute load average at the end.
 */
export async function measure<R = LoopResult>(
  module: URL,
  order: LoopOrder,
  db?: Kysely<Database>,
): Promise<{ result: R; serverCpuS: number; spent: CpuSpent; load: number }> {
  const window = cpuWindow(db ? () => backendPids(db) : undefined);
  const cpu = process.cpuUsage();
  const result = await forkClients<R>(module, order);
  const { user, system } = process.cpuUsage(cpu);
  return { result, serverCpuS: (user + system) / 1e6, spent: await window.stop(), load: loadavg()[0] ?? Number.NaN };
}

/** What a forked server process (serveServer) is started on: the bench's database and the data folder holding the app's secrets. */
export interface ServerOrder {
  databaseUrl: string;
  dataDir: string;
  /** REDIS_URL for socket.io's Redis Streams adapter (as server/main.ts takes it); absent: PostgreSQL LISTEN/NOTIFY */
  redisUrl?: string;
  /** the adapter's stream and key prefix (REDIS_PREFIX), one per run so the bench can delete what it wrote */
  redisPrefix?: string;
}

/** A forked server process's use of the machine since the last ask. */
export interface ProcessUsage {
  /** CPU seconds, user + system */
  cpuS: number;
  /** how late its event loop ran timers: 99th percentile and maximum, ms */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** lines it logged as failures (job passes, handlers) */
  failures: number;
}

/** `ask`: a bench's own question to its server module (serveServer's `answer`), answered in order. */
type ToServer<Q> = { type: 'start'; order: ServerOrder } | { type: 'usage' } | { type: 'ask'; question: Q } | { type: 'stop' };
type FromServer<A> = { type: 'listening'; port: number } | { type: 'usage'; usage: ProcessUsage } | { type: 'answer'; answer: A };

export interface ForkedServer<Q = never, A = never> {
  base: string;
  port: number;
  usage(): Promise<ProcessUsage>;
  /** what the server module's `answer` says to `question` */
  ask(question: Q): Promise<A>;
  /** a graceful stop (jobs, requests, sockets, pool), then the process exits; idempotent */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 20_000;

/**
 * A server of `module` (one that calls serveServer) in a process of its own,
 * so it has a core to itself as a deployed process would; resolves once it
 * listens on the free port it picked. The process ends with the bench's too
 * (its IPC channel closes).
 */
export function forkServer<Q = never, A = never>(module: URL, order: ServerOrder): Promise<ForkedServer<Q, A>> {
  const child = fork(module, [], { execArgv: ['--import', 'tsx'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = (message: ToServer<Q>) => child.send(message);
  const next = <T extends FromServer<A>['type']>(type: T): Promise<Extract<FromServer<A>, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (message: FromServer<A>) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message as Extract<FromServer<A>, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`server process exited ${code} before its '${type}' message`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        ask({ type: 'stop' });
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  const listening = next('listening');
  ask({ type: 'start', order });
  const reply = async <T extends 'usage' | 'answer'>(type: T, message: ToServer<Q>) => {
    const answer = next(type);
    ask(message);
    return answer;
  };
  return listening.then(
    ({ port }) => ({
      base: `http://127.0.0.1:${port}`,
      port,
      stop,
      usage: async () => (await reply('usage', { type: 'usage' })).usage,
      ask: async (question) => (await reply('answer', { type: 'ask', question })).answer,
    }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** A server as serveServer's `start` builds it; `answer` takes the bench's own questions (forkServer's ask). */
export interface ServedServer<Q, A> {
  port: number;
  stop(): Promise<void>;
  answer?(question: Q): Promise<A>;
}

/**
 * In the forked process: starts the server `start` builds on the order it is
 * sent, answers usage asks and the bench's own questions, and stops it when
 * told or when the bench's process goes away. `failures` counts what the
 * server logs as failed.
 */
export function serveServer<Q = never, A = never>(
  start: (order: ServerOrder, logFailure: (line: string) => void) => Promise<ServedServer<Q, A>>,
): void {
  if (!process.send) return;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let failures = 0;
  let cpu = process.cpuUsage();
  const logFailure = (line: string) => {
    failures++;
    if (failures <= 5) console.error(line);
  };
  let server: ServedServer<Q, A> | undefined;
  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    const stopped = server ? server.stop() : Promise.resolve();
    stopped.then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('server stop failed', error);
        process.exit(1);
      },
    );
  };
  process.on('message', (message: ToServer<Q>) => {
    if (message.type === 'start') {
      start(message.order, logFailure).then(
        (started) => {
          server = started;
          delay.enable();
          process.send?.({ type: 'listening', port: started.port } satisfies FromServer<A>);
        },
        (error: unknown) => {
          console.error('server start failed', error);
          process.exit(1);
        },
      );
    } else if (message.type === 'usage') {
      const { user, system } = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      const usage: ProcessUsage = {
        cpuS: (user + system) / 1e6,
        loopDelayP99Ms: delay.percentile(99) / 1e6,
        loopDelayMaxMs: delay.max / 1e6,
        failures,
      };
      delay.reset();
      failures = 0;
      process.send?.({ type: 'usage', usage } satisfies FromServer<A>);
    } else if (message.type === 'ask') {
      const answering = server?.answer?.(message.question) ?? Promise.reject(new Error('this server answers no questions'));
      answering.then(
        (answer) => process.send?.({ type: 'answer', answer } satisfies FromServer<A>),
        (error: unknown) => {
          console.error('server answer failed', error);
          process.exit(1);
        },
      );
    } else {
      exit();
    }
  });
  process.once('disconnect', exit);
}

export type TpcbResult = PgbenchResult & {
  label: string;
  load: number;
  seconds: number;
  /** the machine's, and pgbench's with its backends' */
  spent: CpuSpent;
  /** CPU seconds of its backends alone (the database's side) */
  backendsS: number | null;
};

/** pgbench -i -s 10, then TPC-B with `clients` clients for the bench's measured time, on PGBENCH_DB (dropped after). */
export async function tpcbReference(env: BenchEnv, clients: number): Promise<TpcbResult> {
  await createDatabase(env, PGBENCH_DB);
  try {
    await pgbenchInit(dbUrl(env, PGBENCH_DB), PGBENCH_SCALE);
    const result = await onServer(env, async (admin) => {
      let pgbench: number | undefined;
      const backends = () => backendPids(admin, PGBENCH_DB);
      const all = cpuWindow(async () => [...(pgbench ? [pgbench] : []), ...(await backends())]);
      const database = cpuWindow(backends);
      const run = await pgbenchRun(dbUrl(env, PGBENCH_DB), {
        clients,
        threads: PGBENCH_THREADS,
        seconds: env.seconds,
        onSpawn: (pid) => {
          pgbench = pid;
        },
      });
      return { ...run, spent: await all.stop(), backendsS: (await database.stop()).processesS };
    });
    return {
      ...result,
      label: `pgbench TPC-B (-s ${PGBENCH_SCALE}, -c ${clients} -j ${PGBENCH_THREADS}, -M prepared)`,
      load: loadavg()[0] ?? Number.NaN,
      seconds: env.seconds,
    };
  } finally {
    await dropDatabase(env, PGBENCH_DB);
  }
}

/** Players whose balance differs from the sum of their ledger entries (0 when the ledger adds up). */
export async function ledgerMismatches(db: Kysely<Database>): Promise<number> {
  const {
    rows: [mismatch],
  } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM coin_balances b
    LEFT JOIN (SELECT player_id, sum(amount) AS total FROM coin_entries GROUP BY player_id) e USING (player_id)
    WHERE b.available <> coalesce(e.total, 0)`.execute(db);
  return Number(mismatch?.n ?? -1);
}

/** Rows of cells as left-aligned columns, the first row underlined. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows.reduce<number[]>((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
  const line = (r: readonly string[]) => `  ${r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('   ')}`;
  rows.forEach((r, i) => {
    console.log(line(r));
    if (i === 0) console.log(`  ${'-'.repeat(widths.reduce((s, w) => s + w, 0) + 3 * (widths.length - 1))}`);
  });
}
