// npm run bench:reminders — one pass of the reminders before coins expire
// (server/loyalty/reminders/job.ts) over 100,000 players with a batch due,
// on PostgreSQL, beside pgbench's TPC-B figure on the same server in the same
// run. Needs DATABASE_URL (the bench works in vip_bench_reminders and
// vip_bench_pgbench on it and drops them at the end) and pgbench on the PATH.
//   1. A migrated database; PLAYERS player rows, each with 20 ledger entries
//      of history (expired or never expiring: what the job must not read) and
//      one batch of 60 coins expiring in three days at 10:00 GMT+8.
//   2. The day's pass at 11:00 GMT+8 is timed and its statements counted:
//      every player gets the 3-day reminder (inbox and push, the local push
//      provider keeping nothing), once.
//   3. A second pass the same day: the watermark, one read.
//   4. pgbench -i -s 10 and a TPC-B run, one client, for BENCH_SECONDS.
// Players: BENCH_PLAYERS or --players N (default 100,000). Prints to stdout only.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { runExpiryReminders, type ReminderPass } from '../server/loyalty/reminders/job';
import { localPush } from '../server/providers/push';
import { localTelegram } from '../server/providers/telegram';
import { createRealtime } from '../server/realtime/hub';
import {
  BENCH_UID_PREFIX,
  PGBENCH_DB,
  benchEnv,
  insertPlayers,
  openDatabase,
  printSetup,
  printTable,
  runBench,
  statementCounter,
  tpcbReference,
  type TpcbResult,
} from './harness';

const REMINDERS_DB = 'vip_bench_reminders';
const HISTORY = 20;
const HOUR_MS = 3_600_000;
const env = benchEnv('bench:reminders', [REMINDERS_DB, PGBENCH_DB]);
const PLAYERS = env.count('--players', 'BENCH_PLAYERS', 100_000, 'players');

interface Pass {
  label: string;
  seconds: number;
  statements: number;
  pass: ReminderPass;
}

await printSetup(env, `${PLAYERS.toLocaleString('en-US')} players with a batch due; pgbench 1 client for ${env.seconds} s`);
await runBench(env, async (dataDir) => report(await reminderBench(dataDir), await tpcbReference(env, 1)));

/** 11:00 GMT+8 today: after the day's reminders may start. */
function passTime(): Date {
  const local = Date.now() + 8 * HOUR_MS;
  return new Date(local - (local % (24 * HOUR_MS)) + 11 * HOUR_MS - 8 * HOUR_MS);
}

async function reminderBench(dataDir: string): Promise<Pass[]> {
  const { db, close } = await openDatabase(env, REMINDERS_DB, dataDir);
  const counter = statementCounter();
  const counted = db.withPlugin(counter.plugin);
  const now = passTime();
  const due = new Date(now.getTime() + 3 * 24 * HOUR_MS - HOUR_MS); // 10:00 GMT+8 in three days
  const deps = {
    db: counted,
    realtime: createRealtime(),
    push: localPush({ file: null }),
    telegram: localTelegram({ file: null }),
    clock: () => now,
    log: (line: string) => console.error(line),
  };
  const run = async (label: string): Promise<Pass> => {
    counter.take();
    const started = performance.now();
    const pass = await runExpiryReminders(deps);
    return { label, seconds: (performance.now() - started) / 1000, statements: counter.take(), pass };
  };
  try {
    const setup = performance.now();
    await insertPlayers(db, PLAYERS);
    const bench = sql`p.uid LIKE ${`${BENCH_UID_PREFIX}%`}`;
    // History: expired batches (a year ago) and entries that never expire, all moved out already.
    await sql`INSERT INTO coin_entries (player_id, type, amount, expires_at, created_at)
      SELECT p.id, 'ADJUST', CASE WHEN g % 2 = 0 THEN 5 ELSE -5 END, CASE WHEN g % 4 = 0 THEN ${now}::timestamptz - interval '300 days' END,
        ${now}::timestamptz - interval '400 days' + g * interval '1 day'
      FROM players p CROSS JOIN generate_series(1, ${HISTORY}) g WHERE ${bench}`.execute(db);
    await sql`INSERT INTO coin_entries (player_id, type, amount, expires_at, created_at)
      SELECT p.id, 'ADJUST', 60, ${due}, ${now}::timestamptz - interval '87 days' FROM players p WHERE ${bench}`.execute(db);
    await sql`INSERT INTO coin_balances (player_id, available) SELECT p.id, 60 FROM players p WHERE ${bench}
      ON CONFLICT (player_id) DO UPDATE SET available = excluded.available`.execute(db);
    await sql`ANALYZE`.execute(db);
    console.log(
      `setup: ${((performance.now() - setup) / 1000).toFixed(1)} s (${(PLAYERS * (HISTORY + 1)).toLocaleString('en-US')} ledger entries)`,
    );
    return [await run("the day's pass"), await run('again the same day')];
  } finally {
    await close();
  }
}

function report(passes: readonly Pass[], tpcb: TpcbResult): boolean {
  console.log('');
  printTable([
    ['pass', 'claimed', 'sent', 'time', 'reminders/s', 'statements', 'per reminder'],
    ...passes.map((p) => [
      p.label,
      p.pass.claimed.toLocaleString('en-US'),
      p.pass.sent.toLocaleString('en-US'),
      `${p.seconds.toFixed(2)} s`,
      p.pass.sent ? Math.round(p.pass.sent / p.seconds).toLocaleString('en-US') : '-',
      String(p.statements),
      p.pass.sent ? (p.statements / p.pass.sent).toFixed(2) : '-',
    ]),
  ]);
  console.log(
    `\n  ${tpcb.label}: ${tpcb.tps.toFixed(1)} tps (5 statements each: ${(tpcb.tps * 5).toFixed(0)} statements/s), latency avg ${tpcb.latencyAvgMs.toFixed(2)} ms`,
  );
  const [first, again] = passes;
  // One pass reaches everyone; the second is the watermark's one read.
  return (first?.pass.sent ?? 0) >= PLAYERS && again?.pass.claimed === 0 && (again?.statements ?? 2) <= 1;
}
