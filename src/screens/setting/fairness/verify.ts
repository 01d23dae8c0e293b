// The browser half of provable fairness: for a revealed server seed, recompute
// every spin it drew, with the same math the server used (contract/fairness.ts:
// HMAC-SHA256 floats, then pickWeighted over the prize table's integer
// weights in wheel order, as server/games/prizeTable.ts slotFor does), and
// compare with the history row. Each round is mapped on the table it was
// drawn on (the row's `table`), not today's: an operator may have edited the
// table since. Only a row without one (an older server) falls back to the
// published table. Nothing is trusted from the server but the seed, which
// must hash to the fingerprint shown before play, and the round's table.
import { floatsWith, pickWeighted, seedMatchesHash, type HmacSha256 } from '../../../../contract/fairness';
import type { RevealedSeed } from '../../../../contract/schemas/fairness';
import type { PrizeOdds, RoundTable, SpinHistoryRow } from '../../../../contract/schemas/games';

export interface RoundCheck {
  game: string;
  rowId: number;
  nonce: number;
  expected: { slot: number; credit: number };
  recorded: { slot: number; credit: number };
  ok: boolean;
}

export interface SeedCheck {
  hashOk: boolean;
  rounds: RoundCheck[];
}

/** A game's spins, and today's published table for rows that do not carry their own. */
export interface GameRounds {
  game: string;
  table: readonly PrizeOdds[];
  rows: readonly SpinHistoryRow[];
}

/**
 * The weights the server maps a float on. The published integer weight when
 * present (exact); else the probabilities, which only differ from it on a
 * float that lands exactly on a slot boundary.
 */
export function weightsOf(table: readonly PrizeOdds[]): { sorted: PrizeOdds[]; weights: number[] } {
  const sorted = [...table].sort((a, b) => a.index - b.index);
  const exact = sorted.every((o) => typeof o.weight === 'number');
  return { sorted, weights: sorted.map((o) => (exact ? o.weight ?? 0 : o.probability)) };
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
export function landingOnRound(float: number, table: RoundTable, row: Pick<SpinHistoryRow, 'match' | 'credit'>, today: readonly PrizeOdds[]): { slot: number; credit: number } {
  if (table.slots.length !== table.weights.length) throw new RangeError('a round table needs one weight per slot');
  const i = pickWeighted(float, table.weights);
  const slot = table.slots[i];
  if (slot === undefined) throw new RangeError('empty round table');
  const credit = table.credits?.[i] ?? (slot === row.match ? row.credit : today.find((o) => o.index === slot)?.creditRm ?? Number.NaN);
  return { slot, credit };
}

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

export async function verifySeed(seed: RevealedSeed, games: readonly GameRounds[], hmac: HmacSha256): Promise<SeedCheck> {
  const hashOk = await seedMatchesHash(seed.serverSeed, seed.serverSeedHash);
  const rounds: RoundCheck[] = [];
  for (const g of games) {
    for (const row of g.rows) {
      if (row.proof.serverSeedHash !== seed.serverSeedHash) continue;
      // The row's own client seed and nonce: the player may have changed the client seed mid-pair.
      const [float] = await floatsWith(hmac, seed.serverSeed, row.proof.clientSeed, row.proof.nonce, 1);
      const expected = row.table ? landingOnRound(float ?? 0, row.table, row, g.table) : landing(float ?? 0, g.table);
      const recorded = { slot: row.match, credit: row.credit };
      rounds.push({
        game: g.game, rowId: row.id, nonce: row.proof.nonce, expected, recorded,
        ok: hashOk && expected.slot === recorded.slot && sameMoney(expected.credit, recorded.credit),
      });
    }
  }
  rounds.sort((a, b) => a.nonce - b.nonce);
  return { hashOk, rounds };
}
