// Lucky egg's side of the fairness verifier (src/game/verifySeed.ts): each
// egg's float mapped through eggDraw, the mapping the server drew with, on
// the prize table the round recorded, compared with the prize it recorded.
// Only settled eggs (SUCCESS): a stake refused or pending drew nothing to check.
import type { EggHistoryRow } from '../../../contract/games/luckyegg';
import { eggDraw, LUCKY_EGG_FLOATS } from '../../../contract/games/luckyEggRules';
import { formatOdds } from '../../lib/format';
import type { RoundToVerify } from '../verifyRound';

export function eggRoundsToVerify(rows: readonly EggHistoryRow[]): RoundToVerify[] {
  return rows
    .filter((row) => row.status === 'SUCCESS')
    .map(({ round }) => ({
      game: 'lucky-egg',
      rowId: round.id,
      proof: round.proof,
      floats: LUCKY_EGG_FLOATS,
      check(floats) {
        const drawn = eggDraw(floats[0] ?? 0, round.table);
        const multiplier = round.table[drawn]?.multiplier;
        return {
          expected: multiplier === undefined ? '-' : formatOdds(multiplier),
          recorded: formatOdds(round.multiplier),
          ok: drawn === round.prize && multiplier === round.multiplier,
        };
      },
    }));
}
