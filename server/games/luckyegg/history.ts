// A player's eggs, newest first, with the table and proof the verifier needs.
import type { Kysely } from 'kysely';
import type { EggHistoryPage } from '../../../contract/games/luckyegg';
import type { Database } from '../../db/schema';
import { takePage } from '../../lib/keysetPage';
import { settledPage } from '../platform/rounds';
import { eggRound } from './play';

export const HISTORY_PAGE_SIZE = 20;

export async function eggHistory(db: Kysely<Database>, playerId: number, cursor: number | undefined): Promise<EggHistoryPage> {
  const { rows, nextCursor } = takePage(
    await settledPage(db, playerId, 'LUCKYEGG', { cursor, limit: HISTORY_PAGE_SIZE + 1 }),
    HISTORY_PAGE_SIZE,
  );
  // The payout is credited in the transaction that smashes the egg: every egg is paid.
  return {
    rows: rows.map((r) => ({ status: 'SUCCESS' as const, round: eggRound(r) })),
    nextCursor: nextCursor === null ? null : Number(nextCursor),
  };
}
