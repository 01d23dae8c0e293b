// The lucky roulette as SimulatedGames (server/fairness/simulate.ts): each
// spin maps the HMAC float through rouletteSlot on the table as a week
// publishes it, the very call the spin makes. There is no stake, so the
// "payout" is coins per spin, and the table is its own declaration: the
// exact expected coins must lie inside the simulated interval. Two tables a
// week plays: every prize in stock, and the physical prizes gone (their
// weight 0). Used by `npm run rtp` (bench/rtp.ts) and tests/server/rtp.test.ts.
import { expectedCoins, rouletteSlot } from '../../../contract/games/rouletteRules';
import { Z99, type SimulatedGame } from '../../fairness/simulate';
import { publishTable, tableOf, type PrizeRow } from './rouletteTable';

export interface RouletteSimulation extends SimulatedGame {
  /** landings per slot (wheel order) over every payout() call so far */
  counts: number[];
  /** each slot's published chance */
  probabilities: number[];
  /** the slots of a physical prize (the ticket sets) */
  physical: boolean[];
  /** the exact chance of a physical prize per spin */
  exactPhysical: number;
}

function simulationOf(name: string, prizes: readonly PrizeRow[], won: ReadonlyMap<number, number>): RouletteSimulation {
  const published = publishTable(prizes, won);
  const table = tableOf(published);
  const counts = published.map(() => 0);
  const physical = published.map((p) => p.kind === 'physical');
  const exact = expectedCoins(table);
  return {
    name,
    declaredRtp: exact,
    declaredMaxOdds: Math.max(0, ...table.coins),
    floatsPerRound: 1,
    exactRtp: exact,
    counts,
    probabilities: published.map((p) => p.probability),
    physical,
    exactPhysical: published.reduce((sum, p, i) => sum + (physical[i] ? p.probability : 0), 0),
    payout(floats) {
      const slot = rouletteSlot(floats[0] ?? 0, table.weights);
      counts[slot] = (counts[slot] ?? 0) + 1;
      return table.coins[slot] ?? 0;
    },
  };
}

/** A campaign's table (wheel order) in stock, and with every prize of limited stock used up for the week. */
export function rouletteSimulations(name: string, prizes: readonly Omit<PrizeRow, 'id'>[]): RouletteSimulation[] {
  const rows = prizes.map((p, i) => ({ ...p, id: i + 1 }));
  const spent = new Map(rows.flatMap((p) => (p.weeklyStock === null ? [] : [[p.id, p.weeklyStock] as const])));
  return [simulationOf(name, rows, new Map()), simulationOf(`${name} (stock gone)`, rows, spent)];
}

/** The share of spins that landed on a physical prize, with its 99% interval (normal approximation). */
export function physicalShare(sim: RouletteSimulation): { share: number; ci99: [number, number] } {
  const n = sim.counts.reduce((s, c) => s + c, 0);
  const hits = sim.counts.reduce((s, c, i) => s + (sim.physical[i] ? c : 0), 0);
  const share = n > 0 ? hits / n : 0;
  const half = n > 0 ? Z99 * Math.sqrt((share * (1 - share)) / n) : 0;
  return { share, ci99: [share - half, share + half] };
}
