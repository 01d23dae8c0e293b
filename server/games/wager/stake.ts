// The one path every stake and every payout of a wagering game takes (squid
// game, lucky egg, rock scissor paper). A game's service calls these inside
// the transaction that writes its round, after lockPlayerRounds, so the
// checks below are decided on committed data on any process:
//   1. system maintenance    the app's global gate (server/maintenance), before any route
//   2. game state            playableGame: unknown, game maintenance, in preparation, not started, ended
//   3. session               the game folder's playerSession hook
//   4. eligibility           the game's own round rules (one open bridge, one egg a session)
//   5. the player's limits   break, self-exclusion, daily and weekly stake limits (server/limits)
//   6. bet bounds            whole coins within the game's min_bet..max_bet (400 msg.invalidBet)
//   7. available coins       the ledger refuses to go below zero (400 msg.insufficientCoins)
// Steps 2-3 run in the game's routes (wagerRoutes.ts), 4 in the game's
// service, 5-7 here. The stake and the payout are ledger entries of the game's
// history type with keys derived from the round id, so a retried call can
// never move coins twice.
import type { Kysely } from 'kysely';
import { type GameSlug, type TransactionType } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { betProblem } from '../../../contract/games/wagerRules';
import { pointsForStake } from '../../../contract/loyalty/tiersRules';
import type { BetBounds } from '../../../contract/games/wager';
import type { Coin } from '../../../contract/schemas/refresh';
import { ledgerNote } from '../../../contract/ledgerNotes';
import { AppError } from '../../http/errors';
import { getCoinSummary, InsufficientCoinsError, postEntry, type LedgerTx } from '../../ledger';
import { assertStakeAllowed } from '../../limits/enforce';
import { awardPoints } from '../../loyalty/points/award';
import type { Database } from '../../db/schema';
import { findGame } from '../rows';
import type { GameRow } from '../platform/eligibility';
import { earnedCoinsExpireAt } from '../../loyalty/tiers/benefits';

/** A wagering game's row for its status call, whatever its state (the screen shows maintenance itself); 404 msg.invalidGame when the catalogue has no such row. */
export async function statusGame(db: Kysely<Database>, slug: GameSlug): Promise<GameRow> {
  return knownGame(await findGame(db, slug));
}

/** statusGame's check on a row already read. */
export function knownGame(row: GameRow | undefined): GameRow {
  if (!row) throw new AppError(404, MSG.invalidGame);
  return row;
}

/** The stake bounds the operator set for a game; a game without them takes no stakes yet. */
export function betBoundsOf(game: Pick<GameRow, 'min_bet' | 'max_bet'>): BetBounds {
  if (game.min_bet === null || game.max_bet === null) throw new AppError(409, MSG.gameInPreparation);
  return { min: game.min_bet, max: game.max_bet };
}

/** Steps 5 and 6, for a stake about to be placed (no coins move). */
export async function checkStake(trx: LedgerTx, input: { playerId: number; bet: number; bounds: BetBounds; now: Date }): Promise<void> {
  await assertStakeAllowed(trx, input.playerId, input.bet, input.now);
  if (betProblem(input.bet, input.bounds)) throw new AppError(400, MSG.invalidBet);
}

export interface Stake {
  playerId: number;
  historyType: TransactionType & ('SQUIDGAME' | 'LUCKYEGG' | 'ROCKPAPERSCISSORS');
  /** the round the stake belongs to (already inserted in this transaction) */
  roundId: number;
  bet: number;
  now: Date;
}

const ref = (s: Pick<Stake, 'roundId'>): string => `round:${s.roundId}`;

/** Step 7: debits the stake and awards its tier points; without enough coins the whole transaction is refused. */
export async function debitStake(trx: LedgerTx, stake: Stake): Promise<void> {
  try {
    await postEntry(trx, {
      playerId: stake.playerId,
      type: stake.historyType,
      amount: -stake.bet,
      idempotencyKey: `wager:${stake.roundId}:stake`,
      ref: ref(stake),
      note: ledgerNote('wagerStake'),
    });
  } catch (error) {
    if (error instanceof InsufficientCoinsError) throw new AppError(400, MSG.insufficientCoins);
    throw error;
  }
  await awardPoints(trx, {
    playerId: stake.playerId,
    source: 'stake',
    sourceId: String(stake.roundId),
    points: pointsForStake(stake.bet),
    now: stake.now,
  });
}

/** Credits a round's payout (once, whatever the retries), as earned coins expiring after the player's tier's days. */
export async function creditPayout(trx: LedgerTx, stake: Omit<Stake, 'bet'> & { payout: number }): Promise<void> {
  if (stake.payout <= 0) return;
  await postEntry(trx, {
    playerId: stake.playerId,
    type: stake.historyType,
    amount: stake.payout,
    idempotencyKey: `wager:${stake.roundId}:payout`,
    ref: ref(stake),
    note: ledgerNote('wagerPayout'),
    expiresAt: await earnedCoinsExpireAt(trx, stake.playerId, stake.now),
  });
}

/** The wallet after a move, for the answer (the screen updates its balance without another call). */
export const walletAfter = (trx: LedgerTx, playerId: number, now: Date): Promise<Coin> => getCoinSummary(trx, playerId, now);
