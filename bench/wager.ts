// npm run bench:wager — the wager path (issue 11) at 64 concurrent players on
// PostgreSQL, beside pgbench's TPC-B on the same server in the same run
// (bench:redeem's harness and method). Needs DATABASE_URL and pgbench.
//   1. The real app on a free local port in this process, on a throwaway
//      database (vip_bench_wager). The lucky egg's slots are replaced by one
//      opening this minute, so a session is open for the whole run. Players
//      are rows made directly, given coins as ledger entries, logged in
//      through the H5 launch token. One bet, one step and one egg are made by
//      hand first, counting their SQL statements while nothing else runs.
//   2. A forked client process runs 64 loops; each player smashes one egg
//      (one egg a session) and plays bridges of 1 coin, stepping on a random
//      panel and cashing out after two safe steps, then the loop takes a
//      fresh player: a warm-up, then the measured time.
//   3. The app is closed, then pgbench TPC-B with the same clients and time.
// Time: BENCH_SECONDS (default 20) or --seconds N; warm-up
// BENCH_WARMUP_SECONDS (default 5) or --warmup N. Exits 1 on any error or a
// ledger that does not add up.
import { cpus } from 'node:os';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../contract/constants';
import { LUCKY_EGG_API } from '../contract/games/luckyEggRules';
import type { SquidAnswer } from '../contract/games/squidgame';
import { SQUID_API } from '../contract/games/squidRules';
import { inTransaction, postEntry } from '../server/ledger';
import {
  PGBENCH_DB,
  WITH_LOYALTY,
  benchEnv,
  forkClients,
  ledgerMismatches,
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
import { okJson } from './http';
import { summarize } from './latency';
import type { LoopResult } from './loops';
import type { WagerOrder } from './wager-clients';

const CLIENTS = 64;
const WAGER_DB = 'vip_bench_wager';
const BRIDGES = 5;
const CASHOUT_AT = 2;
const POOL_MARGIN = 1.5;
const KINDS = ['bet', 'step', 'cashout', 'egg'] as const;

const env = benchEnv('bench:wager', [WAGER_DB, PGBENCH_DB]);
const { seconds: SECONDS, warmup: WARMUP } = env;
const clients = new URL('./wager-clients.ts', import.meta.url);
const count = (r: LoopResult, kind: string): number => r.latencies[kind]?.length ?? 0;
/** Stakes placed: bridges bet and eggs smashed. */
const stakes = (r: LoopResult): number => count(r, 'bet') + count(r, 'egg');
await printSetup(
  env,
  `${CLIENTS} clients on PostgreSQL, ${WARMUP} s warm-up + ${SECONDS} s measured (bets, steps, cash-outs, eggs), ${SECONDS} s (pgbench); ${loyaltyLabel(WITH_LOYALTY)}`,
);
await runBench(env, async (dataDir) => report(await wagerBench(dataDir), await tpcbReference(env, CLIENTS)));

interface WagerFigures {
  result: LoopResult;
  warmup: LoopResult;
  serverCpuS: number;
  loadBefore: string;
  load: number;
  statements: Record<'bet' | 'step' | 'egg', number>;
  /** players whose balance differs from the sum of their ledger entries */
  mismatched: number;
}

/** `n` players with enough coins for their egg and every bridge lost. */
function wagerers(app: BenchApp, n: number): Promise<string[]> {
  return makePlayers(app, n, async (uid) => {
    const { id } = await app.db.selectFrom('players').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
    await inTransaction(app.db, (trx) => postEntry(trx, { playerId: id, type: 'ADJUST', amount: BRIDGES + 1 }));
  });
}

/** One session opening this minute (GMT+8), so eggs can be smashed for the next ten. */
async function openEggSession(app: BenchApp): Promise<void> {
  const minute = Math.floor((Date.now() / 60_000 + BUSINESS_UTC_OFFSET_MINUTES) % 1440);
  await app.db.deleteFrom('lucky_egg_slots').execute();
  await app.db.insertInto('lucky_egg_slots').values({ minute_of_day: minute }).execute();
}

async function wagerBench(dataDir: string): Promise<WagerFigures> {
  const counter = statementCounter();
  const app = await startApp(env, WAGER_DB, dataDir, [counter.plugin], { loyalty: WITH_LOYALTY });
  /** The statements since the last take, with what loyalty does after the commit. */
  const settled = async () => {
    await app.plays.drain();
    return counter.take();
  };
  try {
    await openEggSession(app);
    const [alone] = await wagerers(app, 1);
    counter.take();
    const placed = okJson<SquidAnswer>(
      'POST squidgame/bet (by hand)',
      await app.api.sealed(SQUID_API.bet, { bet: 1, idempotencyKey: 'bench-statements' }, alone),
    );
    const bet = await settled();
    okJson(
      'POST squidgame/step (by hand)',
      await app.api.sealed(SQUID_API.step, { bridgeId: placed.bridge.id, step: 1, panel: 'left' }, alone),
    );
    const step = await settled();
    okJson(
      'POST lucky-egg/smash (by hand)',
      await app.api.sealed(LUCKY_EGG_API.smash, { bet: 1, egg: 0, idempotencyKey: 'bench-egg-statements' }, alone),
    );
    const egg = await settled();
    const order = (seconds: number, tokens: string[]): WagerOrder => ({
      base: app.base,
      clients: CLIENTS,
      seconds,
      tokens,
      bridges: BRIDGES,
      cashoutAt: CASHOUT_AT,
    });
    const warmup = await forkClients(clients, order(WARMUP, await wagerers(app, CLIENTS * 4)));
    // Players finish at the warm-up's rate, plus a fresh one per loop still playing when the time is up.
    const needed = Math.ceil((warmup.sessions / warmup.elapsedS) * SECONDS * POOL_MARGIN) + CLIENTS * 3;
    console.log(`warm-up: ${stakes(warmup)} stakes in ${warmup.elapsedS.toFixed(1)} s; making ${needed} fresh players`);
    const tokens = await wagerers(app, needed);
    const loadBefore = loadAvg();
    const { result, serverCpuS, load } = await measure(clients, order(SECONDS, tokens));
    return { result, warmup, serverCpuS, loadBefore, load, statements: { bet, step, egg }, mismatched: await ledgerMismatches(app.db) };
  } finally {
    await app.close();
  }
}

function report({ result, warmup, serverCpuS, loadBefore, load, statements, mismatched }: WagerFigures, tpcb: TpcbResult): boolean {
  const s = result.elapsedS;
  const ms = (n: number) => n.toFixed(1);
  const rows = KINDS.map((kind) => {
    const l = summarize(result.latencies[kind] ?? []);
    return [`${kind}`, String(l.count), (l.count / s).toFixed(1), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), ms(l.avg)];
  });
  console.log('');
  printTable([
    ['', 'completed', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'avg ms'],
    ...rows,
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
  const rate = stakes(result) / s;
  const calls = KINDS.reduce((sum, k) => sum + count(result, k), 0) / s;
  console.log(
    `\n  stakes (bets + eggs) per s: ${rate.toFixed(1)}, ratio to TPC-B tps: ${(rate / tpcb.tps).toFixed(3)}; all wager calls per s: ${calls.toFixed(1)} (${(calls / tpcb.tps).toFixed(3)} of TPC-B)`,
  );
  const errors = [
    ...Object.entries(result.errors),
    ...Object.entries(warmup.errors).map(([label, n]) => [`${label} (warm-up)`, n] as const),
  ];
  console.log(`  errors: ${errors.length ? errors.map(([label, n]) => `${n} x ${label}`).join(', ') : '0'}; TPC-B failed: ${tpcb.failed}`);
  console.log(
    `  SQL statements alone, with what runs after the commit (plus BEGIN and COMMIT): bet ${statements.bet}, step ${statements.step}, egg ${statements.egg}; ${loyaltyLabel(WITH_LOYALTY)}`,
  );
  const pct = (cpuS: number) => `${((100 * cpuS) / s).toFixed(0)}%`;
  console.log(`  CPU during the measurement: app process ${pct(serverCpuS)}, client process ${pct(result.cpuS)} of one core`);
  console.log(
    `  load avg: ${loadBefore} before the measurement, ${load.toFixed(2)} (1 min) at its end, ${tpcb.load.toFixed(2)} after pgbench, ${loadAvg()} now`,
  );
  console.log(`  check: ${mismatched} balances differ from their ledger${mismatched === 0 ? '' : '  MISMATCH'}`);
  if (result.dry) console.log('  WARNING: the player pool ran dry; the measured time ends when the first client had no fresh player left');
  console.log(
    [
      '',
      'notes:',
      `  - latency is from writing the request to reading the answer, over successful calls; every bet is 1 coin; a player smashes`,
      `    one egg, then plays ${BRIDGES} bridges, stepping on a random panel and cashing out after ${CASHOUT_AT} safe steps.`,
      `  - the app's pg pool has 20 connections; the app, PostgreSQL and the clients share this machine's ${cpus().length} cores; pgbench`,
      `    ran after the app was closed. A load average well above the core count means other work ran too.`,
    ].join('\n'),
  );
  return errors.length === 0 && tpcb.failed === 0 && mismatched === 0;
}
