// The browser half of provable fairness: for a revealed server seed, recompute
// every spin it drew, with the same math the server used (contract/fairness.ts:
// HMAC-SHA256 floats, then pickWeighted over the prize table's integer
// weights in wheel order, as server/games/prizeTable.ts slotFor does), and
// compare with the history row. Nothing is trusted from the server but the
// seed itself, which must hash to the fingerprint shown before play.
import { floatsWith, pickWeighted, seedMatchesHash, type HmacSha256 } from '../../../../contract/fairness';
import type { RevealedSeed } from '../../../../contract/schemas/fairness';
import type { PrizeOdds, SpinHistoryRow } from '../../../../contract/schemas/games';

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

/** A game's spins and the prize table they were drawn on. */
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

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

export async function verifySeed(seed: RevealedSeed, games: readonly GameRounds[], hmac: HmacSha256): Promise<SeedCheck> {
  const hashOk = await seedMatchesHash(seed.serverSeed, seed.serverSeedHash);
  const rounds: RoundCheck[] = [];
  for (const g of games) {
    for (const row of g.rows) {
      if (row.proof.serverSeedHash !== seed.serverSeedHash) continue;
      // The row's own client seed and nonce: the player may have changed the client seed mid-pair.
      const [float] = await floatsWith(hmac, seed.serverSeed, row.proof.clientSeed, row.proof.nonce, 1);
      const expected = landing(float ?? 0, g.table);
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
