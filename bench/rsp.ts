// npm run bench:rsp — rock scissor paper in real time (issue 12): --players
// (default 1,000) players over real socket.io connections, on one and then
// on two server processes sharing one PostgreSQL. Needs DATABASE_URL (a
// PostgreSQL server; the bench works in a throwaway database on it,
// vip_bench_rsp, made afresh for each setup and dropped at the end).
//   1. Players are rows made directly, each with a session and coins (a
//      ledger entry). Players 2k and 2k+1 share a bet no other pair has, so
//      they meet each other (the house only when one of them is more than
//      the operator's 10 s late).
//   2. Each server is a process of its own (bench/rsp-server.ts: the app as
//      server/main.ts runs it on PostgreSQL, the PostgreSQL socket adapter
//      and the clock job), so two really use two cores. Player i connects to
//      server i mod n: with two servers the two players of every pair sit on
//      different processes and every push to the second crosses the adapter.
//   3. The players (bench/rsp-clients.ts, one forked process) start one by
//      one over a ramp, then play matches until the time is up: search,
//      move a random hand 0.5-3 s after each round's start, search again.
//      Matches under way at the end are played out, so the database is then
//      checked: every player's balance equals their ledger, no match or
//      search is left open.
// Printed per setup: matches settled per second, rounds per second, move-to-
// reveal p50/p99 (from the second move's send to the mover's reveal and to
// the opponent's), the moves' and searches' acks, what went wrong (errors,
// lost moves, missing reveals, rounds lost to the clock), each server's CPU
// and event-loop delay, the load average.
// Time: BENCH_SECONDS (default 60: a match takes about 17 s) or --seconds N measured after the ramp
// (--ramp, default 10 s) and a warm-up (BENCH_WARMUP_SECONDS, default 5).
// Exits 1 when anything went wrong.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { inTransaction, postEntry } from '../server/ledger';
import {
  benchEnv,
  forkClients,
  forkServer,
  ledgerMismatches,
  loadAvg,
  mapLimit,
  openDatabase,
  playerSessions,
  printSetup,
  printTable,
  runBench,
  type ForkedServer,
  type ProcessUsage,
} from './harness';
import { summarize, type LatencySummary } from './latency';
import { processCpuSeconds } from './procCpu';
import type { RspClientResult, RspOrder } from './rsp-clients';

const RSP_DB = 'vip_bench_rsp';
const THINK_MS: [number, number] = [500, 3_000];
/** coins each player starts with: far more than any run stakes */
const COINS = 1_000_000;

const env = benchEnv('bench:rsp', [RSP_DB]);
const PLAYERS = env.count('--players', 'BENCH_PLAYERS', 1_000, 'players');
const SECONDS = env.count('--seconds', 'BENCH_SECONDS', 60, 'seconds');
const RAMP_S = env.count('--ramp', 'BENCH_RAMP_SECONDS', 10, 'seconds');
const { warmup: WARMUP } = env;
const SETUPS = [1, 2] as const;
const serverModule = new URL('./rsp-server.ts', import.meta.url);
const clientModule = new URL('./rsp-clients.ts', import.meta.url);

interface SetupFigures {
  processes: number;
  result: RspClientResult;
  usage: ProcessUsage[];
  /** CPU seconds PostgreSQL's processes used during the players' run (backends exit with it, so it is read before they do) */
  postgresCpuS: number;
  load: number;
  /** matches the database holds as ended, and of those the house's */
  ended: number;
  house: number;
  /** left open after the drain: matches not ended, searches, rounds still open */
  openMatches: number;
  openSearches: number;
  openRounds: number;
  mismatched: number;
}

async function runSetup(dataDir: string, processes: number): Promise<SetupFigures> {
  console.log(`\n== ${processes} server process${processes > 1 ? 'es' : ''}`);
  const database = await openDatabase(env, RSP_DB, dataDir);
  const servers: ForkedServer[] = [];
  try {
    const { db, config } = database;
    const players = await playerSessions(db, PLAYERS, config.sessionTtlHours);
    await mapLimit(players, 16, (p) => inTransaction(db, (trx) => postEntry(trx, { playerId: p.id, type: 'ADJUST', amount: COINS })));
    for (let i = 0; i < processes; i++)
      servers.push(await forkServer(serverModule, { databaseUrl: config.databaseUrl as string, dataDir }));
    await Promise.all(servers.map((s) => s.usage()));
    const order: RspOrder = {
      base: servers[0]?.base ?? '',
      bases: servers.map((s) => s.base),
      clients: PLAYERS,
      seconds: SECONDS,
      rampS: RAMP_S,
      warmupS: WARMUP,
      tokens: players.map((p) => p.token),
      bets: players.map((_, i) => 1 + Math.floor(i / 2)),
      thinkMs: THINK_MS,
    };
    const postgresBefore = processCpuSeconds('postgres');
    const result = await forkClients<RspClientResult>(clientModule, order);
    const load = loadavg()[0] ?? Number.NaN;
    const usage = await Promise.all(servers.map((s) => s.usage()));
    const postgresCpuS = processCpuSeconds('postgres') - postgresBefore;
    await Promise.all(servers.map((s) => s.stop()));
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? -1);
    return {
      processes,
      result,
      usage,
      load,
      postgresCpuS,
      ended: await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM rsp_matches WHERE ended`),
      house: await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM rsp_matches WHERE ended AND player_b IS NULL`),
      openMatches: await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM rsp_matches WHERE NOT ended`),
      openSearches: await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM rsp_searches`),
      openRounds: await count(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM game_rounds WHERE game = 'ROCKSCISSORPAPER' AND state = 'open'`,
      ),
      mismatched: await ledgerMismatches(db),
    };
  } finally {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await database.close();
  }
}

const errorCount = (r: RspClientResult) => Object.values(r.errors).reduce((s, n) => s + n, 0);
function clean(f: SetupFigures): boolean {
  const r = f.result;
  return (
    errorCount(r) === 0 &&
    r.lostMoves === 0 &&
    r.missingReveals === 0 &&
    r.stuck === 0 &&
    r.disconnects === 0 &&
    f.openMatches === 0 &&
    f.openSearches === 0 &&
    f.openRounds === 0 &&
    f.mismatched === 0 &&
    f.usage.every((u) => u.failures === 0) &&
    r.matches > 0
  );
}

/** The cores every process used over the run, per round revealed a second in the measured window: the CPU one round costs the machine. */
const cpuMsPerRound = (f: SetupFigures) => {
  const r = f.result;
  const cores = (f.usage.reduce((s, u) => s + u.cpuS, 0) + f.postgresCpuS + r.cpuS) / (r.elapsedS + RAMP_S + WARMUP);
  return (cores * 1000) / Math.max(1e-9, r.rounds / r.elapsedS);
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
const p50p99 = (s: LatencySummary) => `${ms(s.p50)} / ${ms(s.p99)} ms`;

function report(figures: SetupFigures[]): void {
  const column = (f: SetupFigures) => {
    const r = f.result;
    const wall = r.elapsedS + RAMP_S + WARMUP;
    const latency = (kind: string) => summarize(r.latencies[kind] ?? []);
    return [
      `${(r.matches / r.elapsedS).toFixed(1)} (${r.matches} in ${r.elapsedS.toFixed(1)} s)`,
      `${(r.rounds / r.elapsedS).toFixed(1)}`,
      p50p99(latency('reveal')),
      p50p99(latency('opponentReveal')),
      p50p99(latency('move')),
      p50p99(latency('search')),
      `${f.ended} (${f.house} against the house)`,
      `${r.timeUps}`,
      Object.keys(r.errors).length
        ? Object.entries(r.errors)
            .map(([k, n]) => `${n} x ${k}`)
            .join(', ')
        : 'none',
      `${r.lostMoves} / ${r.missingReveals} / ${r.stalls}`,
      `${r.answeredWithEnd}`,
      `${r.disconnects} / ${r.stuck}`,
      `${f.openMatches} / ${f.openSearches} / ${f.openRounds} / ${f.mismatched}`,
      f.usage.map((u) => `${(u.cpuS / wall).toFixed(2)}`).join(' + '),
      `${(f.postgresCpuS / wall).toFixed(2)}`,
      `${cpuMsPerRound(f).toFixed(1)} ms`,
      f.usage.map((u) => `${ms(u.loopDelayP99Ms)} / ${ms(u.loopDelayMaxMs)}`).join(', '),
      `${r.connectS.toFixed(1)} s (clients ${(r.cpuS / wall).toFixed(2)} cores)`,
      f.load.toFixed(2),
    ];
  };
  const labels = [
    'matches settled per second',
    'rounds revealed per second',
    'move-to-reveal p50 / p99 (the mover)',
    'move-to-reveal p50 / p99 (the opponent)',
    'move ack p50 / p99',
    'search ack p50 / p99',
    'matches ended in the database',
    'hands missed by the clock (no move in 10 s)',
    'errors',
    'lost moves / missing reveals / resumes',
    'moves answered with the match already over',
    'disconnects / players stuck',
    'left open: matches / searches / rounds / ledgers off',
    'server CPU (cores, each process)',
    'PostgreSQL CPU (cores)',
    'CPU a round revealed (servers + PostgreSQL + players)',
    'server event-loop delay p99 / max (ms)',
    `connecting ${PLAYERS} sockets`,
    'load (1 min) at the end',
  ];
  const columns = figures.map(column);
  console.log('');
  printTable([
    ['', ...figures.map((f) => `${f.processes} process${f.processes > 1 ? 'es' : ''}`)],
    ...labels.map((label, i) => [label, ...columns.map((c) => c[i] ?? '')]),
  ]);
  console.log(
    `\n${PLAYERS} players in pairs, a hand 0.5-3 s into each round; load avg now ${loadAvg()} (the servers, PostgreSQL and the players share this machine's cores).`,
  );
}

await printSetup(
  env,
  `${PLAYERS} players over sockets, ${RAMP_S} s ramp + ${WARMUP} s warm-up + ${SECONDS} s measured, on ${SETUPS.join(' and then ')} server process(es)`,
);
await runBench(env, async (dataDir) => {
  const figures: SetupFigures[] = [];
  for (const processes of SETUPS) figures.push(await runSetup(dataDir, processes));
  report(figures);
  return figures.every(clean);
});
