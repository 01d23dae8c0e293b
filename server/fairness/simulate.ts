// RTP simulation through the real outcome path: the same HMAC floats
// (floatsSync = floats without promises) and the game's own pure payout
// function, so a simulated round is a real round minus the database. Used by
// `npm run rtp` (bench/rtp.ts) with 10^7 rounds and by tests with fewer.
import { floatsSync } from './rng';

export interface SimulatedGame {
  name: string;
  declaredRtp: number;
  declaredMaxOdds: number;
  /** outcome floats one round consumes */
  floatsPerRound: number;
  /** the payout, as a multiple of the stake, of one round's floats: the game service's own mapping */
  payout(floats: readonly number[]): number;
  /** RTP computed exactly from the game's table, when it has one */
  exactRtp?: number;
}

export interface SimulationResult {
  name: string;
  rounds: number;
  rtp: number;
  /** 99% confidence interval of the simulated RTP (normal approximation; rounds are in the millions) */
  ci99: [number, number];
  maxOddsSeen: number;
  /** the declared RTP lies inside the interval */
  declaredInside: boolean;
  roundsPerSecond: number;
}

/** z of a two-sided 99% interval */
export const Z99 = 2.5758293035489;

export function simulate(
  game: SimulatedGame,
  opts: { rounds: number; serverSeed: string; clientSeed: string; clock?: () => number },
): SimulationResult {
  const clock = opts.clock ?? (() => performance.now());
  let sum = 0;
  let sumSq = 0;
  let maxOdds = 0;
  const started = clock();
  for (let nonce = 0; nonce < opts.rounds; nonce++) {
    const x = game.payout(floatsSync(opts.serverSeed, opts.clientSeed, nonce, game.floatsPerRound));
    sum += x;
    sumSq += x * x;
    if (x > maxOdds) maxOdds = x;
  }
  const elapsed = Math.max(clock() - started, 1e-6);
  const n = opts.rounds;
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const half = Z99 * Math.sqrt(variance / n);
  const ci99: [number, number] = [mean - half, mean + half];
  return {
    name: game.name,
    rounds: n,
    rtp: mean,
    ci99,
    maxOddsSeen: maxOdds,
    declaredInside: game.declaredRtp >= ci99[0] && game.declaredRtp <= ci99[1],
    roundsPerSecond: n / (elapsed / 1000),
  };
}

/** Chi-square statistic of floats in equal bins: the uniformity check of the outcome numbers. */
export function chiSquare(floats: Iterable<number>, bins: number): number {
  const counts = new Array<number>(bins).fill(0);
  let n = 0;
  for (const f of floats) {
    const i = Math.min(bins - 1, Math.floor(f * bins));
    counts[i] = (counts[i] ?? 0) + 1;
    n++;
  }
  const expected = n / bins;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}
