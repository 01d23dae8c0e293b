// npm run bench:quiz — the weekly quiz's server on PostgreSQL, two figures:
//   1. A quiz answer's latency at 64 concurrent players: a forked client
//      process runs 64 loops (bench/quiz-clients.ts); each takes a fresh
//      player (one play a week), starts the seed's demo week, asks and
//      answers the five questions, then takes the next player: a warm-up
//      run, then a run whose loops start one by one over about a play's time
//      before the measured time.
//   2. The week's places under a crowd: 1,000 players brought to their fifth
//      question (over HTTP: four answers right, then every fifth question
//      asked, the last step so none runs out of time), then every fifth answer
//      (right) sent at once from a forked process (bench/quiz-burst.ts): how
//      long until the 50 places are taken, that no 51st is, and that no
//      answer fails.
// Needs DATABASE_URL (a PostgreSQL server; the bench works in a throwaway
// database on it, vip_bench_quiz, and drops it at the end). The pieces are
// bench:fto's (bench/harness.ts, loops.ts, http.ts). Time: BENCH_SECONDS
// (default 20) or --seconds N; warm-up BENCH_WARMUP_SECONDS (default 5) or
// --warmup N. Exits 1 on any error or a wrong count of places.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { Kysely } from 'kysely';
import { QUIZ_CAMPAIGN } from '../contract/constants';
import type { QuizPlay } from '../contract/games/quiz';
import { QUIZ_API } from '../contract/games/quizRules';
import type { Database } from '../server/db/schema';
import {
  benchEnv,
  forkClients,
  loadAvg,
  makePlayers,
  mapLimit,
  measure,
  printSetup,
  printTable,
  runBench,
  startApp,
  type BenchApp,
} from './harness';
import { okJson } from './http';
import { summarize } from './latency';
import type { LoopResult } from './loops';
import type { BurstOrder, BurstReply } from './quiz-burst';
import type { QuizLoopOrder } from './quiz-clients';

const CLIENTS = 64;
const CROWD = 1000;
const QUIZ_DB = 'vip_bench_quiz';
/** Players made for the measurement: this many times what the warm-up rate needs, so the pool never runs dry. */
const POOL_MARGIN = 3;
const SETUP_CONCURRENCY = 32;
const FIVE = QUIZ_CAMPAIGN.questionsPerWeek;
const CALLS = ['start', 'question', 'answer'] as const;

const env = benchEnv('bench:quiz', [QUIZ_DB]);
const { seconds: SECONDS, warmup: WARMUP } = env;
const clients = new URL('./quiz-clients.ts', import.meta.url);
const burstModule = new URL('./quiz-burst.ts', import.meta.url);
await printSetup(env, `${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s measured (quiz plays); then ${CROWD} fifth answers at once`);
await runBench(env, async (dataDir) => report(await quizBench(dataDir)));

interface Figures {
  result: LoopResult;
  warmup: LoopResult;
  rampS: number;
  serverCpuS: number;
  load: number;
  /** settled plays in the database / plays whose fifth answer was a 200 */
  finished: { db: number; answered: number };
  burst: BurstReply[];
  burstSetupS: number;
  /** places in the database after the burst: how many, the highest */
  places: { n: number; max: number };
}

/** The seed's demo campaign's week running now. */
async function demoWeek(db: Kysely<Database>, now: Date): Promise<number> {
  const week = await db
    .selectFrom('quiz_weeks')
    .innerJoin('quiz_campaigns', 'quiz_campaigns.id', 'quiz_weeks.campaign_id')
    .select('quiz_weeks.id')
    .where('quiz_campaigns.slug', '=', 'kilat-demo')
    .where('quiz_weeks.starts_at', '<=', now)
    .where('quiz_weeks.ends_at', '>', now)
    .executeTakeFirstOrThrow();
  return week.id;
}

/** A campaign of its own for the crowd (one week running now, the demo week's questions, 2 minutes an answer), so its places start at 0. */
async function crowdWeek(db: Kysely<Database>, from: number, now: Date): Promise<number> {
  const campaign = await db
    .insertInto('quiz_campaigns')
    .values({
      slug: 'bench-crowd',
      title: JSON.stringify({ en: 'Crowd', zh: 'Crowd', ms: 'Crowd' }),
      starts_at: new Date(now.getTime() - 3_600_000),
      ends_at: new Date(now.getTime() + 86_400_000),
      answer_seconds: 120,
      eligible_places: QUIZ_CAMPAIGN.eligiblePlaces,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const week = await db
    .insertInto('quiz_weeks')
    .values({
      campaign_id: campaign.id,
      number: 1,
      starts_at: new Date(now.getTime() - 3_600_000),
      ends_at: new Date(now.getTime() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions = await db.selectFrom('quiz_questions').selectAll().where('week_id', '=', from).execute();
  await db
    .insertInto('quiz_questions')
    .values(
      questions.map((q) => ({
        week_id: week.id,
        position: q.position,
        prompt: JSON.stringify(q.prompt),
        choices: JSON.stringify(q.choices),
        correct: q.correct,
      })),
    )
    .execute();
  return week.id;
}

/** The right choice of a question as this play shows it: the bench reads what no player can. */
async function rightShown(db: Kysely<Database>, playId: number, position: number): Promise<number> {
  const entry = await db.selectFrom('quiz_entries').select(['week_id', 'choice_orders']).where('id', '=', playId).executeTakeFirstOrThrow();
  const q = await db
    .selectFrom('quiz_questions')
    .select('correct')
    .where('week_id', '=', entry.week_id)
    .where('position', '=', position)
    .executeTakeFirstOrThrow();
  return (entry.choice_orders[position - 1] ?? []).indexOf(q.correct);
}

// A declaration, not a const: the bench's top-level await runs before the module's later consts are set.
async function crowdCall<T>(app: BenchApp, token: string, path: string, body: unknown): Promise<T> {
  return okJson<T>(`POST ${path} (crowd set-up)`, await app.api.sealed(path, body, token));
}

/** Start the play and answer questions 1-4 right: the play's id. */
async function toFourRight(app: BenchApp, token: string, weekId: number): Promise<number> {
  const { id: playId } = await crowdCall<QuizPlay>(app, token, QUIZ_API.play, { weekId, idempotencyKey: randomUUID() });
  for (let position = 1; position < FIVE; position++) {
    await crowdCall(app, token, QUIZ_API.question, { playId, position });
    await crowdCall(app, token, QUIZ_API.answer, { playId, position, choice: await rightShown(app.db, playId, position) });
  }
  return playId;
}

/** Ask the fifth question (its 2 minutes start now): what the player's fifth answer will send. */
async function askFifth(app: BenchApp, token: string, playId: number): Promise<BurstOrder['answers'][number]> {
  await crowdCall(app, token, QUIZ_API.question, { playId, position: FIVE });
  return { token, body: { playId, position: FIVE, choice: await rightShown(app.db, playId, FIVE) } };
}

function fireBurst(order: BurstOrder): Promise<BurstReply[]> {
  return new Promise((resolve, reject) => {
    const child = fork(burstModule, [], { execArgv: ['--import', 'tsx'] });
    let replies: BurstReply[] | undefined;
    child.once('message', (message) => {
      replies = message as BurstReply[];
    });
    child.once('error', reject);
    child.once('exit', (code) => (replies ? resolve(replies) : reject(new Error(`burst process exited ${code} without a result`))));
    child.send(order);
  });
}

async function quizBench(dataDir: string): Promise<Figures> {
  const app = await startApp(env, QUIZ_DB, dataDir);
  try {
    const weekId = await demoWeek(app.db, new Date());
    const order = (seconds: number, tokens: string[], rampS = 0): QuizLoopOrder => ({
      base: app.base,
      clients: CLIENTS,
      seconds,
      tokens,
      rampS,
      weekId,
    });
    const warmup = await forkClients(clients, order(WARMUP, await makePlayers(app, CLIENTS * 4)));
    const mean = (call: string) => summarize(warmup.latencies[call] ?? []).avg / 1000;
    const playS = mean('start') + FIVE * (mean('question') + mean('answer'));
    const rampS = Number.isFinite(playS) ? Math.min(SECONDS, Math.max(1, Math.ceil(playS))) : WARMUP;
    const needed = Math.ceil((warmup.playersUsed / warmup.elapsedS) * (rampS + SECONDS) * POOL_MARGIN) + CLIENTS;
    console.log(
      `warm-up: ${warmup.elapsedS.toFixed(1)} s, ${warmup.playersUsed} players, a play about ${playS.toFixed(2)} s; making ${needed} fresh players, ramp ${rampS} s`,
    );
    const { result, serverCpuS, load } = await measure(clients, order(SECONDS, await makePlayers(app, needed), rampS));
    const { n: settled } = await app.db
      .selectFrom('quiz_entries')
      .select((eb) => eb.fn.count<number>('finished_at').as('n'))
      .executeTakeFirstOrThrow();

    console.log(`crowd: making ${CROWD} players and bringing each to the fifth question...`);
    const setupStarted = performance.now();
    const crowd = await crowdWeek(app.db, weekId, new Date());
    const tokens = await makePlayers(app, CROWD);
    const plays = await mapLimit(tokens, SETUP_CONCURRENCY, (token) => toFourRight(app, token, crowd));
    // The fifth questions last, all within their answer time when the burst goes.
    const answers = await mapLimit(
      tokens.map((token, i) => ({ token, playId: plays[i] ?? 0 })),
      SETUP_CONCURRENCY,
      (p) => askFifth(app, p.token, p.playId),
    );
    const burstSetupS = (performance.now() - setupStarted) / 1000;
    const burst = await fireBurst({ base: app.base, answers });
    const places = await app.db
      .selectFrom('quiz_entries')
      .select((eb) => [eb.fn.count<number>('place').as('n'), eb.fn.max('place').as('max')])
      .where('week_id', '=', crowd)
      .executeTakeFirstOrThrow();
    return {
      result,
      warmup,
      rampS,
      serverCpuS,
      load,
      burst,
      burstSetupS,
      finished: { db: Number(settled), answered: warmup.sessions + result.rampSessions + result.sessions },
      places: { n: Number(places.n), max: Number(places.max ?? 0) },
    };
  } finally {
    await app.close();
  }
}

/** Prints the figures; false on any error, a play the database does not hold, or a wrong count of places. */
function report({ result, warmup, rampS, serverCpuS, load, finished, burst, burstSetupS, places }: Figures): boolean {
  const s = result.elapsedS;
  const ms = (n: number) => n.toFixed(1);
  const rate = (n: number) => (n / s).toFixed(1);
  console.log('');
  printTable([
    ['', 'completed', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'avg ms'],
    ...CALLS.map((call) => {
      const l = summarize(result.latencies[call] ?? []);
      return [
        `${call} (POST ${QUIZ_API[call === 'start' ? 'play' : call]})`,
        String(l.count),
        rate(l.count),
        ms(l.p50),
        ms(l.p95),
        ms(l.p99),
        ms(l.max),
        ms(l.avg),
      ];
    }),
    [`plays finished (start, ${FIVE} questions, ${FIVE} answers)`, String(result.sessions), rate(result.sessions), '', '', '', '', ''],
  ]);
  const errors = [
    ...Object.entries(result.errors),
    ...Object.entries(warmup.errors).map(([label, n]) => [`${label} (warm-up)`, n] as const),
  ];
  console.log(
    `\n  ${CLIENTS} clients, measured ${s.toFixed(1)} s after a ${warmup.elapsedS.toFixed(1)} s warm-up run and a ${rampS} s ramp`,
  );
  console.log(`  errors: ${errors.length ? errors.map(([label, n]) => `${n} x ${label}`).join(', ') : '0'}`);
  const pct = (cpuS: number) => `${((100 * cpuS) / s).toFixed(0)}%`;
  console.log(
    `  CPU during the measurement: app process ${pct(serverCpuS)}, client process ${pct(result.cpuS)} of one core; load ${load.toFixed(2)} (1 min) at its end`,
  );
  const playsOk = finished.db >= finished.answered;
  console.log(
    `  check: ${finished.db} finished plays in the database, ${finished.answered} fifth answers answered 200 in full sessions${playsOk ? '' : '  MISMATCH'}`,
  );
  if (result.dry) console.log('  WARNING: the player pool ran dry; the measured time ends when the first client had no fresh player left');

  const ok200 = burst.filter((r) => r.status === 200);
  const eligible = burst.filter((r) => r.outcome === 'eligible');
  const full = burst.filter((r) => r.outcome === 'full');
  const placeList = eligible.map((r) => r.place ?? 0).sort((a, b) => a - b);
  const placesRight = placeList.length === QUIZ_CAMPAIGN.eligiblePlaces && placeList.every((p, i) => p === i + 1);
  const filledAt = Math.max(...eligible.map((r) => r.at));
  const arrivals = summarize(burst.map((r) => r.at));
  const failures = burst
    .filter((r) => r.status !== 200)
    .reduce<Record<string, number>>(
      (m, r) => ({ ...m, [`${r.status} ${r.message ?? ''}`]: (m[`${r.status} ${r.message ?? ''}`] ?? 0) + 1 }),
      {},
    );
  console.log(
    `\n  crowd: ${CROWD} players at their fifth question (set up in ${burstSetupS.toFixed(1)} s), every fifth answer sent at once:`,
  );
  printTable([
    ['', 'value'],
    ['answers 200', `${ok200.length} of ${burst.length}`],
    [
      'outcome eligible (places 1..50, distinct)',
      `${eligible.length}${placesRight ? ' (1..50, distinct)' : `  WRONG: ${placeList.join(',')}`}`,
    ],
    ['outcome full ("participants already full")', String(full.length)],
    ['places in the database (count, highest)', `${places.n}, ${places.max}`],
    ['50th place taken, ms after the burst began', ms(filledAt)],
    ['all 1,000 answered, ms after the burst began', ms(arrivals.max)],
    ['answer arrival p50 / p99 ms', `${ms(arrivals.p50)} / ${ms(arrivals.p99)}`],
  ]);
  console.log(
    `  errors: ${
      Object.keys(failures).length
        ? Object.entries(failures)
            .map(([k, n]) => `${n} x ${k}`)
            .join(', ')
        : '0'
    }`,
  );
  console.log(
    [
      '',
      'notes:',
      '  - latency is from writing the request to reading the last byte of the answer, over successful calls; the loops answer',
      '    the first choice shown, right about one time in three (a right answer credits its coin through the ledger at once).',
      `  - each fifth answer of the crowd takes the week's row lock while it counts and takes a place; the app's pg pool has 20`,
      `    connections; PostgreSQL, the app and both client processes share this machine's ${cpus().length} cores (load avg ${loadAvg()} now).`,
    ].join('\n'),
  );
  const crowdOk =
    ok200.length === CROWD &&
    placesRight &&
    full.length === CROWD - QUIZ_CAMPAIGN.eligiblePlaces &&
    places.n === QUIZ_CAMPAIGN.eligiblePlaces &&
    places.max === QUIZ_CAMPAIGN.eligiblePlaces;
  return errors.length === 0 && playsOk && crowdOk;
}
