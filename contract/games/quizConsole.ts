// The operator console's side of the weekly quiz (paths in ./quizRules.ts,
// QUIZ_CONSOLE_API; server/games/quiz/operatorRoutes.ts). Content editors
// write campaigns, their weeks, each week's five questions and the lucky
// roulette's prize table; support follows the physical prizes' winners from
// contact to shipping. Every bound below is the database column's (migration
// 0013), so a bad input is refused here, never by a constraint.
import Type from 'typebox';
import { BigSerialId, Localized, SerialId } from '../schemas/common';
import { QUIZ_AWARD_STATES, QUIZ_PRIZE_KINDS, type QuizAwardState } from './quiz';

// Ids of serial (int4) and bigserial tables, bounded like every id of the contract.
const Id = SerialId;
const BigId = BigSerialId;
const DateTime = Type.String({ format: 'date-time', maxLength: 40 });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One text in each interface language, none blank (the server also refuses whitespace only). */
const Texts = (maxLength: number) =>
  Type.Object({
    en: Type.String({ minLength: 1, maxLength }),
    zh: Type.String({ minLength: 1, maxLength }),
    ms: Type.String({ minLength: 1, maxLength }),
  });

export const QUIZ_LIMITS = {
  answerSeconds: { min: 5, max: 120 },
  eligiblePlaces: { min: 1, max: 100_000 },
  weekNumber: { min: 1, max: 60 },
  choices: { min: 3, max: 4 },
  /** slots on the roulette */
  prizes: { min: 6, max: 12 },
  coins: { max: 1_000_000 },
  weight: { max: 1_000_000 },
  weeklyStock: { max: 100_000 },
  noteLength: 500,
} as const;

export const QuizCampaignInput = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  title: Texts(120),
  startsAt: DateTime,
  endsAt: DateTime,
  answerSeconds: Type.Integer({ minimum: QUIZ_LIMITS.answerSeconds.min, maximum: QUIZ_LIMITS.answerSeconds.max }),
  eligiblePlaces: Type.Integer({ minimum: QUIZ_LIMITS.eligiblePlaces.min, maximum: QUIZ_LIMITS.eligiblePlaces.max }),
});
export type QuizCampaignInput = Type.Static<typeof QuizCampaignInput>;

export const QuizWeekInput = Type.Object({
  number: Type.Integer({ minimum: QUIZ_LIMITS.weekNumber.min, maximum: QUIZ_LIMITS.weekNumber.max }),
  startsAt: DateTime,
  endsAt: DateTime,
});
export type QuizWeekInput = Type.Static<typeof QuizWeekInput>;

export const QuizQuestionInput = Type.Object({
  position: Type.Integer({ minimum: 1, maximum: 5 }),
  prompt: Texts(300),
  choices: Type.Array(Texts(120), { minItems: QUIZ_LIMITS.choices.min, maxItems: QUIZ_LIMITS.choices.max }),
  /** index of the right one in choices */
  correct: Type.Integer({ minimum: 0, maximum: QUIZ_LIMITS.choices.max - 1 }),
});
export type QuizQuestionInput = Type.Static<typeof QuizQuestionInput>;

/** PUT a week's questions: the whole set, one per position (a position left out is removed). */
export const QuizQuestionsBody = Type.Object({ questions: Type.Array(QuizQuestionInput, { maxItems: 5 }) });
export type QuizQuestionsBody = Type.Static<typeof QuizQuestionsBody>;

export const QuizPrizeInput = Type.Object({
  label: Texts(40),
  kind: Type.Enum(QUIZ_PRIZE_KINDS),
  /** what a coins slot pays (2 decimals); 0 for a physical prize or no prize */
  coins: Type.Number({ minimum: 0, maximum: QUIZ_LIMITS.coins.max }),
  weight: Type.Integer({ minimum: 0, maximum: QUIZ_LIMITS.weight.max }),
  /** how many a week can win; absent: no limit (absent, not null: the validator would coerce null to 0) */
  weeklyStock: Type.Optional(Type.Integer({ minimum: 0, maximum: QUIZ_LIMITS.weeklyStock.max })),
});
export type QuizPrizeInput = Type.Static<typeof QuizPrizeInput>;

/** PUT the campaign's roulette: the slots in wheel order, at least one with a positive weight. */
export const QuizPrizesBody = Type.Object({
  prizes: Type.Array(QuizPrizeInput, { minItems: QUIZ_LIMITS.prizes.min, maxItems: QUIZ_LIMITS.prizes.max }),
});
export type QuizPrizesBody = Type.Static<typeof QuizPrizesBody>;

export const AdminQuizQuestion = Type.Object({
  id: Id,
  position: Type.Integer(),
  prompt: Localized,
  choices: Type.Array(Localized),
  correct: Type.Integer(),
  /** players asked it so far: once asked, only its wording may change */
  asked: Type.Integer(),
});
export type AdminQuizQuestion = Type.Static<typeof AdminQuizQuestion>;

export const AdminQuizWeek = Type.Object({
  id: Id,
  number: Type.Integer(),
  startsAt: DateTime,
  endsAt: DateTime,
  /** players who started this week's play */
  plays: Type.Integer(),
  questions: Type.Array(AdminQuizQuestion),
});
export type AdminQuizWeek = Type.Static<typeof AdminQuizWeek>;

export const AdminQuizPrize = Type.Object({
  id: Id,
  position: Type.Integer(),
  label: Localized,
  kind: Type.Enum(QUIZ_PRIZE_KINDS),
  coins: Type.Number(),
  weight: Type.Integer(),
  weeklyStock: Nullable(Type.Integer()),
});
export type AdminQuizPrize = Type.Static<typeof AdminQuizPrize>;

export const AdminQuizCampaign = Type.Object({
  id: Id,
  slug: Type.String(),
  title: Localized,
  startsAt: DateTime,
  endsAt: DateTime,
  answerSeconds: Type.Integer(),
  eligiblePlaces: Type.Integer(),
  weeks: Type.Array(AdminQuizWeek),
  prizes: Type.Array(AdminQuizPrize),
});
export type AdminQuizCampaign = Type.Static<typeof AdminQuizCampaign>;
export const AdminQuizCampaignList = Type.Array(AdminQuizCampaign);

/**
 * Where the console may move a prize: awaitingContact -> contacted -> shipped,
 * or awaitingContact -> forfeited (the winner declined or cannot be reached;
 * the forfeit job does it by itself after the contact days). credited is the
 * coins prizes' own, at the spin.
 */
export const QUIZ_AWARD_OPERATOR_STATES = ['contacted', 'shipped', 'forfeited'] as const;
export type QuizAwardOperatorState = (typeof QUIZ_AWARD_OPERATOR_STATES)[number];

/** The moves the console offers from each state (the console's buttons; the server checks its own rule again). */
export const QUIZ_AWARD_MOVES: Readonly<Record<QuizAwardState, readonly QuizAwardOperatorState[]>> = {
  awaitingContact: ['contacted', 'forfeited'],
  contacted: ['shipped'],
  shipped: [],
  forfeited: [],
  credited: [],
};

export const QuizAwardQuery = Type.Object({
  state: Type.Optional(Type.Enum(QUIZ_AWARD_STATES)),
  campaignId: Type.Optional(Id),
  weekId: Type.Optional(Id),
  cursor: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type QuizAwardQuery = Type.Static<typeof QuizAwardQuery>;

/** A roulette win as the club's staff follow it: whom to reach (in full), by when, and where it stands. */
export const AdminQuizAward = Type.Object({
  id: BigId,
  uid: Type.String(),
  fullName: Type.String(),
  /** in full: the club calls the winner of a physical prize (null for coins, which need no contact) */
  phone: Nullable(Type.String()),
  campaignId: Id,
  weekId: Id,
  weekNumber: Type.Integer(),
  label: Localized,
  kind: Type.Enum(['physical', 'coins'] as const),
  coins: Type.Number(),
  state: Type.Enum(QUIZ_AWARD_STATES),
  /** a physical prize's winner must be reached by then, else the job forfeits it */
  contactBy: Nullable(DateTime),
  note: Nullable(Type.String()),
  wonAt: DateTime,
  updatedAt: DateTime,
  /** when it was marked mailed (shipped) */
  mailedAt: Nullable(DateTime),
  /** a physical prize's last day to be mailed (GMT+8, YYYY-MM-DD): the day won + 14 working days (contract/workingDays.ts); null for coins */
  mailBy: Nullable(Type.String({ maxLength: 10 })),
  /** not mailed by the end of mailBy, or mailed after it; never a forfeited prize */
  late: Type.Boolean(),
});
export type AdminQuizAward = Type.Static<typeof AdminQuizAward>;

/**
 * Awaiting contact: the most urgent (oldest) first; any other filter: newest
 * first. nextCursor is the id to pass as cursor.
 */
export const AdminQuizAwardPage = Type.Object({ rows: Type.Array(AdminQuizAward), nextCursor: Nullable(Type.String()) });
export type AdminQuizAwardPage = Type.Static<typeof AdminQuizAwardPage>;

export const QuizAwardStateBody = Type.Object({
  state: Type.Enum(QUIZ_AWARD_OPERATOR_STATES),
  /** e.g. the courier's tracking number; kept with the prize */
  note: Type.Optional(Type.String({ maxLength: QUIZ_LIMITS.noteLength })),
});
export type QuizAwardStateBody = Type.Static<typeof QuizAwardStateBody>;
