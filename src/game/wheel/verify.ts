// A wheel's side of the fairness verifier (src/game/verifySeed.ts): a spin's
// float mapped with the same math the server used (pickWeighted over the
// prize table's integer weights in wheel order, as server/games/prizeTable.ts
// slotFor does) and compared with the history row. Each round is mapped on
// the table it was drawn on (the row's `table`), not today's: an operator may
// have edited the table since. Only a row without one (an older server)
// falls back to the published table.
import type { SpinWheelSlug } from '../../../contract/constants';
import { pickWeighted } from '../../../contract/fairness';
import type { PrizeOdds } from '../../../contract/schemas/games';
import type { RoundTable, SpinHistoryRow } from '../../../contract/games/wheel';
import { formatNumber } from '../../lib/format';
import type { RoundToVerify } from '../verifyRound';

/**
 * The weights the server maps a float on. The published integer weight when
 * present (exact); else the probabilities, which only differ from it on a
 * float that lands exactly on a slot boundary.
 */
export function weightsOf(table: readonly PrizeOdds[]): { sorted: PrizeOdds[]; weights: number[] } {
  const sorted = [...table].sort((a, b) => a.index - b.index);
  const exact = sorted.every((o) => typeof o.weight === 'number');
  return { sorted, weights: sorted.map((o) => (exact ? (o.weight ?? 0) : o.probability)) };
}

/** The slot (table index) and credit one outcome float lands on. */
export function landing(float: number, table: readonly PrizeOdds[]): { slot: number; credit: number } {
  const { sorted, weights } = weightsOf(table);
  const hit = sorted[pickWeighted(float, weights)];
  if (!hit) throw new RangeError('empty prize table');
  return { slot: hit.index, credit: hit.creditRm };
}

/**
 * Where a float lands on the table one round was drawn on. Its credit is the
 * table's when the round recorded credits; else the recorded credit when the
 * slot matches (the round paid that slot's credit of the time), and today's
 * credit of that slot otherwise (a mismatch either way).
 */
export function landingOnRound(
  float: number,
  table: RoundTable,
  row: Pick<SpinHistoryRow, 'match' | 'credit'>,
  today: readonly PrizeOdds[],
): { slot: number; credit: number } {
  if (table.slots.length !== table.weights.length) throw new RangeError('a round table needs one weight per slot');
  const i = pickWeighted(float, table.weights);
  const slot = table.slots[i];
  if (slot === undefined) throw new RangeError('empty round table');
  const credit = table.credits?.[i] ?? (slot === row.match ? row.credit : (today.find((o) => o.index === slot)?.creditRm ?? Number.NaN));
  return { slot, credit };
}

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** A landing as the verifier shows it; a credit is unknown only for a mismatching slot of an old round missing from today's table. */
export const landingText = (s: { slot: number; credit: number }): string =>
  Number.isFinite(s.credit) ? `#${s.slot + 1} · RM${formatNumber(s.credit)}` : `#${s.slot + 1}`;

/** A wheel's spins as rounds for the verifier, each mapped on the table it was drawn on (today's published one for older rows). */
export function wheelRoundsToVerify(game: SpinWheelSlug, today: readonly PrizeOdds[], rows: readonly SpinHistoryRow[]): RoundToVerify[] {
  return rows.map((row) => ({
    game,
    rowId: row.id,
    proof: row.proof,
    floats: 1,
    check(floats) {
      const float = floats[0] ?? 0;
      const expected = row.table ? landingOnRound(float, row.table, row, today) : landing(float, today);
      const recorded = { slot: row.match, credit: row.credit };
      return {
        expected: landingText(expected),
        recorded: landingText(recorded),
        ok: expected.slot === recorded.slot && sameMoney(expected.credit, recorded.credit),
      };
    },
  }));
}
