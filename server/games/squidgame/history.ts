// A player's ended bridges, newest first, with the revealed bridge and proof
// the fairness verifier recomputes.
import type { Kysely } from 'kysely';
import type { SquidHistoryPage, SquidHistoryRow } from '../../../contract/games/squidgame';
import type { Database } from '../../db/schema';
import { takePage } from '../../lib/keysetPage';
import { settledPage, type RoundRow } from '../platform/rounds';
import { bridgeView } from './play';
import { multiplierOf, type SquidProgress } from './progress';

export const HISTORY_PAGE_SIZE = 20;

export function historyRow(row: RoundRow): SquidHistoryRow {
  return {
    id: row.id,
    date: (row.settled_at ?? row.updated_at).toISOString(),
    // The payout is credited in the transaction that ends the bridge: an ended bridge is always paid.
    status: 'SUCCESS',
    bet: row.bet,
    payout: row.payout,
    multiplier: multiplierOf(row.detail as SquidProgress),
    bridgeRow: bridgeView(row),
  };
}

export async function squidHistory(db: Kysely<Database>, playerId: number, cursor: number | undefined): Promise<SquidHistoryPage> {
  const { rows, nextCursor } = takePage(
    await settledPage(db, playerId, 'SQUIDGAME', { cursor, limit: HISTORY_PAGE_SIZE + 1 }),
    HISTORY_PAGE_SIZE,
  );
  return { rows: rows.map(historyRow), nextCursor: nextCursor === null ? null : Number(nextCursor) };
}
