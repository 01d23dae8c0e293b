// npm run bench:tiers — the VIP tier review (server/loyalty/tiers/review.ts)
// over 100,000 players on PostgreSQL, beside pgbench's TPC-B figure on the
// same server in the same run. Needs DATABASE_URL (the bench works in two
// throwaway databases on it, vip_bench_tiers and vip_bench_pgbench, and drops
// them at the end) and pgbench on the PATH.
//   1. A migrated database; PLAYERS player rows; the demo ladder (Pearl, Jade
//      from 1,000, Ruby from 5,000 points over 90 days); 30 days of daily
//      totals each (one player in 20 plays hard enough for Ruby); every
//      player marked for review, as after a day on which everyone played.
//   2. A full review (promotions) is timed and its statements counted.
//   3. The ledger grows: LEDGER_ROWS more tier_points rows. Everyone earns a
//      day's points and is marked again; the same review is timed again. Its
//      cost must not follow the ledger (it reads daily totals, never rows).
//   4. Every promoted player's period ends: the period-end review is timed.
//   5. pgbench -i -s 10 and a TPC-B run, one client, for BENCH_SECONDS.
// Players: BENCH_PLAYERS or --players N (default 100,000). Prints to stdout only.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { DEMO_LADDER } from '../server/db/seed/tiers';
import { runTierReview, REVIEW_PAGE, type ReviewPass } from '../server/loyalty/tiers/review';
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
import '../server/loyalty/points/tables';

const TIERS_DB = 'vip_bench_tiers';
const DAYS = 30;
const env = benchEnv('bench:tiers', [TIERS_DB, PGBENCH_DB]);
const PLAYERS = env.count('--players', 'BENCH_PLAYERS', 100_000, 'players');
const LEDGER_ROWS = 2_000_000;

interface Review {
  label: string;
  seconds: number;
  statements: number;
  pass: ReviewPass;
}

await printSetup(env, `${PLAYERS.toLocaleString('en-US')} players, pages of ${REVIEW_PAGE}; pgbench 1 client for ${env.seconds} s`);
await runBench(env, async (dataDir) => {
  const reviews = await tierBench(dataDir);
  return report(reviews, await tpcbReference(env, 1));
});

async function tierBench(dataDir: string): Promise<Review[]> {
  const { db, close } = await openDatabase(env, TIERS_DB, dataDir);
  const counter = statementCounter();
  const counted = db.withPlugin(counter.plugin);
  const now = new Date();
  const review = async (label: string): Promise<Review> => {
    counter.take();
    const started = performance.now();
    const pass = await runTierReview({ db: counted, realtime: createRealtime(), clock: () => now, pushInbox: () => undefined });
    return { label, seconds: (performance.now() - started) / 1000, statements: counter.take(), pass };
  };
  try {
    const setup = performance.now();
    await insertPlayers(db, PLAYERS);
    await db
      .insertInto('tier_ladders')
      .values({ ladder: JSON.stringify(DEMO_LADDER), effective_from: new Date(0), operator_id: null })
      .execute();
    await sql`INSERT INTO tier_point_days (player_id, day, points)
      SELECT p.id, (now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date - g,
        CASE WHEN p.id % 20 = 0 THEN 200 ELSE 1 + (random() * 60)::integer END
      FROM players p CROSS JOIN generate_series(0, ${DAYS - 1}) g WHERE p.uid LIKE ${`${BENCH_UID_PREFIX}%`}`.execute(db);
    await sql`INSERT INTO tier_players (player_id, dirty) SELECT id, true FROM players WHERE uid LIKE ${`${BENCH_UID_PREFIX}%`}`.execute(
      db,
    );
    await sql`ANALYZE`.execute(db);
    console.log(`setup: ${((performance.now() - setup) / 1000).toFixed(1)} s (${(PLAYERS * DAYS).toLocaleString('en-US')} daily totals)`);

    const first = await review('promotions, tier_points empty');
    await growLedger(db);
    await sql`UPDATE tier_point_days SET points = points + 5 WHERE day = (now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date`.execute(db);
    await sql`UPDATE tier_players SET dirty = true`.execute(db);
    const second = await review(`promotions, tier_points ${LEDGER_ROWS.toLocaleString('en-US')} rows`);
    await sql`UPDATE tier_players SET period_ends_at = ${new Date(now.getTime() - 1000)} WHERE tier > 0`.execute(db);
    const third = await review('period ends (kept or grace)');
    return [first, second, third];
  } finally {
    await close();
  }
}

/** tier_points rows for the bench players, spread over the last 90 days: history the review must not read. */
async function growLedger(db: Kysely<Database>): Promise<void> {
  const started = performance.now();
  await sql`INSERT INTO tier_points (player_id, source, source_id, points, idempotency_key, day, created_at)
    SELECT p.id, 'stake', 'b' || g, 1, 'points:stake:b' || g, (now() - (g % 90) * interval '1 day')::date, now() - (g % 90) * interval '1 day'
    FROM generate_series(1, ${LEDGER_ROWS}) g
    JOIN players p ON p.id = (SELECT min(id) FROM players WHERE uid LIKE ${`${BENCH_UID_PREFIX}%`}) + g % ${PLAYERS}`.execute(db);
  await sql`ANALYZE tier_points`.execute(db);
  console.log(
    `ledger grown by ${LEDGER_ROWS.toLocaleString('en-US')} tier_points rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function report(reviews: readonly Review[], tpcb: TpcbResult): boolean {
  console.log('');
  printTable([
    ['review', 'players', 'promoted', 'demoted', 'time', 'players/s', 'statements', 'per player'],
    ...reviews.map((r) => [
      r.label,
      r.pass.reviewed.toLocaleString('en-US'),
      String(r.pass.promoted),
      String(r.pass.demoted),
      `${r.seconds.toFixed(2)} s`,
      Math.round(r.pass.reviewed / r.seconds).toLocaleString('en-US'),
      String(r.statements),
      (r.statements / Math.max(1, r.pass.reviewed)).toFixed(4),
    ]),
  ]);
  console.log(
    `\n  ${tpcb.label}: ${tpcb.tps.toFixed(1)} tps (5 statements each: ${(tpcb.tps * 5).toFixed(0)} statements/s), latency avg ${tpcb.latencyAvgMs.toFixed(2)} ms`,
  );
  const [small, big] = reviews;
  const growth = small && big ? big.seconds / small.seconds : Number.NaN;
  console.log(`  the same review with ${LEDGER_ROWS.toLocaleString('en-US')} more ledger rows took ${growth.toFixed(2)}x the time`);
  // Both promotion reviews saw every player; the period ends saw those promoted.
  return reviews.slice(0, 2).every((r) => r.pass.reviewed >= PLAYERS) && (reviews[2]?.pass.reviewed ?? 0) > 0;
}
