// npm run bench:fto — Find The Odd's server latency at 64 concurrent players
// on PostgreSQL, beside pgbench's TPC-B figure on the same server in the same
// run. Needs DATABASE_URL (a PostgreSQL server; the bench works in two
// throwaway databases on it, vip_bench_fto and vip_bench_pgbench, and drops
// them at the end) and pgbench on the PATH. The pieces are bench:redeem's
// (bench/harness.ts, loops.ts, http.ts, pgbench.ts):
//   0. First, the CPU of drawing a deal's board in this process (no server).
//   1. The real app listens on a free local port in this process; players are
//      rows made directly and logged in through the H5 launch token over HTTP.
//      One play is made by hand first, counting the SQL statements of each
//      call while nothing else runs.
//   2. A forked client process runs 64 loops; each takes a fresh player (one
//      free play a GMT+8 day), starts its play, deals and answers the 10
//      rounds (sealed bodies, as the app sends them), then takes the next
//      player: a warm-up run, then a run whose loops start one by one over
//      about a play's time (so they are not all at the same round) before
//      the measured time.
//   3. The app is closed, then pgbench -i -s 10 and a TPC-B run with the same
//      clients and time.
// Time: BENCH_SECONDS (default 20) or --seconds N; warm-up
// BENCH_WARMUP_SECONDS (default 5) or --warmup N. Exits 1 on any error.
import { randomBytes, randomInt } from 'node:crypto';
import { cpus } from 'node:os';
import type { FtoPlay } from '../contract/games/fto';
import { FTO_API, FTO_LEVELS, FTO_ROUNDS, type FtoLevel } from '../contract/games/ftoRules';
import { differencesOf, type Difference } from '../server/games/fto/differences';
import { loadPictureSets, type PictureSet } from '../server/games/fto/pictures';
import { renderBoard } from '../server/games/fto/render';
import type { FtoSecret } from '../server/games/fto/progress';
import {
  PGBENCH_DB,
  benchEnv,
  forkClients,
  loadAvg,
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
import { okJson } from './http';
import { summarize } from './latency';
import type { LoopOrder, LoopResult } from './loops';

const CLIENTS = 64;
/** Deals drawn for each render figure. */
const RENDER_DEALS = 2000;
const FTO_DB = 'vip_bench_fto';
/** Players made for the measurement: this many times what the warm-up rate needs, so the pool never runs dry. */
const POOL_MARGIN = 1.5;
const CALLS = ['start', 'deal', 'answer'] as const;
type Call = (typeof CALLS)[number];

const env = benchEnv('bench:fto', [FTO_DB, PGBENCH_DB]);
const { seconds: SECONDS, warmup: WARMUP } = env;
const clients = new URL('./fto-clients.ts', import.meta.url);
await printSetup(env, `${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s measured (Find The Odd plays), ${SECONDS} s (pgbench)`);
renderCost();
await runBench(env, async (dataDir) => report(await ftoBench(dataDir), await tpcbReference(env, CLIENTS)));

/** CPU of drawing a deal's board in this process, over rounds, sets and differences drawn at random as plays draw them. */
function renderCost(): void {
  const sets = loadPictureSets();
  const deal = () => {
    const set = sets[randomInt(sets.length)] as PictureSet;
    const differences = differencesOf(set);
    const level = FTO_LEVELS[randomInt(FTO_LEVELS.length)] as FtoLevel;
    const difference = differences[randomInt(differences.length)] as Difference;
    return renderBoard({
      set,
      count: level.cards,
      cols: level.cols,
      odd: randomInt(level.cards),
      difference,
      subtlety: level.subtlety,
      noiseSeed: randomBytes(32),
    }).length;
  };
  const combos = sets.reduce((n, set) => n + differencesOf(set).length, 0) * FTO_LEVELS.length;
  for (const label of ['first (pictures drawn as they come)', 'then (pictures kept)']) {
    const before = process.cpuUsage();
    let chars = 0;
    for (let i = 0; i < RENDER_DEALS; i++) chars += deal();
    const used = process.cpuUsage(before);
    console.log(
      `  deal render, ${label}: ${((used.user + used.system) / 1000 / RENDER_DEALS).toFixed(2)} ms CPU a deal (target <= 3 ms), ` +
        `${(chars / RENDER_DEALS / 1024).toFixed(1)} kB of base64 a board; ${RENDER_DEALS} deals over ${combos} set x difference x round pictures`,
    );
  }
}

interface FtoFigures {
  result: LoopResult;
  warmup: LoopResult;
  /** seconds over which the measured run's loops started, before its measured time */
  rampS: number;
  /** CPU seconds of this process (the app) during the measurement */
  serverCpuS: number;
  /** load averages just before the measurement and the 1-minute one at its end */
  loadBefore: string;
  load: number;
  /** SQL statements of each call of the hand-made play, in order */
  statements: Record<Call, number[]>;
  /** FTO plays settled in the database after the runs */
  settled: number;
}

/** One whole play over HTTP with nothing else running, every answer right: the statements each call made. */
async function statementsPerCall(app: BenchApp, take: () => number): Promise<Record<Call, number[]>> {
  const [token] = await makePlayers(app, 1);
  const counts: Record<Call, number[]> = { start: [], deal: [], answer: [] };
  const send = async <T>(call: Call, path: string, body: unknown): Promise<T> => {
    take();
    const value = okJson<T>(`POST ${path} (the hand-made play)`, await app.api.sealed(path, body, token));
    counts[call].push(take());
    return value;
  };
  const { id: playId } = await send<FtoPlay>('start', FTO_API.play, { idempotencyKey: 'bench-statements' });
  // The right cards, read from the play's secret, so the last answer credits coins through the ledger.
  const { outcome } = await app.db.selectFrom('game_rounds').select('outcome').where('id', '=', playId).executeTakeFirstOrThrow();
  const { draws } = outcome as FtoSecret;
  for (let round = 1; round <= FTO_ROUNDS; round++) {
    await send('deal', FTO_API.deal, { playId, round });
    await send('answer', FTO_API.answer, { playId, round, card: draws[round - 1]?.odd ?? 0 });
  }
  return counts;
}

async function ftoBench(dataDir: string): Promise<FtoFigures> {
  const counter = statementCounter();
  const app = await startApp(env, FTO_DB, dataDir, [counter.plugin]);
  try {
    const statements = await statementsPerCall(app, counter.take);
    const order = (seconds: number, tokens: string[], rampS = 0): LoopOrder => ({
      base: app.base,
      clients: CLIENTS,
      seconds,
      tokens,
      rampS,
    });
    const warmup = await forkClients(clients, order(WARMUP, await makePlayers(app, CLIENTS * 4)));
    // The loops start one by one over about one play's time, so the measured mix of rounds is a steady one.
    const mean = (call: Call) => summarize(warmup.latencies[call] ?? []).avg / 1000;
    const playS = mean('start') + FTO_ROUNDS * (mean('deal') + mean('answer'));
    const rampS = Number.isFinite(playS) ? Math.min(SECONDS, Math.max(WARMUP, Math.ceil(playS))) : WARMUP;
    // Every loop holds a player: the players used, not the plays finished, are what the pool must cover.
    const needed = Math.ceil((warmup.playersUsed / warmup.elapsedS) * (rampS + SECONDS) * POOL_MARGIN) + CLIENTS;
    console.log(
      `warm-up: ${warmup.elapsedS.toFixed(1)} s, ${warmup.playersUsed} players, a play about ${playS.toFixed(1)} s; making ${needed} fresh players, ramp ${rampS} s`,
    );
    const tokens = await makePlayers(app, needed);
    const loadBefore = loadAvg();
    const { result, serverCpuS, load } = await measure(clients, order(SECONDS, tokens, rampS));
    const { n } = await app.db
      .selectFrom('game_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game', '=', 'FTO')
      .where('state', '=', 'settled')
      .executeTakeFirstOrThrow();
    return { result, warmup, rampS, serverCpuS, loadBefore, load, statements, settled: Number(n) };
  } finally {
    await app.close();
  }
}

/** Prints the figures; false on any error or when the database does not hold the plays answered. */
function report({ result, warmup, rampS, serverCpuS, loadBefore, load, statements, settled }: FtoFigures, tpcb: TpcbResult): boolean {
  const s = result.elapsedS;
  const ms = (n: number) => n.toFixed(1);
  const rate = (n: number) => (n / s).toFixed(1);
  console.log('');
  printTable([
    ['', 'completed', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'avg ms'],
    ...CALLS.map((call) => {
      const l = summarize(result.latencies[call] ?? []);
      return [
        `${call} (POST ${FTO_API[call === 'start' ? 'play' : call]})`,
        String(l.count),
        rate(l.count),
        ms(l.p50),
        ms(l.p95),
        ms(l.p99),
        ms(l.max),
        ms(l.avg),
      ];
    }),
    ['plays finished (start, 10 deals, 10 answers)', String(result.sessions), rate(result.sessions), '', '', '', '', ''],
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
  const answers = result.latencies.answer?.length ?? 0;
  console.log(
    `\n  measured ${s.toFixed(1)} s after a ${warmup.elapsedS.toFixed(1)} s warm-up run and a ${rampS} s ramp; answers/s ÷ ${FTO_ROUNDS}: ${rate(answers / FTO_ROUNDS)} plays/s`,
  );
  console.log(
    `  ratio answers/s ÷ TPC-B tps: ${(answers / s / tpcb.tps).toFixed(3)}; plays finished/s ÷ TPC-B tps: ${(result.sessions / s / tpcb.tps).toFixed(4)}`,
  );
  const errors = [
    ...Object.entries(result.errors),
    ...Object.entries(warmup.errors).map(([label, n]) => [`${label} (warm-up)`, n] as const),
  ];
  console.log(`  errors: ${errors.length ? errors.map(([label, n]) => `${n} x ${label}`).join(', ') : '0'}; TPC-B failed: ${tpcb.failed}`);
  const spread = (ns: readonly number[]) => (Math.min(...ns) === Math.max(...ns) ? String(ns[0]) : `${Math.min(...ns)}-${Math.max(...ns)}`);
  console.log(
    `  SQL statements per call, one play alone, all right (plus BEGIN/COMMIT): start ${spread(statements.start)}, deal ${spread(statements.deal)}, ` +
      `answer ${spread(statements.answer.slice(0, -1))} (rounds 1-${FTO_ROUNDS - 1}), ${spread(statements.answer.slice(-1))} (the last: settles and credits the ledger)`,
  );
  const pct = (cpuS: number) => `${((100 * cpuS) / s).toFixed(0)}%`;
  console.log(`  CPU during the measurement: app process ${pct(serverCpuS)}, client process ${pct(result.cpuS)} of one core`);
  console.log(
    `  load avg: ${loadBefore} before the measurement, ${load.toFixed(2)} (1 min) at its end, ${tpcb.load.toFixed(2)} after pgbench, ${loadAvg()} now`,
  );
  const finished = warmup.sessions + result.rampSessions + result.sessions + 1;
  console.log(
    `  check: ${settled} settled plays in the database for ${finished} plays whose last answer was 200 (warm-up, ramp, measured, one by hand)${settled === finished ? '' : '  MISMATCH'}`,
  );
  if (result.dry) console.log('  WARNING: the player pool ran dry; the measured time ends when the first client had no fresh player left');
  console.log(
    [
      '',
      'notes:',
      `  - latency is from writing the request to reading the last byte of the answer, over successful calls; each loop`,
      `    answers card 0 right after the deal arrives (a deal draws the round's board, 4 to 16 cards in one PNG, on the server).`,
      `  - ${result.playersUsed} players in the measurement, ${warmup.playersUsed} in the warm-up (one free play each); a play still going`,
      `    when the time ran out is left open and not counted. The app's pg pool has 20 connections.`,
      `  - PostgreSQL, the app and the clients share this machine's ${cpus().length} cores; pgbench ran after the app was closed.`,
      `    A load average well above the core count means other work was running too: compare runs on a quiet machine.`,
    ].join('\n'),
  );
  return errors.length === 0 && tpcb.failed === 0 && settled === finished;
}
