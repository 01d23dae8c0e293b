// A player's finished Find The Odd plays, newest first: SPEC 3's date,
// status, reward and motion, and what the fairness verifier needs to
// recompute every deal (the proof, the table, and the draws, which are
// revealed only now that the play is over).
import type { Kysely } from 'kysely';
import type { FtoHistoryPage, FtoHistoryRow, FtoTable } from '../../../contract/games/fto';
import { FTO_ROUNDS } from '../../../contract/games/ftoRules';
import type { Database } from '../../db/schema';
import { takePage } from '../../lib/keysetPage';
import { settledPage, type RoundRow } from '../platform/rounds';
import type { FtoProgress, FtoSecret } from './progress';

export const HISTORY_PAGE_SIZE = 20;

export function motionOf(correct: number): FtoHistoryRow['motion'] {
  if (correct >= FTO_ROUNDS) return 'perfect';
  return correct > 0 ? 'win' : 'none';
}

export function historyRow(row: RoundRow): FtoHistoryRow {
  const { results } = row.detail as FtoProgress;
  const correct = results.filter((r) => r.correct).length;
  if (!row.proof) throw new Error(`FTO round ${row.id} has no proof`);
  return {
    id: row.id,
    date: (row.settled_at ?? row.updated_at).toISOString(),
    // Coins are credited in the same transaction that ends the play: a finished play is always paid.
    status: 'SUCCESS',
    reward: row.payout,
    motion: motionOf(correct),
    correct,
    rounds: results.length,
    proof: row.proof,
    table: row.params as FtoTable,
    draws: (row.outcome as FtoSecret).draws,
  };
}

export async function ftoHistory(db: Kysely<Database>, playerId: number, cursor: number | undefined): Promise<FtoHistoryPage> {
  const { rows, nextCursor } = takePage(
    await settledPage(db, playerId, 'FTO', { cursor, limit: HISTORY_PAGE_SIZE + 1 }),
    HISTORY_PAGE_SIZE,
  );
  return { rows: rows.map(historyRow), nextCursor: nextCursor === null ? null : Number(nextCursor) };
}
