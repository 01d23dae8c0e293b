// The racing ambassador's weekly quiz and its lucky roulette: the player's
// calls (paths in ./quizRules.ts, client calls in src/api/calls/quiz.ts).
//
// A campaign runs in weeks (GMT+8). Each week a player plays once: five
// questions, asked one at a time, each with its own deadline on the server's
// clock. The choices come in an order shuffled per player; the right one is
// told only in the answer. Each right answer credits 1 coin at once (type
// QUIZ). Five right answers take one of the week's first places (50); the
// player in a place spins the lucky roulette once, drawn from their fairness
// seed. A physical prize (race tickets: 15 sets a week) waits for the club to
// reach its winner within 5 days, else it is forfeited.
import Type from 'typebox';
import { BigSerialId, IdempotencyKey, Localized, SerialId } from '../schemas/common';
import { OutcomeProof } from '../schemas/fairness';
import { Coin } from '../schemas/refresh';

// Ids of serial (int4) and bigserial tables, bounded like every id of the contract.
const Id = SerialId;
const BigId = BigSerialId;
const Position = Type.Integer({ minimum: 1, maximum: 5 });
const DateTime = Type.String({ format: 'date-time' });

export const QUIZ_PRIZE_KINDS = ['physical', 'coins', 'none'] as const;
export const QUIZ_AWARD_STATES = ['awaitingContact', 'contacted', 'shipped', 'forfeited', 'credited'] as const;
export type QuizAwardState = (typeof QUIZ_AWARD_STATES)[number];

/** One slot of the roulette as published: its chance is weight / total of the week's table. */
export const RoulettePrize = Type.Object({
  id: Id,
  /** place on the wheel, 0-based */
  index: Type.Integer({ minimum: 0 }),
  label: Localized,
  kind: Type.Enum(QUIZ_PRIZE_KINDS),
  /** coins credited when won (kind coins) */
  coins: Type.Number({ minimum: 0 }),
  weight: Type.Integer({ minimum: 0 }),
  /** weight / total while the prize is in stock */
  probability: Type.Number(),
  /** how many a week can win; null: no limit */
  weeklyStock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** left this week (the current week's count); null: no limit */
  left: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type RoulettePrize = Type.Static<typeof RoulettePrize>;

/** The table one spin was drawn on: slot = rouletteSlot(float, weights) (rouletteRules.ts). */
export const RouletteTable = Type.Object({
  prizes: Type.Array(Type.Integer()),
  weights: Type.Array(Type.Integer({ minimum: 0 })),
  coins: Type.Array(Type.Number({ minimum: 0 })),
});
export type RouletteTable = Type.Static<typeof RouletteTable>;

/** What a spin won and where it stands (a physical prize: contact, then shipping). */
export const QuizAward = Type.Object({
  id: BigId,
  weekId: Id,
  weekNumber: Type.Integer(),
  label: Localized,
  kind: Type.Enum(['physical', 'coins'] as const),
  coins: Type.Number(),
  state: Type.Enum(QUIZ_AWARD_STATES),
  /** a physical prize's winner must be reached by then, else it is forfeited */
  contactBy: Type.Union([DateTime, Type.Null()]),
  /**
   * a physical prize's last day to be mailed (GMT+8, YYYY-MM-DD: the day won
   * + 14 Malaysian working days, contract/workingDays.ts), the same day the
   * console tracks; null for coins and for a forfeited prize
   */
  mailBy: Type.Union([Type.String({ maxLength: 10 }), Type.Null()]),
  /** when the club marked it mailed (shipped), else null */
  mailedAt: Type.Union([DateTime, Type.Null()]),
  updatedAt: DateTime,
});
export type QuizAward = Type.Static<typeof QuizAward>;

export const RouletteSpin = Type.Object({
  roundId: BigId,
  weekId: Id,
  /** the slot the wheel stops on (index into the table's prizes) */
  slot: Type.Integer({ minimum: 0 }),
  prize: RoulettePrize,
  award: Type.Union([QuizAward, Type.Null()]),
  proof: OutcomeProof,
  table: RouletteTable,
  date: DateTime,
});
export type RouletteSpin = Type.Static<typeof RouletteSpin>;

export const QuizAnswerResult = Type.Object({
  position: Position,
  /** the choice tapped, as shown; null when the time ran out */
  picked: Type.Union([Type.Integer(), Type.Null()]),
  /** the right choice, as shown to this player */
  right: Type.Integer(),
  correct: Type.Boolean(),
  timedOut: Type.Boolean(),
});
export type QuizAnswerResult = Type.Static<typeof QuizAnswerResult>;

/** A question as the player sees it: the right choice is not in it. */
export const QuizQuestion = Type.Object({
  position: Position,
  questions: Type.Integer(),
  prompt: Localized,
  /** in this player's order */
  choices: Type.Array(Localized, { minItems: 3, maxItems: 4 }),
  limitMs: Type.Integer(),
  deadline: DateTime,
  serverNow: DateTime,
});
export type QuizQuestion = Type.Static<typeof QuizQuestion>;

/** Where the week's play ended: in a place (eligible), five right but the places were gone, or fewer than five. */
export const QUIZ_OUTCOMES = ['eligible', 'full', 'notQualified'] as const;

export const QuizPlay = Type.Object({
  id: BigId,
  weekId: Id,
  startedAt: DateTime,
  results: Type.Array(QuizAnswerResult),
  /** the question asked and still open, if any */
  question: Type.Union([QuizQuestion, Type.Null()]),
  /** the question to ask next; null when the play is over */
  nextPosition: Type.Union([Position, Type.Null()]),
  correct: Type.Integer(),
  finished: Type.Boolean(),
  outcome: Type.Union([Type.Enum(QUIZ_OUTCOMES), Type.Null()]),
  /** the week's place taken (1..50) */
  place: Type.Union([Type.Integer(), Type.Null()]),
  /** the week's roulette spin, once taken */
  spin: Type.Union([RouletteSpin, Type.Null()]),
});
export type QuizPlay = Type.Static<typeof QuizPlay>;

export const QUIZ_WEEK_STATES = ['open', 'played', 'ended', 'notStarted'] as const;
export type QuizWeekState = (typeof QUIZ_WEEK_STATES)[number];

export const QuizWeek = Type.Object({
  id: Id,
  number: Type.Integer(),
  startsAt: DateTime,
  endsAt: DateTime,
  /** played: the player's play of the week is over (open: not played yet or in progress) */
  state: Type.Enum(QUIZ_WEEK_STATES),
  questions: Type.Integer(),
  /** places taken so far of eligiblePlaces */
  placesTaken: Type.Integer(),
  /** the player's play of this week */
  play: Type.Union([QuizPlay, Type.Null()]),
});
export type QuizWeek = Type.Static<typeof QuizWeek>;

export const QuizCampaign = Type.Object({
  id: Id,
  slug: Type.String(),
  title: Localized,
  startsAt: DateTime,
  endsAt: DateTime,
  answerSeconds: Type.Integer(),
  eligiblePlaces: Type.Integer(),
  contactDays: Type.Integer(),
  /** the roulette's table as published, with the current week's stock */
  prizes: Type.Array(RoulettePrize),
});
export type QuizCampaign = Type.Static<typeof QuizCampaign>;

/** GET quiz/status: the campaign running now (else the next one, else null) and the player's weeks and prizes. */
export const QuizStatus = Type.Object({
  campaign: Type.Union([QuizCampaign, Type.Null()]),
  weeks: Type.Array(QuizWeek),
  /** questions the player may still be asked in the last 24 hours (SPEC 9: 10) */
  questionsLeft24h: Type.Integer({ minimum: 0 }),
  awards: Type.Array(QuizAward),
  serverNow: DateTime,
});
export type QuizStatus = Type.Static<typeof QuizStatus>;

/** GET quiz/overview (public): what a guest may see; every week's play is null and no week reads played. */
export const QuizOverview = Type.Object({
  campaign: Type.Union([QuizCampaign, Type.Null()]),
  weeks: Type.Array(QuizWeek),
  serverNow: DateTime,
});
export type QuizOverview = Type.Static<typeof QuizOverview>;

/** POST quiz/play: the week's play, started or resumed (a retry with the same key answers the same play). */
export const QuizPlayBody = Type.Object({ weekId: Id, idempotencyKey: IdempotencyKey });
export type QuizPlayBody = Type.Static<typeof QuizPlayBody>;

/** POST quiz/question */
export const QuizQuestionBody = Type.Object({ playId: BigId, position: Position });
export type QuizQuestionBody = Type.Static<typeof QuizQuestionBody>;

/**
 * POST quiz/answer: choice is the index as shown; absent when the time ran
 * out on the player's screen (absent, not null: the validator coerces types).
 */
export const QuizAnswerBody = Type.Object({
  playId: BigId,
  position: Position,
  choice: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
});
export type QuizAnswerBody = Type.Static<typeof QuizAnswerBody>;

export const QuizAnswer = Type.Object({
  result: QuizAnswerResult,
  play: QuizPlay,
  /** the wallet after a right answer's coin */
  coin: Type.Optional(Coin),
});
export type QuizAnswer = Type.Static<typeof QuizAnswer>;

/** POST quiz/roulette: the week's one spin (a retry with the same key answers the same spin). */
export const RouletteBody = Type.Object({ weekId: Id, idempotencyKey: IdempotencyKey });
export type RouletteBody = Type.Static<typeof RouletteBody>;

export const RouletteAnswer = Type.Object({
  spin: RouletteSpin,
  coin: Type.Optional(Coin),
});
export type RouletteAnswer = Type.Static<typeof RouletteAnswer>;

export const RouletteHistoryPage = Type.Object({ rows: Type.Array(RouletteSpin), nextCursor: Type.Union([Type.Integer(), Type.Null()]) });
export type RouletteHistoryPage = Type.Static<typeof RouletteHistoryPage>;
export const RouletteHistoryQuery = Type.Object({ cursor: Type.Optional(BigId) });
