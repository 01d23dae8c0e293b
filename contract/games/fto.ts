// Find The Odd (slug fto, key FTO, history type FINDTHEODD): the requests and
// answers of its calls. Its rules and the pure mapping from fairness floats
// to a round's deal are in ./ftoRules.ts (no schema library, so the games
// list's chunk stays small). Client calls: src/api/calls/fto.ts.
//
// A play is FTO_ROUNDS rounds. Each round the server deals a grid of cards
// (one PNG of the board: cards of one size, all one picture but the odd one); the
// player taps the odd card before the round's deadline; a right tap earns
// 1 coin, credited through the ledger once when the play ends. The odd card
// is revealed only in the answer to the tap.
import Type from 'typebox';
import { BigSerialId, IdempotencyKey } from '../schemas/common';
import { OutcomeProof } from '../schemas/fairness';
import { Coin } from '../schemas/refresh';
import { FTO_ROUNDS } from './ftoRules';

/** The picture sets a play was drawn on, kept with it so a later change of the art never breaks its verification. */
export const FtoTable = Type.Object({
  /** set ids in the order the floats index them */
  sets: Type.Array(Type.String()),
  /** how many differences each set offers (same order) */
  differences: Type.Array(Type.Integer({ minimum: 1 })),
});
export type FtoTable = Type.Static<typeof FtoTable>;

const Round = Type.Integer({ minimum: 1, maximum: FTO_ROUNDS });
const Card = Type.Integer({ minimum: 0, maximum: 63 });
const PlayId = BigSerialId;
const DateTime = Type.String({ format: 'date-time' });

/** A dealt round as the player sees it: nothing in it tells the odd card but the pictures. */
export const FtoDeal = Type.Object({
  round: Round,
  rounds: Type.Integer(),
  /**
   * One base64 PNG of the whole board: `count` cards of one size in grid order, `cols` a row (an empty
   * place of the last row is white). One file, so no file length can point to a card.
   */
  board: Type.String(),
  count: Type.Integer({ minimum: 2 }),
  cols: Type.Integer({ minimum: 1 }),
  limitMs: Type.Integer(),
  /** the server's deadline; with serverNow the client shows the time left whatever its own clock says */
  deadline: DateTime,
  serverNow: DateTime,
});
export type FtoDeal = Type.Static<typeof FtoDeal>;

export const FtoRoundResult = Type.Object({
  round: Round,
  /** the card tapped; null when the time ran out */
  picked: Type.Union([Type.Integer(), Type.Null()]),
  oddCard: Type.Integer(),
  correct: Type.Boolean(),
  timedOut: Type.Boolean(),
});
export type FtoRoundResult = Type.Static<typeof FtoRoundResult>;

export const FtoPlay = Type.Object({
  id: PlayId,
  startedAt: DateTime,
  /** the rounds answered so far, in order */
  results: Type.Array(FtoRoundResult),
  /** the round dealt and still open, if any */
  deal: Type.Union([FtoDeal, Type.Null()]),
  /** the round to deal next; null when the play is over */
  nextRound: Type.Union([Round, Type.Null()]),
  /** coins earned so far (credited when the play ends) */
  coins: Type.Number(),
  finished: Type.Boolean(),
  /** the fairness commitment the play was drawn under (its server seed is revealed when the player rotates) */
  proof: OutcomeProof,
});
export type FtoPlay = Type.Static<typeof FtoPlay>;

/** GET games/fto/status */
export const FtoStatus = Type.Object({
  /** free plays left today (GMT+8 business day) */
  rm: Type.Integer({ minimum: 0 }),
  playsPerDay: Type.Integer(),
  /** midnight GMT+8: when the next free play is given */
  nextPlayAt: DateTime,
  maintenance: Type.Boolean(),
  /** the unfinished play to continue, if any: a player never has two */
  play: Type.Union([FtoPlay, Type.Null()]),
});
export type FtoStatus = Type.Static<typeof FtoStatus>;

/** POST games/fto/play: today's play, or the unfinished one (a retry with the same key answers the same play). */
export const FtoStartBody = Type.Object({ idempotencyKey: IdempotencyKey });
export type FtoStartBody = Type.Static<typeof FtoStartBody>;

/** POST games/fto/deal: deal a round (again, while it is open: the same cards and deadline). */
export const FtoDealBody = Type.Object({ playId: PlayId, round: Round });
export type FtoDealBody = Type.Static<typeof FtoDealBody>;

/**
 * POST games/fto/answer: without a card, the time ran out on the player's
 * screen. Absent, not null (a null card is a 400).
 */
export const FtoAnswerBody = Type.Object({ playId: PlayId, round: Round, card: Type.Optional(Card) });
export type FtoAnswerBody = Type.Static<typeof FtoAnswerBody>;

export const FtoAnswer = Type.Object({
  result: FtoRoundResult,
  play: FtoPlay,
  /** the wallet after the play's coins were credited; only in the answer that ended the play */
  coin: Type.Optional(Coin),
});
export type FtoAnswer = Type.Static<typeof FtoAnswer>;

/** One finished play in the history (SPEC 3: date, status, reward, motion) with what the verifier needs. */
export const FtoHistoryRow = Type.Object({
  id: PlayId,
  date: DateTime,
  status: Type.Enum(['SUCCESS', 'PENDING', 'REJECTED'] as const),
  /** coins credited */
  reward: Type.Number(),
  /** how the result was celebrated: perfect (all rounds), win (some coins), none */
  motion: Type.Enum(['perfect', 'win', 'none'] as const),
  correct: Type.Integer(),
  rounds: Type.Integer(),
  proof: OutcomeProof,
  table: FtoTable,
  /** what each round was dealt on, for the verifier: revealed only once the play is over */
  draws: Type.Array(Type.Object({ set: Type.Integer(), odd: Type.Integer(), difference: Type.Integer() })),
});
export type FtoHistoryRow = Type.Static<typeof FtoHistoryRow>;
export const FtoHistoryPage = Type.Object({ rows: Type.Array(FtoHistoryRow), nextCursor: Type.Union([Type.Integer(), Type.Null()]) });
export type FtoHistoryPage = Type.Static<typeof FtoHistoryPage>;
