// RTP simulation through the real outcome path: the same HMAC floats
// (floatStream: floatsSync's numbers bit for bit, checked against it as it
// goes) and the game's own pure payout function, so a simulated round is a
// real round minus the database. Used by `npm run rtp` (bench/rtp.ts, whose
// workers each tally a range of nonces) with 10^7 rounds and by tests with fewer.
import { floatStream, playerChoices } from './floatStream';
import { floatsSync } from './rng';
import { emptyTally, type Tally } from './stats';

/** What a simulated round may ask beyond its first floats. */
export interface RoundContext {
  /**
   * The first `count` outcome floats of the round's nonce (the array passed
   * to payout, grown): for a game whose rounds seldom need them all, so the
   * HMACs of the rest are spent only on the rounds that do.
   */
  floats(count: number): readonly number[];
  /**
   * A simulated player's choice, a float in [0, 1): from a generator of the
   * simulation's own, seeded by the seeds and the nonce, so a choice never
   * reads the outcome floats (a player cannot see them) and a run repeats.
   */
  choice(): number;
}

export interface SimulatedGame {
  name: string;
  declaredRtp: number;
  declaredMaxOdds: number;
  /** outcome floats every round consumes (a round may ask for more through its RoundContext) */
  floatsPerRound: number;
  /** the payout, as a multiple of the stake, of one round's floats: the game service's own mapping */
  payout(floats: readonly number[], round: RoundContext): number;
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

/** floatStream is compared with floatsSync (node:crypto) at a range's first nonce and every this many after. */
const CROSS_CHECK_EVERY = 1 << 16;

/** The payouts of nonces [from, to) of one seed pair, summed (a worker's share of a run). */
export function tallyRange(game: SimulatedGame, opts: { serverSeed: string; clientSeed: string; from: number; to: number }): Tally {
  const stream = floatStream(opts.serverSeed, opts.clientSeed);
  const player = playerChoices(opts.serverSeed, opts.clientSeed);
  const t = emptyTally();
  let nonce = opts.from;
  const checked = (floats: readonly number[]): readonly number[] => {
    if (nonce === opts.from || nonce % CROSS_CHECK_EVERY === 0) {
      const real = floatsSync(opts.serverSeed, opts.clientSeed, nonce, floats.length);
      if (real.some((f, i) => f !== floats[i])) throw new Error(`floatStream differs from floatsSync at nonce ${nonce}`);
    }
    return floats;
  };
  const round: RoundContext = {
    floats: (count) => checked(stream.floats(nonce, Math.max(count, game.floatsPerRound))),
    choice: () => player.next(),
  };
  for (; nonce < opts.to; nonce++) {
    player.start(nonce);
    const x = game.payout(checked(stream.floats(nonce, game.floatsPerRound)), round);
    t.n++;
    t.sum += x;
    t.sumSq += x * x;
    if (x > t.max) t.max = x;
  }
  return t;
}

export function simulate(
  game: SimulatedGame,
  opts: { rounds: number; serverSeed: string; clientSeed: string; clock?: () => number },
): SimulationResult {
  const clock = opts.clock ?? (() => performance.now());
  const started = clock();
  const { n, sum, sumSq, max } = tallyRange(game, { ...opts, from: 0, to: opts.rounds });
  const elapsed = Math.max(clock() - started, 1e-6);
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const half = Z99 * Math.sqrt(variance / n);
  const ci99: [number, number] = [mean - half, mean + half];
  return {
    name: game.name,
    rounds: n,
    rtp: mean,
    ci99,
    maxOddsSeen: max,
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
