// A player's ended matches, newest first, with the proof the verifier needs
// against the house (its hands are in the match view once it has ended).
import type { Kysely } from 'kysely';
import type { RspHistoryPage } from '../../../contract/games/rsp';
import type { Database } from '../../db/schema';
import { takePage } from '../../lib/keysetPage';
import { settledPage } from '../platform/rounds';
import * as rules from './match';
import { matchIn, sideOf } from './store';

export const HISTORY_PAGE_SIZE = 20;

export async function rspHistory(db: Kysely<Database>, playerId: number, cursor: number | undefined): Promise<RspHistoryPage> {
  const { rows, nextCursor } = takePage(
    await settledPage(db, playerId, 'ROCKSCISSORPAPER', { cursor, limit: HISTORY_PAGE_SIZE + 1 }),
    HISTORY_PAGE_SIZE,
  );
  const ids = rows.map((r) => (r.detail as { matchId: number }).matchId);
  const matches = ids.length ? await db.selectFrom('rsp_matches').selectAll().where('id', 'in', ids).execute() : [];
  return {
    rows: rows.flatMap((r) => {
      const match = matches.find((m) => m.id === (r.detail as { matchId: number }).matchId);
      if (!match) return [];
      const at = r.settled_at ?? r.updated_at;
      // Paid in the step that ended the match: an ended match is always paid.
      return [
        {
          status: 'SUCCESS' as const,
          date: at.toISOString(),
          match: rules.viewOf(matchIn(match), sideOf(match, playerId), at),
          proof: r.proof,
        },
      ];
    }),
    nextCursor: nextCursor === null ? null : Number(nextCursor),
  };
}
