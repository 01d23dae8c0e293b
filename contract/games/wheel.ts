// The two spin wheels (spin-wheel, spinwheelv2): the player's standing, a
// spin and its answer, and the history with what the verifier needs. Their
// prize tables are published on the detail (PrizeOdds in ../schemas/games.ts).
import Type from 'typebox';
import { IdempotencyKey, UnixSeconds } from '../schemas/common';
import { OutcomeProof } from '../schemas/fairness';
import { PrizeOdds } from '../schemas/games';
import { CreditClock } from '../schemas/wallet';

/** GET games/:slug/status — the logged-in player's standing for a spin game. */
export const SpinStatus = Type.Object({
  /** spins the player may take now (unused chances, within today's limit) */
  rm: Type.Integer(),
  dailyLimit: Type.Integer(),
  usedToday: Type.Integer(),
  /** when the next spin becomes available (V2 countdown); null when one is available now or none is coming */
  nextSpinAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  verified: Type.Boolean(),
  maintenance: Type.Boolean(),
});
export type SpinStatus = Type.Static<typeof SpinStatus>;

/** POST games/:slug/spin — idempotent: a retry with the same key answers the first result. */
export const SpinBody = Type.Object({ idempotencyKey: IdempotencyKey });
export type SpinBody = Type.Static<typeof SpinBody>;

export const SpinResult = Type.Object({
  roundId: Type.Integer(),
  slot: PrizeOdds,
  /** credited to the H5 account through the provider (within 15 minutes; delayed ones within 24 hours) */
  /** REJECTED only when a replayed key finds a round an operator has since rejected */
  creditStatus: Type.Enum(['SUCCESS', 'PENDING', 'REJECTED'] as const),
  /** the prize's promise (SPEC 9: within REDEEM.spinCreditWithinMinutes): due = spun + 15 min, then when it was credited; null without a prize */
  clock: Type.Union([CreditClock, Type.Null()]),
  proof: OutcomeProof,
  status: SpinStatus,
});
export type SpinResult = Type.Static<typeof SpinResult>;

/**
 * The prize table one round was drawn on, as it was at that moment: the
 * round's slot is slots[pickWeighted(float, weights)]. The verifier uses it,
 * not today's table, so a round still verifies after an operator edits the
 * table.
 */
export const RoundTable = Type.Object({
  /** prize-table indices in wheel order */
  slots: Type.Array(Type.Integer()),
  /** the weight of each of those slots */
  weights: Type.Array(Type.Number({ minimum: 0 })),
  /** the credit (RM) of each of those slots; absent on rounds taken before it was recorded */
  credits: Type.Optional(Type.Array(Type.Number())),
});
export type RoundTable = Type.Static<typeof RoundTable>;

/** One row of spin history, with the columns of SPEC section 3. */
export const SpinHistoryRow = Type.Object({
  id: Type.Integer(),
  date: Type.String({ format: 'date-time' }),
  status: Type.Enum(['SUCCESS', 'PENDING', 'REJECTED'] as const),
  spin: Type.Integer(),
  credit: Type.Number(),
  match: Type.Integer(),
  reward: Type.String(),
  name: Type.String(),
  multiplier: Type.Number(),
  amount: Type.Number(),
  coinOut: Type.Number(),
  /** the prize's 15-minute clock, as on the spin's answer; null without a prize */
  clock: Type.Union([CreditClock, Type.Null()]),
  proof: OutcomeProof,
  /** added for the fairness verifier: the table this round was drawn on; optional for older readers */
  table: Type.Optional(RoundTable),
});
export type SpinHistoryRow = Type.Static<typeof SpinHistoryRow>;
export const SpinHistoryPage = Type.Object({ rows: Type.Array(SpinHistoryRow), nextCursor: Type.Union([Type.Integer(), Type.Null()]) });
export type SpinHistoryPage = Type.Static<typeof SpinHistoryPage>;

/** POST h5/deposit — reported by the H5 platform (HMAC-signed like h5/launch-token). */
export const DepositBody = Type.Object({
  uid: Type.String(),
  txId: Type.String({ minLength: 1, maxLength: 64 }),
  /** the h5_deposits column is numeric(14,2) */
  amountRm: Type.Number({ minimum: 0, maximum: 999_999_999_999.99 }),
  ts: UnixSeconds,
  /** added, optional: the wheel the deposit's spin is for (the H5 campaign decides); spin-wheel when omitted */
  game: Type.Optional(Type.Enum(['spin-wheel', 'spinwheelv2'] as const)),
});
export type DepositBody = Type.Static<typeof DepositBody>;
export const DepositResponse = Type.Object({ spinsGranted: Type.Integer(), duplicate: Type.Boolean() });
