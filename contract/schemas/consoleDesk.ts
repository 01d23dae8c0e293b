// The operator's desk (issue 26, item 16): the dashboard's 30-day series and
// the CSV exports of the console's tables. Its own file so the dashboard's
// figures (console.ts) and these evolve apart.
import Type from 'typebox';
import { REDEEM_STATUSES } from '../constants';
import { QuizAwardQuery } from '../games/quizConsole';
import { UnixSeconds } from './common';
import { VIDEO_STATUSES } from './wallet';

export const DESK_API = {
  series: 'admin/dashboard/series',
  /** one CSV per console table; `table` is one of EXPORT_TABLES */
  export: (table: string) => `admin/export/${table}.csv`,
} as const;

/** The days the charts cover: today (GMT+8) and the 29 before it. */
export const SERIES_DAYS = 30;

const PerDay = Type.Array(Type.Number(), { maxItems: SERIES_DAYS });

/** One staking game's stakes and payouts per day, in its unit (RM for the wheels' deposits, coins for the others). */
export const SeriesGame = Type.Object({
  game: Type.String(),
  unit: Type.Union([Type.Literal('RM'), Type.Literal('coins')]),
  declaredRtp: Type.Number(),
  stakes: PerDay,
  payouts: PerDay,
});
export type SeriesGame = Type.Static<typeof SeriesGame>;

/**
 * GET admin/dashboard/series: every array has one value per day of `days`
 * (each the unix seconds of a GMT+8 midnight, oldest first).
 */
export const DashboardSeries = Type.Object({
  at: Type.String(),
  days: Type.Array(UnixSeconds, { maxItems: SERIES_DAYS }),
  coins: Type.Object({
    /** coins credited to players that day (returned holds not counted) */
    issued: PerDay,
    /** coins of redemptions approved that day */
    redeemed: PerDay,
  }),
  redemptions: Type.Object({
    /** redemptions players asked for that day */
    requested: PerDay,
    /** redemptions credited to the H5 account that day */
    credited: PerDay,
    /** redemptions whose 24-hour promise fell due that day and was broken: credited later, or still not credited */
    late: PerDay,
  }),
  /** players who opened the app or whose coins moved that day */
  activePlayers: PerDay,
  games: Type.Array(SeriesGame),
});
export type DashboardSeries = Type.Static<typeof DashboardSeries>;

/** The console tables an operator can download as CSV, each with its table's own filters. */
export const EXPORT_TABLES = [
  'redemptions',
  'ledger',
  'audit',
  'verifications',
  'players',
  'quiz-winners',
  'missions',
  'egg-prizes',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export const RedemptionsExportQuery = Type.Object({
  status: Type.Optional(Type.Enum(REDEEM_STATUSES)),
  uid: Type.Optional(Type.String({ maxLength: 40 })),
});
/** A player's ledger: the player by UID (exact). */
export const LedgerExportQuery = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 40 }) });
export const VerificationsExportQuery = Type.Object({ status: Type.Optional(Type.Enum(VIDEO_STATUSES)) });
/** The players whose UID contains q (every player without one), as the players tab searches. */
export const PlayersExportQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 40 })) });
/** The quiz's winners with the winners view's filters (state, campaign, week), in its order. */
export const QuizWinnersExportQuery = Type.Omit(QuizAwardQuery, ['cursor', 'limit']);
