// GET admin/dashboard/series: the dashboard's charts, the last SERIES_DAYS
// GMT+8 days. Each series is one aggregate query grouped by day in SQL (the
// day index counted from the first GMT+8 midnight, so the grouping needs no
// time zone database); JavaScript only lays the <= 30 grouped rows on the days.
import { sql, type Kysely } from 'kysely';
import { GAME_RULES, REDEEM } from '../../contract/constants';
import { SERIES_DAYS, type DashboardSeries, type SeriesGame } from '../../contract/schemas/consoleDesk';
import type { Database } from '../db/schema';
import { startOfBusinessDay } from '../lib/businessDay';

const DAY_MS = 86_400_000;
const PROMISE = `${REDEEM.creditWithinHours} hours`;

/** The games players stake on, charted against their declared RTP (free plays have no stake to return). */
const STAKED: readonly { game: 'SPINWHEEL' | 'SPINWHEELV2' | 'SQUIDGAME' | 'LUCKYEGG' | 'ROCKSCISSORPAPER'; unit: 'RM' | 'coins' }[] = [
  { game: 'SPINWHEEL', unit: 'RM' },
  { game: 'SPINWHEELV2', unit: 'RM' },
  { game: 'SQUIDGAME', unit: 'coins' },
  { game: 'LUCKYEGG', unit: 'coins' },
  { game: 'ROCKSCISSORPAPER', unit: 'coins' },
];

interface DayRow {
  d: number;
  v: number;
}
interface GameDayRow {
  game: string;
  d: number;
  stakes: number;
  payouts: number;
}

export async function dashboardSeries(db: Kysely<Database>, now: Date): Promise<DashboardSeries> {
  const since = new Date(startOfBusinessDay(now).getTime() - (SERIES_DAYS - 1) * DAY_MS);
  /** The day (0 = the first) a timestamp falls on, GMT+8. */
  const day = (column: string) => sql<number>`floor(extract(epoch from (${sql.ref(column)} - ${since}::timestamptz)) / 86400)::int`;
  const inWindow = (column: string) =>
    sql<boolean>`${sql.ref(column)} >= ${since}::timestamptz AND ${sql.ref(column)} <= ${now}::timestamptz`;

  const [issued, redeemed, requested, credited, late, active, rounds, spins] = await Promise.all([
    sql<DayRow>`SELECT ${day('created_at')} AS d, sum(amount) AS v FROM coin_entries
      WHERE ${inWindow('created_at')} AND amount > 0 AND type <> 'REDEEMREJECT' GROUP BY 1`.execute(db),
    sql<DayRow>`SELECT ${day('decided_at')} AS d, sum(coins) AS v FROM redemptions
      WHERE status = 'Success' AND ${inWindow('decided_at')} GROUP BY 1`.execute(db),
    sql<DayRow>`SELECT ${day('created_at')} AS d, count(*) AS v FROM redemptions WHERE ${inWindow('created_at')} GROUP BY 1`.execute(db),
    sql<DayRow>`SELECT ${day('credited_at')} AS d, count(*) AS v FROM redemptions WHERE ${inWindow('credited_at')} GROUP BY 1`.execute(db),
    // Counted on the day the promise fell due: credited after it, decided otherwise after it, or still open past it.
    sql<DayRow>`SELECT ${day('due')} AS d, count(*) AS v FROM (
        SELECT created_at + ${PROMISE}::interval AS due,
          coalesce(credited_at, CASE WHEN status IN ('Rejected', 'Expired') THEN decided_at END, ${now}::timestamptz) AS settled
        FROM redemptions) r
      WHERE ${inWindow('due')} AND settled > due GROUP BY 1`.execute(db),
    sql<DayRow>`SELECT d, count(DISTINCT player_id) AS v FROM (
        SELECT player_id, ${day('started_at')} AS d FROM activity_sessions WHERE ${inWindow('started_at')}
        UNION ALL SELECT player_id, ${day('created_at')} AS d FROM coin_entries WHERE ${inWindow('created_at')}
      ) a GROUP BY d`.execute(db),
    sql<GameDayRow>`SELECT game, ${day('created_at')} AS d, sum(bet) AS stakes, sum(payout) AS payouts FROM game_rounds
      WHERE ${inWindow('created_at')} AND state = 'settled' GROUP BY 1, 2`.execute(db),
    sql<GameDayRow>`SELECT game, ${day('created_at')} AS d, sum(stake_rm) AS stakes, sum(credit_rm) AS payouts FROM spin_rounds
      WHERE ${inWindow('created_at')} GROUP BY 1, 2`.execute(db),
  ]);

  const perDay = (rows: readonly DayRow[]): number[] => {
    const out = new Array<number>(SERIES_DAYS).fill(0);
    for (const { d, v } of rows) if (d >= 0 && d < SERIES_DAYS) out[d] = Number(v);
    return out;
  };
  const gameRows = [...rounds.rows, ...spins.rows];
  const games: SeriesGame[] = STAKED.map(({ game, unit }) => {
    const mine = gameRows.filter((r) => r.game === game);
    return {
      game,
      unit,
      declaredRtp: GAME_RULES[game].rtp,
      stakes: perDay(mine.map((r) => ({ d: r.d, v: r.stakes }))),
      payouts: perDay(mine.map((r) => ({ d: r.d, v: r.payouts }))),
    };
  });
  return {
    at: now.toISOString(),
    days: Array.from({ length: SERIES_DAYS }, (_, i) => (since.getTime() + i * DAY_MS) / 1000),
    coins: { issued: perDay(issued.rows), redeemed: perDay(redeemed.rows) },
    redemptions: { requested: perDay(requested.rows), credited: perDay(credited.rows), late: perDay(late.rows) },
    activePlayers: perDay(active.rows),
    games,
  };
}
