// npm run bench:spin — spin wheel throughput and latency at 64 concurrent
// clients, beside pgbench's TPC-B figure on the same PostgreSQL server in
// the same run. Needs DATABASE_URL and pgbench on the PATH (bench:redeem's
// harness: throwaway databases vip_bench_spin and vip_bench_pgbench, dropped
// at the end). With --pglite the app runs on embedded PGlite in a fresh
// folder instead (the default install); TPC-B still runs on DATABASE_URL's
// server as the reference.
//   1. The real app listens on a free local port in this process; players are
//      rows made directly, each given the wheel's daily limit of chances
//      (rows in spin_chances, as an operator's grant writes them), and logged
//      in through the H5 launch token over HTTP. Two spins are made by hand
//      first, counting the SQL statements of each while nothing else runs
//      (the first also reads the prize table into the process's cache).
//   2. A forked client process runs 64 loops, each spinning (sealed body,
//      fresh idempotency key) until its player's chances are used, then
//      taking a fresh player: a warm-up, then the measured time.
//   3. The app is closed, then pgbench -i -s 10 and TPC-B with the same
//      clients and time.
// Time: BENCH_SECONDS (default 20) or --seconds N; warm-up
// BENCH_WARMUP_SECONDS (default 5) or --warmup N. Exits 1 on any error.
import { cpus } from 'node:os';
import { API } from '../contract/routes';
import { GAME_RULES } from '../contract/constants';
import {
  PGBENCH_DB,
  WITH_LOYALTY,
  benchEnv,
  forkClients,
  loadAvg,
  loyaltyLabel,
  makePlayers,
  measure,
  printSetup,
  printTable,
  runBench,
  startApp,
  statementCounter,
  tpcbReference,
  type BenchApp,
  type TpcbResult,
} from './harness';
import { cpuLines, ratioLine, type CpuFigures, type CpuSpent } from './cpu';
import { okJson } from './http';
import { summarize } from './latency';
import type { LoopResult } from './loops';
import type { SpinOrder } from './spin-clients';

const CLIENTS = 64;
const SPIN_DB = 'vip_bench_spin';
const SLUG = 'spin-wheel';
const PER_PLAYER = GAME_RULES.SPINWHEEL.dailySpinLimit;
const POOL_MARGIN = 1.5;
const PGLITE = process.argv.includes('--pglite');

const env = benchEnv('bench:spin', [SPIN_DB, PGBENCH_DB]);
const { seconds: SECONDS, warmup: WARMUP } = env;
const clients = new URL('./spin-clients.ts', import.meta.url);
const spinsOf = (r: LoopResult): number => r.latencies.spin?.length ?? 0;
await printSetup(
  env,
  `${CLIENTS} clients on ${PGLITE ? 'PGlite (embedded, a fresh folder)' : 'PostgreSQL'}, ${WARMUP} s warm-up + ${SECONDS} s measured (spins), ${SECONDS} s (pgbench); ${loyaltyLabel(WITH_LOYALTY)}`,
);
await runBench(env, async (dataDir) => report(await spinBench(dataDir), await tpcbReference(env, CLIENTS)));

interface SpinFigures {
  result: LoopResult;
  warmup: LoopResult;
  serverCpuS: number;
  spent: CpuSpent;
  loadBefore: string;
  load: number;
  /** SQL statements of the process's first spin and of the next one */
  statements: { cold: number; warm: number };
  /** rounds of bench players in the database after the runs */
  stored: number;
}

/** `n` players with PER_PLAYER chances each on the wheel. */
function spinners(app: BenchApp, n: number): Promise<string[]> {
  return makePlayers(app, n, async (uid) => {
    const { id } = await app.db.selectFrom('players').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
    await app.db
      .insertInto('spin_chances')
      .values(Array.from({ length: PER_PLAYER }, () => ({ player_id: id, game: 'SPINWHEEL' as const, source: 'bench' })))
      .execute();
  });
}

async function spinBench(dataDir: string): Promise<SpinFigures> {
  const counter = statementCounter();
  const app = await startApp(env, SPIN_DB, dataDir, [counter.plugin], { pglite: PGLITE, loyalty: WITH_LOYALTY });
  try {
    const [alone] = await spinners(app, 1);
    // The process's first spin also reads the prize table into its cache (once per table version): counted apart.
    const byHand = async (key: string) => {
      counter.take();
      okJson('POST spin (by hand)', await app.api.sealed(API.gameSpin(SLUG), { idempotencyKey: key }, alone));
      await app.plays.drain();
      return counter.take();
    };
    const statements = { cold: await byHand('bench-statements-1'), warm: await byHand('bench-statements-2') };
    const order = (seconds: number, tokens: string[]): SpinOrder => ({
      base: app.base,
      clients: CLIENTS,
      seconds,
      tokens,
      slug: SLUG,
      perPlayer: PER_PLAYER,
    });
    const warmup = await forkClients(clients, order(WARMUP, await spinners(app, CLIENTS * 2)));
    const rate = spinsOf(warmup) / warmup.elapsedS;
    const needed = Math.ceil((rate * SECONDS * POOL_MARGIN) / PER_PLAYER) + CLIENTS;
    console.log(
      `warm-up: ${spinsOf(warmup)} spins in ${warmup.elapsedS.toFixed(1)} s (${rate.toFixed(0)}/s); making ${needed} fresh players`,
    );
    const tokens = await spinners(app, needed);
    const loadBefore = loadAvg();
    const { result, serverCpuS, spent, load } = await measure(clients, order(SECONDS, tokens), PGLITE ? undefined : app.db);
    const { n } = await app.db
      .selectFrom('spin_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { result, warmup, serverCpuS, spent, loadBefore, load, statements, stored: Number(n) };
  } finally {
    await app.close();
  }
}

function report({ result, warmup, serverCpuS, spent, loadBefore, load, statements, stored }: SpinFigures, tpcb: TpcbResult): boolean {
  const s = result.elapsedS;
  const ms = (n: number) => n.toFixed(1);
  const l = summarize(result.latencies.spin ?? []);
  const rate = spinsOf(result) / s;
  console.log('');
  printTable([
    ['', 'completed', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'avg ms'],
    [
      `spin (POST ${API.gameSpin(SLUG)}) on ${PGLITE ? 'PGlite' : 'PostgreSQL'}`,
      String(l.count),
      rate.toFixed(1),
      ms(l.p50),
      ms(l.p95),
      ms(l.p99),
      ms(l.max),
      ms(l.avg),
    ],
    [
      tpcb.label,
      String(tpcb.transactions),
      tpcb.tps.toFixed(1),
      ms(tpcb.latency.p50),
      ms(tpcb.latency.p95),
      ms(tpcb.latency.p99),
      ms(tpcb.latency.max),
      ms(tpcb.latency.avg),
    ],
  ]);
  const cpu: CpuFigures = { calls: spinsOf(result), seconds: s, appS: serverCpuS, clientS: result.cpuS, spent, tpcb };
  console.log(`\n${ratioLine('spins', rate, tpcb.tps, cpu)}`);
  const errors = [
    ...Object.entries(result.errors),
    ...Object.entries(warmup.errors).map(([label, n]) => [`${label} (warm-up)`, n] as const),
  ];
  console.log(`  errors: ${errors.length ? errors.map(([label, n]) => `${n} x ${label}`).join(', ') : '0'}; TPC-B failed: ${tpcb.failed}`);
  console.log(
    `  SQL statements of one spin alone, with what runs after its commit: ${statements.warm} (plus BEGIN and COMMIT of its transaction; ${statements.cold} on the process's first spin, which reads the prize table and the day's streak); ${loyaltyLabel(WITH_LOYALTY)}`,
  );
  for (const line of cpuLines(cpu)) console.log(line);
  console.log(
    `  load avg: ${loadBefore} before the measurement, ${load.toFixed(2)} (1 min) at its end, ${tpcb.load.toFixed(2)} after pgbench, ${loadAvg()} now`,
  );
  // Spins cut off by the end of the time may have committed without being counted: the database holds at least the answered ones.
  const answered = spinsOf(result) + spinsOf(warmup) + 2;
  console.log(
    `  check: ${stored} rounds in the database for ${answered} spins answered 200${stored >= answered ? '' : '  MISSING ROUNDS'}`,
  );
  if (result.dry) console.log('  WARNING: the player pool ran dry; the measured time ends when the first client had no fresh player left');
  console.log(
    [
      '',
      'notes:',
      `  - latency is from writing the request to reading the answer, over successful spins; each player has ${PER_PLAYER} chances`,
      `    (the wheel's daily limit), so a loop takes a fresh player every ${PER_PLAYER} spins. Prizes are paid through the local`,
      `    H5 wallet provider in the same database.`,
      `  - ${PGLITE ? 'PGlite runs in the app process (one connection)' : "the app's pg pool has 20 connections"}; the app, the database and the clients share this`,
      `    machine's ${cpus().length} cores; pgbench ran after the app was closed. A load average well above the core count means other work ran too.`,
    ].join('\n'),
  );
  return errors.length === 0 && tpcb.failed === 0 && stored >= answered;
}
