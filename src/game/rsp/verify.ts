// Rock scissor paper's side of the fairness verifier (src/game/verifySeed.ts):
// a match against the house, its floats mapped through rspHouseHands (the
// mapping the server drew the house's hands with before any move), compared
// with the hands the history revealed and with the house's hand in every
// round played. Matches between two players draw nothing: none to verify.
import type { RspHistoryRow } from '../../../contract/games/rsp';
import { RSP_FLOATS, rspHouseHands, type Hand } from '../../../contract/games/rspRules';
import type { RoundToVerify } from '../verifyRound';

const LETTER: Record<Hand, string> = { rock: 'R', scissor: 'S', paper: 'P' };

/** Hands as letters, round 1 first: "R P S …" (the same in every language). */
export const handsText = (hands: readonly Hand[]): string => hands.map((h) => LETTER[h]).join(' ');

export function rspRoundsToVerify(rows: readonly RspHistoryRow[]): RoundToVerify[] {
  return rows.flatMap((row) => {
    const { match, proof } = row;
    if (match.opponent !== 'house' || !proof || !match.houseHands) return [];
    const recorded = match.houseHands;
    return [
      {
        game: 'rock-scissor-paper',
        rowId: match.id,
        proof,
        floats: RSP_FLOATS,
        check(floats: readonly number[]) {
          const expected = rspHouseHands(floats).slice(0, recorded.length);
          const same = recorded.length > 0 && expected.every((h, i) => h === recorded[i]);
          // Every round shown to the player had the house's hand of that round.
          const played = match.rounds.every((r) => r.opponent === null || r.opponent === rspHouseHands(floats)[r.round - 1]);
          return { expected: handsText(expected), recorded: handsText(recorded), ok: same && played };
        },
      },
    ];
  });
}
