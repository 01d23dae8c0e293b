// Coins leaving the club: redemptions, account verification by screen
// recording, the transaction history and the operator calls behind them.
import Type from 'typebox';
import { REDEEM_STATUSES, TRANSACTION_TYPES } from '../constants';
import { IdempotencyKey } from './common';
import { Coin, RedeemableBonus } from './refresh';

export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A verification video as reviewed by an operator. */
export const VIDEO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Where the player stands: 'none' has never uploaded, 'rejected' is asked to upload again. */
export const VERIFICATION_STATUSES = ['none', 'pending', 'rejected', 'verified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Kept across retries of one redeem; letters, digits, '-' and '_' (a UUID fits). */

/** The rate as the operator set it in the database: `coins` coins claim `creditRm` RM. */
export const RedeemRate = Type.Object({ coins: Type.Number(), creditRm: Type.Number() });
export type RedeemRate = Type.Static<typeof RedeemRate>;

export const RedeemBody = Type.Object({
  /** a multiple of the rate's coins */
  coins: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  idempotencyKey: IdempotencyKey,
});
export type RedeemBody = Type.Static<typeof RedeemBody>;

/**
 * What holds a credit the club promised by a time (issue 26): a redemption
 * waiting for the player's screen-recording verification or an operator's
 * check, or approved and on its way to the H5 account (retrying after a
 * failed attempt). null once it is credited, or when no credit is owed.
 */
export const CREDIT_HOLDS = ['verification', 'checking', 'sending', 'retrying'] as const;
export type CreditHold = (typeof CREDIT_HOLDS)[number];

/** A promised credit's clock: due by dueAt (requested + the promise), credited at creditedAt. */
export const CreditClock = Type.Object({
  dueAt: Type.String(),
  creditedAt: Nullable(Type.String()),
  hold: Nullable(Type.Enum(CREDIT_HOLDS)),
});
export type CreditClock = Type.Static<typeof CreditClock>;

export const Redemption = Type.Object({
  id: Type.Integer(),
  coins: Type.Number(),
  creditRm: Type.Number(),
  status: Type.Enum(REDEEM_STATUSES),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /** why an operator rejected it */
  reason: Nullable(Type.String()),
  /** the 24-hour promise: due by, credited at, and what holds it meanwhile */
  clock: CreditClock,
});
export type Redemption = Type.Static<typeof Redemption>;

/** POST redeem: the redemption and the wallet right after the hold. */
export const RedeemResponse = Type.Object({
  redemption: Redemption,
  coin: Coin,
  /** coins still spendable (total - pending) */
  available: Type.Number(),
});
export type RedeemResponse = Type.Static<typeof RedeemResponse>;

export const VerificationState = Type.Object({
  status: Type.Enum(VERIFICATION_STATUSES),
  /** when the newest video was uploaded */
  uploadedAt: Nullable(Type.String()),
});
export type VerificationState = Type.Static<typeof VerificationState>;

/** GET redeem/info: everything the redeem screen draws. */
export const RedeemInfo = Type.Object({
  rate: RedeemRate,
  coin: Coin,
  available: Type.Number(),
  verification: VerificationState,
  redeemableBonus: RedeemableBonus,
  /** the player's newest redemptions */
  redemptions: Type.Array(Redemption),
});
export type RedeemInfo = Type.Static<typeof RedeemInfo>;

export const VideoUploadResponse = Type.Object({ id: Type.Integer(), verification: VerificationState });
export type VideoUploadResponse = Type.Static<typeof VideoUploadResponse>;

/** A calendar day in Malaysia time (GMT+8), as a date input gives it. */
export const BusinessDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const TransactionQuery = Type.Object({
  type: Type.Optional(Type.Enum(TRANSACTION_TYPES)),
  /** first day included */
  from: Type.Optional(BusinessDate),
  /** last day included */
  to: Type.Optional(BusinessDate),
  cursor: Type.Optional(Type.String({ maxLength: 120 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type TransactionQuery = Type.Static<typeof TransactionQuery>;

export const TransactionRow = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(TRANSACTION_TYPES),
  /** signed coins */
  amount: Type.Number(),
  note: Nullable(Type.String()),
  createdAt: Type.String(),
  /** REDEEM rows: where their redemption stands */
  status: Nullable(Type.Enum(REDEEM_STATUSES)),
  /** REDEEM rows: their redemption's clock; spin rows: their prize's */
  clock: Nullable(CreditClock),
  /**
   * Spin rows only (the SPINWHEEL and SPINWHEELV2 filters, read from the spin
   * records, server/history/README.md): the prize in RM free credit paid to
   * the H5 account. Such a row moved no coins (amount 0). Absent on coin rows,
   * so a client that predates it keeps working.
   */
  creditRm: Type.Optional(Type.Number()),
});
export type TransactionRow = Type.Static<typeof TransactionRow>;

/** One page, newest first; nextCursor null on the last page. */
export const TransactionPage = Type.Object({ rows: Type.Array(TransactionRow), nextCursor: Nullable(Type.String()) });
export type TransactionPage = Type.Static<typeof TransactionPage>;

// Operator calls (the console of a later issue uses them as they are).

export const AdminRedemptionQuery = Type.Object({
  /** Pending: ordered by deadline (oldest first); any other or none: newest first */
  status: Type.Optional(Type.Enum(REDEEM_STATUSES)),
  /** players whose UID contains this (any case) */
  uid: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** only pending ones past the promise (created more than REDEEM.creditWithinHours ago) */
  overdue: Type.Optional(Type.Boolean()),
  cursor: Type.Optional(Type.String({ maxLength: 120 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminRedemptionQuery = Type.Static<typeof AdminRedemptionQuery>;

export const AdminRedemption = Type.Object({
  ...Redemption.properties,
  playerId: Type.Integer(),
  uid: Type.String(),
  fullName: Type.String(),
  /** approved ones: the H5 wallet reference, and whether the credit has landed */
  creditReference: Nullable(Type.String()),
  creditedAt: Nullable(Type.String()),
  creditError: Nullable(Type.String()),
  /** the promise to the player: createdAt + REDEEM.creditWithinHours */
  dueAt: Type.String(),
  /** approved by the automatic rule rather than an operator */
  autoApproved: Type.Boolean(),
});
export type AdminRedemption = Type.Static<typeof AdminRedemption>;
export const AdminRedemptionPage = Type.Object({ rows: Type.Array(AdminRedemption), nextCursor: Nullable(Type.String()) });
export type AdminRedemptionPage = Type.Static<typeof AdminRedemptionPage>;

export const RejectBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) });
export type RejectBody = Type.Static<typeof RejectBody>;

export const AdminVerificationQuery = Type.Object({
  status: Type.Optional(Type.Enum(VIDEO_STATUSES)),
  cursor: Type.Optional(Type.String({ maxLength: 120 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminVerificationQuery = Type.Static<typeof AdminVerificationQuery>;

export const AdminVerification = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  uid: Type.String(),
  fullName: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  status: Type.Enum(VIDEO_STATUSES),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});
export type AdminVerification = Type.Static<typeof AdminVerification>;
export const AdminVerificationPage = Type.Object({ rows: Type.Array(AdminVerification), nextCursor: Nullable(Type.String()) });
export type AdminVerificationPage = Type.Static<typeof AdminVerificationPage>;

/** POST admin/players/{uid}/adjust: signed coins with the operator's reason. */
export const AdjustBody = Type.Object({
  amount: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
  /** lets the console retry a timed-out adjustment without doubling it */
  idempotencyKey: Type.Optional(IdempotencyKey),
});
export type AdjustBody = Type.Static<typeof AdjustBody>;

export const AdjustResponse = Type.Object({ entryId: Type.Integer(), replayed: Type.Boolean(), coin: Coin });
export type AdjustResponse = Type.Static<typeof AdjustResponse>;
