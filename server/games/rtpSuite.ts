// What `npm run rtp` checks, shared by bench/rtp.ts (10^7 rounds a game, its
// chunks spread over worker threads) and tests/server/rtp.test.ts (a short
// run in one thread): every game's simulations through its own outcome code,
// the checks each gives ("lines") and their verdicts. Statistical lines
// share a family-wise alpha (Bonferroni, ../fairness/stats.ts); exact checks
// (a table's RTP, a payout over the cap) pass or fail whatever the luck.
import { SEED_QUIZ_PRIZES } from '../db/seed/quiz';
import { seedPrizeTable } from '../db/seed/spinPrizes';
import { floatsSync } from '../fairness/rng';
import { chiSquare, tallyRange, type SimulatedGame } from '../fairness/simulate';
import { bonferroni, chiSquareCritical, chiSquarePValue, meanTest, mergeTallies, zCritical, type Tally } from '../fairness/stats';
import { platformGames } from './platform/registry';
import { rouletteSimulations, type RouletteSimulation } from './quiz/rouletteSimulation';
import { RTP_TOLERANCE } from './wheel/spinGames';
import { slotChiSquare, wheelSimulation, type WheelSimulation } from './wheel/simulation';

type Sim =
  | { kind: 'wheel'; sim: WheelSimulation }
  | { kind: 'platform'; sim: SimulatedGame }
  | { kind: 'roulette'; sim: RouletteSimulation };

export interface RtpJob {
  /** the simulation's name, unique: its client seed is `rtp-${name}` */
  name: string;
  /** the game it belongs to: a report groups, times and prints by game */
  game: string;
  /** a fresh simulation (its slot counts at zero) */
  make(): Promise<Sim>;
}

/** Every simulation of every built game, in report order. */
export async function rtpJobs(): Promise<RtpJob[]> {
  const jobs: RtpJob[] = (['SPINWHEEL', 'SPINWHEELV2'] as const).map((key) => {
    const name = key === 'SPINWHEEL' ? 'spin-wheel' : 'spinwheelv2';
    return { name, game: name, make: async () => ({ kind: 'wheel', sim: wheelSimulation(name, key, seedPrizeTable(key)) }) };
  });
  for (const game of platformGames()) {
    // The wheels' platform entries return no simulations: they are the wheel jobs above.
    (await game.simulations()).forEach((sim, i) => {
      jobs.push({
        name: sim.name,
        game: game.slug,
        make: async () => {
          const fresh = (await game.simulations())[i];
          if (!fresh) throw new Error(`${game.slug} lost simulation ${i}`);
          return { kind: 'platform', sim: fresh };
        },
      });
    });
  }
  rouletteSimulations('quiz roulette', SEED_QUIZ_PRIZES).forEach((sim, i) => {
    jobs.push({
      name: sim.name,
      game: 'quiz roulette',
      make: async () => {
        const fresh = rouletteSimulations('quiz roulette', SEED_QUIZ_PRIZES)[i];
        if (!fresh) throw new Error(`no roulette simulation ${i}`);
        return { kind: 'roulette', sim: fresh };
      },
    });
  });
  return jobs;
}

export interface ChunkResult {
  tally: Tally;
  /** slot landings, for the simulations that count them */
  counts: number[] | null;
}

/** Nonces [from, to) of one job: what a worker runs. */
export async function runChunk(job: RtpJob, serverSeed: string, from: number, to: number): Promise<ChunkResult> {
  const made = await job.make();
  const tally = tallyRange(made.sim, { serverSeed, clientSeed: `rtp-${job.name}`, from, to });
  return { tally, counts: made.kind === 'platform' ? null : [...made.sim.counts] };
}

export function mergeChunks(chunks: readonly ChunkResult[]): ChunkResult {
  const counts = chunks.map((c) => c.counts).filter((c): c is number[] => c !== null);
  return {
    tally: mergeTallies(chunks.map((c) => c.tally)),
    counts: counts.length === 0 ? null : counts.reduce((sum, c) => sum.map((x, i) => x + (c[i] ?? 0))),
  };
}

/** A line before the family's alpha is known. */
type Spec =
  | { label: string; kind: 'mean'; tally: Tally; expected: number }
  | { label: string; kind: 'chi-square'; stat: number; df: number }
  | { label: string; kind: 'exact'; measured: string; expected: string; pass: boolean };

export interface RtpLine {
  game: string;
  label: string;
  statistical: boolean;
  measured: string;
  expected: string;
  /** the Bonferroni-adjusted interval or critical value, or the exact rule */
  bound: string;
  pass: boolean;
}

const fmt = (x: number): string => (Math.abs(x) >= 100 ? x.toFixed(3) : x.toFixed(6));
const live = (probabilities: readonly number[]): number => probabilities.filter((p) => p > 0).length;

/** The statistical lines a job's result gives (known before it runs: the family's size). */
function specsOf(made: Sim, merged: ChunkResult): Spec[] {
  const { sim } = made;
  const expected = sim.exactRtp ?? sim.declaredRtp;
  const maxLine: Spec = {
    label: 'max payout',
    kind: 'exact',
    measured: `${+merged.tally.max.toFixed(4)}x`,
    expected: `<= ${sim.declaredMaxOdds}x declared`,
    pass: merged.tally.max <= sim.declaredMaxOdds,
  };
  const specs: Spec[] = [
    { label: made.kind === 'roulette' ? 'coins per spin' : 'return per play', kind: 'mean', tally: merged.tally, expected },
    maxLine,
  ];
  if (made.kind === 'platform') return specs;
  const counts = merged.counts ?? [];
  const df = live(made.sim.probabilities) - 1;
  if (df >= 1) specs.push({ label: 'slot frequencies', kind: 'chi-square', stat: slotChiSquare(counts, made.sim.probabilities), df });
  if (made.kind === 'wheel') {
    const exact = made.sim.exactRtp ?? Number.NaN;
    specs.push({
      label: 'table RTP vs declared',
      kind: 'exact',
      measured: fmt(exact),
      expected: `${fmt(sim.declaredRtp)} +- ${RTP_TOLERANCE}`,
      pass: Math.abs(exact - sim.declaredRtp) <= RTP_TOLERANCE,
    });
  } else {
    const hits = counts.reduce((s, c, i) => s + (made.sim.physical[i] ? c : 0), 0);
    const { exactPhysical } = made.sim;
    // With the tickets gone the chance is exactly 0: no luck in it, so an exact line.
    specs.push(
      exactPhysical === 0
        ? { label: 'ticket set chance', kind: 'exact', measured: String(hits), expected: '0 (none in stock)', pass: hits === 0 }
        : {
            label: 'ticket set chance',
            kind: 'mean',
            tally: { n: merged.tally.n, sum: hits, sumSq: hits, max: hits > 0 ? 1 : 0 },
            expected: exactPhysical,
          },
    );
  }
  return specs;
}

/** How many statistical lines a run of these jobs checks, the floats' uniformity included. */
export async function statisticalLineCount(jobs: readonly RtpJob[]): Promise<number> {
  const empty: ChunkResult = { tally: { n: 0, sum: 0, sumSq: 0, max: 0 }, counts: [] };
  let lines = 1;
  for (const job of jobs) lines += specsOf(await job.make(), empty).filter((s) => s.kind !== 'exact').length;
  return lines;
}

function judge(game: string, spec: Spec, alpha: number): RtpLine {
  if (spec.kind === 'exact')
    return {
      game,
      label: spec.label,
      statistical: false,
      measured: spec.measured,
      expected: spec.expected,
      bound: 'exact',
      pass: spec.pass,
    };
  if (spec.kind === 'chi-square') {
    const critical = chiSquareCritical(spec.df, alpha);
    return {
      game,
      label: `${spec.label} (chi-square, ${spec.df} df)`,
      statistical: true,
      measured: spec.stat.toFixed(2),
      expected: `${spec.df} (mean)`,
      bound: `< ${critical.toFixed(2)} (p ${chiSquarePValue(spec.stat, spec.df).toPrecision(3)})`,
      pass: chiSquarePValue(spec.stat, spec.df) >= alpha,
    };
  }
  const t = meanTest(spec.tally, spec.expected, alpha);
  return {
    game,
    label: spec.label,
    statistical: true,
    measured: fmt(t.mean),
    expected: fmt(spec.expected),
    bound: `[${fmt(t.interval[0])}, ${fmt(t.interval[1])}] (z ${t.z.toFixed(2)})`,
    pass: t.pass,
  };
}

/** A job's lines once its chunks are merged, each statistical one at `alpha`. */
export async function jobLines(job: RtpJob, merged: ChunkResult, alpha: number): Promise<RtpLine[]> {
  return specsOf(await job.make(), merged).map((spec) => judge(job.name, spec, alpha));
}

/** The outcome floats themselves against uniform: `count` of them (from node:crypto) in 20 bins. */
export function floatsLine(serverSeed: string, count: number, alpha: number): RtpLine {
  const stat = chiSquare(
    (function* () {
      for (let nonce = 0; nonce * 8 < count; nonce++) yield* floatsSync(serverSeed, 'chi-square', nonce, 8);
    })(),
    20,
  );
  return judge(`${count.toLocaleString('en')} outcome floats`, { label: 'uniform in 20 bins', kind: 'chi-square', stat, df: 19 }, alpha);
}

/** The family-wise alpha of a run and what each line is tested at. */
export function familyOf(familyAlpha: number, lines: number): { alpha: number; z: number; lines: number; familyAlpha: number } {
  const alpha = bonferroni(familyAlpha, lines);
  return { alpha, z: zCritical(alpha), lines, familyAlpha };
}
