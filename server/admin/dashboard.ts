// GET admin/dashboard: the operator's first screen. Every figure is one
// aggregate in SQL (FILTER clauses split today from the 30 days), so the
// cost does not grow with the rows read back into JavaScript.
import { sql, type Kysely } from 'kysely';
import { GAME_RULES, REDEEM, type GameKey } from '../../contract/constants';
import type { Dashboard, DashboardGame, DashboardGamePeriod } from '../../contract/schemas/console';
import type { Database } from '../db/schema';
import { startOfBusinessDay } from '../lib/businessDay';
import { spinLateness } from './spinLateness';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Pending redemptions younger than this are "fresh"; older ones until the promise are "due soon". */
const DUE_SOON_HOURS = REDEEM.creditWithinHours / 2;
/** The dashboard's long period: today and the 29 business days before it. */
export const DASHBOARD_DAYS = 30;

/** Coins that reach players: every credit except a returned hold (REDEEMREJECT gives back coins issued before). */
const NOT_ISSUED = ['REDEEMREJECT'] as const;

interface GameSums {
  game: string;
  plays_today: number;
  stakes_today: number;
  payouts_today: number;
  plays_30: number;
  stakes_30: number;
  payouts_30: number;
}

const period = (plays: number, stakes: number, payouts: number): DashboardGamePeriod => ({
  plays: Number(plays),
  stakes: Number(stakes),
  payouts: Number(payouts),
  observedReturn: Number(stakes) > 0 ? Math.round((Number(payouts) / Number(stakes)) * 10_000) / 10_000 : null,
});

const isGameKey = (game: string): game is GameKey => game in GAME_RULES;

/** The free plays: nothing staked, coins paid. */
const FREE_PLAYS: readonly string[] = ['FTO', 'QUIZ'];

function toGame(row: GameSums, unit: 'RM' | 'coins'): DashboardGame {
  return {
    game: row.game,
    unit,
    staked: !FREE_PLAYS.includes(row.game),
    declaredRtp: isGameKey(row.game) ? GAME_RULES[row.game].rtp : null,
    today: period(row.plays_today, row.stakes_today, row.payouts_today),
    days30: period(row.plays_30, row.stakes_30, row.payouts_30),
  };
}

const empty = (game: string): GameSums => ({
  game,
  plays_today: 0,
  stakes_today: 0,
  payouts_today: 0,
  plays_30: 0,
  stakes_30: 0,
  payouts_30: 0,
});

/** The games always listed (the live ones), with zeros on a quiet day; others appear once they have rounds. */
const ALWAYS: readonly { game: string; unit: 'RM' | 'coins' }[] = [
  { game: 'SPINWHEEL', unit: 'RM' },
  { game: 'SPINWHEELV2', unit: 'RM' },
  { game: 'FTO', unit: 'coins' },
  { game: 'QUIZ', unit: 'coins' },
];

export async function dashboard(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  const today = startOfBusinessDay(now);
  const since = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  const overdueBefore = new Date(now.getTime() - REDEEM.creditWithinHours * HOUR_MS);
  const dueSoonBefore = new Date(now.getTime() - DUE_SOON_HOURS * HOUR_MS);

  const [spinPayouts, pending, players, issued, redeemed, wheels, rounds, quiz] = await Promise.all([
    spinLateness(db, now, since),
    sql<{ count: number; credit: number; fresh: number; due_soon: number; overdue: number; oldest: Date | null }>`
      SELECT count(*) AS count, coalesce(sum(credit_rm), 0) AS credit,
        count(*) FILTER (WHERE created_at >= ${dueSoonBefore}) AS fresh,
        count(*) FILTER (WHERE created_at < ${dueSoonBefore} AND created_at >= ${overdueBefore}) AS due_soon,
        count(*) FILTER (WHERE created_at < ${overdueBefore}) AS overdue,
        min(created_at) AS oldest
      FROM redemptions WHERE status = 'Pending'`.execute(db),
    sql<{ total: number; verified: number; new_today: number }>`
      SELECT count(*) AS total, count(*) FILTER (WHERE verified) AS verified, count(*) FILTER (WHERE created_at >= ${today}) AS new_today
      FROM players`.execute(db),
    sql<{ coins: number }>`
      SELECT coalesce(sum(amount), 0) AS coins FROM coin_entries
      WHERE created_at >= ${today} AND amount > 0 AND type NOT IN (${sql.join(NOT_ISSUED)})`.execute(db),
    sql<{ coins: number; credit: number }>`
      SELECT coalesce(sum(coins), 0) AS coins, coalesce(sum(credit_rm), 0) AS credit FROM redemptions
      WHERE status = 'Success' AND decided_at >= ${today}`.execute(db),
    // The wheels: an RM stake (the deposit a spin came with) and the RM credit it paid.
    sql<GameSums>`
      SELECT game,
        count(*) FILTER (WHERE created_at >= ${today}) AS plays_today,
        coalesce(sum(stake_rm) FILTER (WHERE created_at >= ${today}), 0) AS stakes_today,
        coalesce(sum(credit_rm) FILTER (WHERE created_at >= ${today}), 0) AS payouts_today,
        count(*) AS plays_30, coalesce(sum(stake_rm), 0) AS stakes_30, coalesce(sum(credit_rm), 0) AS payouts_30
      FROM spin_rounds WHERE created_at >= ${since} GROUP BY game`.execute(db),
    // The rounds store: coins staked and paid by settled rounds (the quiz's roulette is counted with the quiz below).
    sql<GameSums>`
      SELECT game,
        count(*) FILTER (WHERE created_at >= ${today}) AS plays_today,
        coalesce(sum(bet) FILTER (WHERE created_at >= ${today}), 0) AS stakes_today,
        coalesce(sum(payout) FILTER (WHERE created_at >= ${today}), 0) AS payouts_today,
        count(*) AS plays_30, coalesce(sum(bet), 0) AS stakes_30, coalesce(sum(payout), 0) AS payouts_30
      FROM game_rounds WHERE created_at >= ${since} AND state = 'settled' AND game <> 'QUIZROULETTE' GROUP BY game`.execute(db),
    // The quiz: plays are entries started; what it paid is its QUIZ coin entries (answers and the roulette's coin prizes).
    sql<GameSums>`
      SELECT 'QUIZ' AS game,
        (SELECT count(*) FROM quiz_entries WHERE started_at >= ${today}) AS plays_today, 0 AS stakes_today,
        (SELECT coalesce(sum(amount), 0) FROM coin_entries WHERE type = 'QUIZ' AND created_at >= ${today}) AS payouts_today,
        (SELECT count(*) FROM quiz_entries WHERE started_at >= ${since}) AS plays_30, 0 AS stakes_30,
        (SELECT coalesce(sum(amount), 0) FROM coin_entries WHERE type = 'QUIZ' AND created_at >= ${since}) AS payouts_30`.execute(db),
  ]);

  const p = pending.rows[0];
  const pl = players.rows[0];
  const found = new Map<string, GameSums>([...wheels.rows, ...rounds.rows, ...quiz.rows].map((row) => [row.game, row]));
  const games = [
    ...ALWAYS.map(({ game, unit }) => toGame(found.get(game) ?? empty(game), unit)),
    ...rounds.rows.filter((row) => !ALWAYS.some((a) => a.game === row.game)).map((row) => toGame(row, 'coins')),
  ];
  return {
    at: now.toISOString(),
    pending: {
      count: Number(p?.count ?? 0),
      creditRm: Number(p?.credit ?? 0),
      fresh: Number(p?.fresh ?? 0),
      dueSoon: Number(p?.due_soon ?? 0),
      overdue: Number(p?.overdue ?? 0),
      oldestAt: p?.oldest ? new Date(p.oldest).toISOString() : null,
    },
    players: { total: Number(pl?.total ?? 0), verified: Number(pl?.verified ?? 0), newToday: Number(pl?.new_today ?? 0) },
    coins: {
      issuedToday: Number(issued.rows[0]?.coins ?? 0),
      redeemedToday: Number(redeemed.rows[0]?.coins ?? 0),
      redeemedCreditRmToday: Number(redeemed.rows[0]?.credit ?? 0),
    },
    games,
    spinPayouts,
  };
}
