import { MSG, type MsgKey } from '../../contract/errors';

/** Base of every refusal the ledger makes on purpose (as opposed to a driver failure). */
export class LedgerError extends Error {
  /** The message key of contract/errors.ts a route answers with. */
  readonly messageKey: MsgKey;
  constructor(message: string, messageKey: MsgKey, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.messageKey = messageKey;
  }
}

/** A move would take the available balance below zero (the database CHECK refused it). */
export class InsufficientCoinsError extends LedgerError {
  constructor(
    readonly playerId: number,
    readonly amount: number,
    options?: { cause?: unknown },
  ) {
    super(`player ${playerId} has not enough available coins for ${amount}`, MSG.insufficientCoins, options);
  }
}

/** A release or settlement larger than what pending redemptions hold: a caller bug, not a player error. */
export class InvalidHoldError extends LedgerError {
  constructor(
    readonly playerId: number,
    readonly amount: number,
    options?: { cause?: unknown },
  ) {
    super(`player ${playerId} has no pending hold of ${amount} coins`, MSG.invalidRequest, options);
  }
}

/** SQLSTATE check_violation; pg and PGlite both surface it as `code` with the constraint name. */
const CHECK_VIOLATION = '23514';

/** The name of the CHECK constraint a database error reports, or null for any other error. */
export function violatedCheck(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== CHECK_VIOLATION) return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

/**
 * The refusal of a redemption or a stake the available coins do not cover:
 * when the balance the player sees (available + pending) would cover it, the
 * coins are there but held by a pending redemption, and the spec's "Balance is
 * not enough" says the balance is short, not the coins
 * (msg.balanceNotEnough); otherwise the player has too few: `otherwise`
 * (a redemption's msg.insufficientBalance, a stake's msg.insufficientCoins).
 */
export function shortOfCoins(balance: { available: number; pending: number }, amount: number, otherwise: MsgKey): MsgKey {
  return Number(balance.available) + Number(balance.pending) >= amount ? MSG.balanceNotEnough : otherwise;
}
