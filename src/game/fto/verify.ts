// Find The Odd's side of the fairness verifier (src/game/verifySeed.ts): a
// finished play's floats mapped through ftoDraw, the mapping the server dealt
// with, on the picture sets the play recorded, and compared with the deals
// the history says were made (set, odd card, difference of every round).
import type { FtoHistoryRow } from '../../../contract/games/fto';
import { FTO_FLOATS_PER_PLAY, FTO_ROUNDS, ftoDraw, type FtoDraw } from '../../../contract/games/ftoRules';
import type { RoundToVerify } from '../verifyRound';

/** The odd card of every round as the player saw the grid (1-based), e.g. "3 1 5 2 …". */
export const oddCardsText = (draws: readonly FtoDraw[]): string => draws.map((d) => d.odd + 1).join(' ');

const sameDraw = (a: FtoDraw | undefined, b: FtoDraw | undefined) =>
  a !== undefined && b !== undefined && a.set === b.set && a.odd === b.odd && a.difference === b.difference;

export function ftoRoundsToVerify(rows: readonly FtoHistoryRow[]): RoundToVerify[] {
  return rows.map((row) => ({
    game: 'fto',
    rowId: row.id,
    proof: row.proof,
    floats: FTO_FLOATS_PER_PLAY,
    check(floats) {
      const expected = Array.from({ length: FTO_ROUNDS }, (_, i) => ftoDraw(floats, i + 1, row.table));
      return {
        expected: oddCardsText(expected),
        recorded: oddCardsText(row.draws),
        ok: row.draws.length === FTO_ROUNDS && expected.every((d, i) => sameDraw(d, row.draws[i])),
      };
    },
  }));
}
