// A player's redeem: one transaction inserts the redemption and holds its
// coins in the ledger. The (player, idempotency key) unique index is what
// makes a retry harmless: a second insert with the key does nothing, and the
// caller is given the answer the first request got.
import type { Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import type { RedeemRate, RedeemResponse } from '../../contract/schemas/wallet';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { afterHold, coinSummaryOf, holdForRedeem, inTransaction, InsufficientCoinsError, lockLedger, shortOfCoins } from '../ledger';
import { refuseWhenFull, type Rule } from '../throttle';
import { redemptionRef } from '../lib/redemptionRef';
import { creditFor, findByKey, insertRedemption, pendingRedemption, type RedemptionRow, type StoredAnswer } from './repo';
import { ledgerNote } from '../../contract/ledgerNotes';

export interface RedeemRequest {
  playerId: number;
  coins: number;
  idempotencyKey: string;
  rate: RedeemRate;
  now: Date;
}

export type RedeemOutcome = { answer: RedeemResponse; replayed: boolean };

/** The stored first answer of a key, or a 409 when the key came back with another amount. */
export function replayOf(row: RedemptionRow, coins: number): RedeemOutcome {
  if (row.coins !== coins) throw new AppError(409, MSG.invalidRequest, { typ: 'redeem' });
  return { answer: answerOf(row), replayed: true };
}

/** The answer stored with the row, completed with the row's id (unknown until its insert). */
function answerOf(row: RedemptionRow): RedeemResponse {
  // The answer is written in the same statement as the row, so a committed row has one.
  if (!isStoredAnswer(row.answer)) throw new Error(`redemption ${row.id} has no stored answer`);
  // Answers stored before the clock was part of them get the one the redeem would have given.
  const clock = row.answer.redemption.clock ?? pendingRedemption({ coins: row.coins, creditRm: row.credit_rm, now: row.created_at }).clock;
  return { ...row.answer, redemption: { ...row.answer.redemption, id: row.id, clock } };
}

function isStoredAnswer(value: unknown): value is StoredAnswer {
  return typeof value === 'object' && value !== null && 'redemption' in value && 'coin' in value;
}

/**
 * Creates the redemption and its hold, or replays the key's first answer.
 * "Insufficient Balance" when the player plainly has too few coins;
 * "INSUFFICIENT COINS" when the ledger's own CHECK refuses the hold (a move
 * that slipped in between): either way nothing is written.
 *
 * The balance row is locked first, so one player's redeems run one after
 * another: the ledger (balance and moves) is read once under the lock and
 * the answer computed from it, and `throttle` (redeems per player in a
 * window) counts the redemptions committed before, in the statement that
 * writes the new one. A retry of a known key is answered before the throttle.
 */
export async function createRedemption(
  db: Kysely<Database>,
  req: RedeemRequest,
  throttle: Omit<Rule, 'key'> | null = null,
): Promise<RedeemOutcome> {
  const credit = creditFor(req.coins, req.rate);
  if (credit === null) throw new AppError(400, MSG.invalidRequest, { typ: 'coins' });
  let outcome: RedeemOutcome | 'conflict';
  try {
    outcome = await inTransaction(db, async (trx) => {
      // Coins past their date are not redeemable: lockLedger expires them first.
      const ledger = await lockLedger(trx, req.playerId, req.now);
      // The answer is stored with the row (a retry with the key gets it), so it is the ledger after the hold.
      const after = afterHold(ledger, req.coins);
      const answer: StoredAnswer = {
        redemption: pendingRedemption({ coins: req.coins, creditRm: credit, now: req.now }),
        coin: coinSummaryOf(after.balance, after.moves, req.now),
        available: after.balance.available,
      };
      const created = await insertRedemption(trx, {
        playerId: req.playerId,
        coins: req.coins,
        creditRm: credit,
        idempotencyKey: req.idempotencyKey,
        now: req.now,
        throttle,
        answer,
      });
      // The key's first request holds (or held) the row: its answer is read after this transaction.
      if (!created) return 'conflict' as const;
      if (throttle) refuseWhenFull(throttle, created.limitth, req.now, 'redeem');
      const { row } = created;
      if (ledger.balance.available < req.coins) throw new AppError(400, shortOfCoins(ledger.balance, req.coins, MSG.insufficientBalance));
      await holdForRedeem(
        trx,
        {
          playerId: req.playerId,
          amount: req.coins,
          ref: redemptionRef(row.id),
          idempotencyKey: `redeem:${row.id}`,
          note: ledgerNote('redeem'),
        },
        ledger,
      );
      return { answer: answerOf(row), replayed: false };
    });
  } catch (error) {
    if (error instanceof InsufficientCoinsError) throw new AppError(400, MSG.insufficientCoins);
    throw error;
  }
  if (outcome !== 'conflict') return outcome;
  const first = await findByKey(db, req.playerId, req.idempotencyKey);
  if (!first) throw new Error('redemption key conflicted but no row holds it');
  return replayOf(first, req.coins);
}
