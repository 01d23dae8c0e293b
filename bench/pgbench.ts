// pgbench's built-in TPC-B-like script, the yardstick the server benches
// print beside their own figures (bench/harness.ts): initialise at a scale,
// run with the given clients and threads for a fixed time with prepared
// statements, and read tps and the average latency from its report. Every
// transaction's latency is logged (-l) to a temporary folder so
// p50/p95/p99/max come from the same samples.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarize, type LatencySummary } from './latency';

export interface PgbenchResult {
  tps: number;
  /** pgbench's own "latency average" */
  latencyAvgMs: number;
  transactions: number;
  failed: number;
  /** from the per-transaction log */
  latency: LatencySummary;
}

/** "pgbench (PostgreSQL) 15.20 ...", or null when there is no pgbench on the PATH. */
export function pgbenchVersion(): string | null {
  const run = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

function pgbench(args: string[], cwd?: string, onSpawn?: (pid: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) onSpawn?.(child.pid);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

/** `pgbench -i -s scale` on the database of `url` (a libpq URI). */
export async function pgbenchInit(url: string, scale: number): Promise<void> {
  await pgbench(['-i', '-s', String(scale), '-q', url]);
}

/** `pgbench -c clients -j threads -T seconds -M prepared` (TPC-B-like), read back; `onSpawn` is given its process id. */
export async function pgbenchRun(
  url: string,
  opts: { clients: number; threads: number; seconds: number; onSpawn?: (pid: number) => void },
): Promise<PgbenchResult> {
  const logDir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const out = await pgbench(
      [
        '-c',
        String(opts.clients),
        '-j',
        String(opts.threads),
        '-T',
        String(opts.seconds),
        '-M',
        'prepared',
        '-l',
        `--log-prefix=${join(logDir, 'tx')}`,
        url,
      ],
      logDir,
      opts.onSpawn,
    );
    const num = (re: RegExp): number => {
      const m = re.exec(out);
      if (!m?.[1]) throw new Error(`pgbench report without ${re.source}:\n${out}`);
      return Number(m[1]);
    };
    // Log lines: client_id transaction_no latency_us script_no epoch_s epoch_us (a failed one has no number).
    const samples = readdirSync(logDir)
      .flatMap((f) => readFileSync(join(logDir, f), 'utf8').split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((ms) => Number.isFinite(ms));
    return {
      tps: num(/^tps = ([\d.]+)/m),
      latencyAvgMs: num(/^latency average = ([\d.]+) ms/m),
      transactions: num(/^number of transactions actually processed: (\d+)/m),
      failed: /^number of failed transactions: (\d+)/m.exec(out)?.[1] ? num(/^number of failed transactions: (\d+)/m) : 0,
      latency: summarize(samples),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
