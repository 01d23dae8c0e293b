// The roulette's side of the fairness verifier (src/game/verifySeed.ts): a
// spin's float mapped with the server's own mapping (quizRules.ts
// rouletteSlot) on the table the spin was drawn on, which the spin carries
// (an operator may have edited the prizes since), and compared with the slot
// recorded, which must hold the prize the spin paid.
import type { RouletteSpin } from '../../../../contract/games/quiz';
import { rouletteSlot } from '../../../../contract/games/rouletteRules';
import { QUIZ_ROULETTE, type RoundToVerify } from '../../verifyRound';

/** A slot as the verifier shows it: its place on the wheel, counted from 1. */
const slotText = (slot: number): string => (slot >= 0 ? `#${slot + 1}` : '—');

/** Where a float lands on a table; -1 for a table that cannot have drawn anything (not one weight per prize, no weight at all). */
function landing(float: number, table: RouletteSpin['table']): number {
  if (table.weights.length !== table.prizes.length) return -1;
  try {
    return rouletteSlot(float, table.weights);
  } catch {
    return -1;
  }
}

export function rouletteRoundsToVerify(spins: readonly RouletteSpin[]): RoundToVerify[] {
  return spins.map((spin) => ({
    game: QUIZ_ROULETTE,
    rowId: spin.roundId,
    proof: spin.proof,
    floats: 1,
    check(floats) {
      const expected = landing(floats[0] ?? 0, spin.table);
      return {
        expected: slotText(expected),
        recorded: slotText(spin.slot),
        ok: expected >= 0 && expected === spin.slot && spin.table.prizes[expected] === spin.prize.id,
      };
    },
  }));
}
