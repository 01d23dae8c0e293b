// Lucky egg (slug lucky-egg, key LUCKYEGG): the requests and answers of its
// calls; rules, sessions and the float mapping in ./luckyEggRules.ts. Client
// calls: src/api/calls/luckyegg.ts.
//
// GET status says whether a session is open, when it ends or the next one
// opens (with the server's clock, so the countdown holds whatever the
// phone's clock says), whether the player already took part in it, and the
// prize table. POST smash (in an open session, once): debits the bet, draws
// the prize, pays bet x multiplier, all in one transaction; a retry with the
// same key answers the same result.
import Type from 'typebox';
import { BigSerialId, IdempotencyKey } from '../schemas/common';
import { OutcomeProof } from '../schemas/fairness';
import { Coin } from '../schemas/refresh';
import { LUCKY_EGG_EGGS } from './luckyEggRules';
import { Bet, BetBounds } from './wager';

const DateTime = Type.String({ format: 'date-time' });
const Egg = Type.Integer({ minimum: 0, maximum: LUCKY_EGG_EGGS - 1 });

export const EggPrize = Type.Object({ multiplier: Type.Number({ minimum: 0 }), weight: Type.Integer({ minimum: 0 }) });
export type EggPrize = Type.Static<typeof EggPrize>;

export const EggSession = Type.Object({ startsAt: DateTime, endsAt: DateTime });
export type EggSession = Type.Static<typeof EggSession>;

/** One smashed egg: what was staked, picked, drawn and paid, and the proof and table it was drawn on. */
export const EggRound = Type.Object({
  id: BigSerialId,
  date: DateTime,
  bet: Bet,
  egg: Egg,
  /** index into `table` */
  prize: Type.Integer({ minimum: 0 }),
  multiplier: Type.Number(),
  payout: Type.Number(),
  session: EggSession,
  proof: OutcomeProof,
  table: Type.Array(EggPrize),
});
export type EggRound = Type.Static<typeof EggRound>;

/** GET games/lucky-egg/status */
export const EggStatus = Type.Object({
  bounds: BetBounds,
  maintenance: Type.Boolean(),
  serverNow: DateTime,
  /** the session open now, if any */
  session: Type.Union([EggSession, Type.Null()]),
  /** the next session to open */
  next: Type.Union([EggSession, Type.Null()]),
  /** every session of today (GMT+8), over ones included: the event screen's list (optional: older fixtures omit it) */
  today: Type.Optional(Type.Array(EggSession)),
  /** the player's egg in the open session, if they took part: "already participated" */
  played: Type.Union([EggRound, Type.Null()]),
  /** the prize table players draw on now, with its exact RTP */
  table: Type.Array(EggPrize),
  exactRtp: Type.Number(),
});
export type EggStatus = Type.Static<typeof EggStatus>;

/** POST games/lucky-egg/smash */
export const EggSmashBody = Type.Object({ bet: Bet, egg: Egg, idempotencyKey: IdempotencyKey });
export type EggSmashBody = Type.Static<typeof EggSmashBody>;

export const EggSmashAnswer = Type.Object({ round: EggRound, coin: Coin });
export type EggSmashAnswer = Type.Static<typeof EggSmashAnswer>;

export const EggHistoryRow = Type.Object({
  status: Type.Enum(['SUCCESS', 'PENDING', 'REJECTED'] as const),
  round: EggRound,
});
export type EggHistoryRow = Type.Static<typeof EggHistoryRow>;
export const EggHistoryPage = Type.Object({ rows: Type.Array(EggHistoryRow), nextCursor: Type.Union([Type.Integer(), Type.Null()]) });
export type EggHistoryPage = Type.Static<typeof EggHistoryPage>;
