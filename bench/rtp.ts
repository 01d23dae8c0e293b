// npm run rtp [-- --rounds N] [-- --seed HEX] [-- --only TEXT] [-- --workers N]: simulates every built
// game (or those whose game or simulation name holds TEXT) through the same outcome code the server
// uses (server/games/rtpSuite.ts), N rounds (default 10^7) per simulation, split in chunks of nonces
// over N worker threads (default: os.availableParallelism()). Prints per game its rounds, wall and CPU
// time, and each line: measured, expected, the Bonferroni-adjusted interval or critical value, PASS or
// FAIL. The statistical lines share a family-wise alpha of 1% (each at 0.01 / lines), so a correct
// build fails a run by chance at most 1 time in 100; exact lines (a table's RTP, the payout cap) fail
// only on a real fault. Exits 1 on any FAIL.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import {
  familyOf,
  floatsLine,
  jobLines,
  mergeChunks,
  rtpJobs,
  runChunk,
  statisticalLineCount,
  type ChunkResult,
  type RtpJob,
  type RtpLine,
} from '../server/games/rtpSuite';
import { RtpPool } from './rtpPool';

const FAMILY_ALPHA = 0.01;
/** Chunks per simulation per worker: enough that one slow chunk does not leave a core idle for long. */
const CHUNKS_PER_WORKER = 4;

const argOf = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(argOf('--rounds') ?? 10_000_000);
if (!Number.isInteger(rounds) || rounds < 1000) throw new Error('--rounds must be an integer of at least 1000');
const workers = Number(argOf('--workers') ?? availableParallelism());
if (!Number.isInteger(workers) || workers < 0) throw new Error('--workers must be a whole number (0: no worker thread)');
// A fresh random server seed each run (as a player's would be), printed so a failing run can be replayed with --seed.
const serverSeed = argOf('--seed') ?? randomBytes(32).toString('hex');
if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new Error('--seed must be 64 hex digits');
const only = argOf('--only')?.toLowerCase();
const wanted = (job: RtpJob) => only === undefined || `${job.game} ${job.name}`.toLowerCase().includes(only);

const jobs = (await rtpJobs()).filter(wanted);
const family = familyOf(FAMILY_ALPHA, await statisticalLineCount(jobs));
const pool = workers > 0 ? await RtpPool.start(workers) : null;
const run = (job: RtpJob, from: number, to: number): Promise<ChunkResult> =>
  pool ? pool.run({ job: job.name, serverSeed, from, to }) : runChunk(job, serverSeed, from, to);

console.log(
  `RTP simulation, ${rounds.toLocaleString('en')} rounds per simulation, ${workers} worker thread(s), server seed ${serverSeed} (replay with --seed)`,
);
console.log(
  `family-wise alpha ${FAMILY_ALPHA} over ${family.lines} statistical lines (Bonferroni): each at alpha ${family.alpha.toPrecision(3)}, two-sided z ${family.z.toFixed(3)}`,
);
const printLine = (l: RtpLine) =>
  console.log(
    `  ${l.game.slice(0, 52).padEnd(52)} ${l.label.padEnd(36)} ${l.measured.padStart(12)}  expected ${l.expected.padEnd(22)} ${l.bound.padEnd(44)} ${l.pass ? 'PASS' : 'FAIL'}`,
  );

let failed = false;
const chunkSize = Math.max(1000, Math.ceil(rounds / Math.max(1, workers * CHUNKS_PER_WORKER)));
const games = [...new Set(jobs.map((j) => j.game))];
try {
  for (const game of games) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const mine = jobs.filter((j) => j.game === game);
    const merged = await Promise.all(
      mine.map(async (job) => {
        const chunks: Promise<ChunkResult>[] = [];
        for (let from = 0; from < rounds; from += chunkSize) chunks.push(run(job, from, Math.min(rounds, from + chunkSize)));
        return mergeChunks(await Promise.all(chunks));
      }),
    );
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const total = rounds * mine.length;
    console.log(
      `${game}: ${total.toLocaleString('en')} rounds (${mine.length} x ${rounds.toLocaleString('en')}), wall ${wall.toFixed(1)} s, CPU ${cpuSeconds.toFixed(1)} s, ${Math.round(total / wall).toLocaleString('en')} rounds/s`,
    );
    for (const [i, job] of mine.entries()) {
      for (const line of await jobLines(job, merged[i] ?? mergeChunks([]), family.alpha)) {
        failed ||= !line.pass;
        printLine(line);
      }
    }
  }
} finally {
  await pool?.close();
}

// Uniformity of the outcome numbers themselves, through node:crypto (floatsSync).
const started = performance.now();
const floats = floatsLine(serverSeed, Math.min(rounds, 2_000_000), family.alpha);
failed ||= !floats.pass;
console.log(`outcome floats: wall ${((performance.now() - started) / 1000).toFixed(1)} s`);
printLine(floats);
console.log(
  `${failed ? 'FAIL' : 'PASS'}: family-wise alpha ${FAMILY_ALPHA} (a correct build fails by chance at most 1 run in ${Math.round(1 / FAMILY_ALPHA)})`,
);
process.exit(failed ? 1 : 0);
