// npm run bench:start — the embedded default as `npm run serve` runs it
// (package.json's serve command: plain node on the server bundle
// dist-server/main.mjs, PGlite, development mode with the demo content): the
// time from launch until the app answers and the memory it holds idle, first
// on a new folder (a copy of the empty cluster npm install keeps in
// node_modules/.cache, migrations, seed) and then again on that folder (a
// restart), beside issue 14's targets (start <= 5 s, idle RSS <= 250 MB).
// The bundle is built first when missing or older than a source
// (scripts/build-server.ts). `--runs N` (default 3) repeats the pair, each on
// its own new folder, and prints the median. Once first, the cached cluster is
// removed, so that start makes it (initdb) as it would where npm install's
// postinstall did not run; the cache is then there again. Nothing needs
// DATABASE_URL: it is removed from the server's environment. Each server runs
// in a process group of its own on a free port; the group and the folders are
// gone when the bench ends. Memory: the app's process (PGlite's worker is a
// thread of it) and every process of the group, which are the same one now
// that serve runs no launcher (under tsx, its launcher added about 50 MB).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureServerBundle } from '../scripts/build-server';
import { pgliteTemplateDir } from '../server/db/pglite/newFolder';
import { endGroup, freePort, groupAlive } from './games-server';
import { processStat } from './procCpu';
import { loadAvg, printTable } from './harness';

const ROOT = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 120_000;
const IDLE_MS = 10_000;
const TARGET = { startS: 5, idleMB: 250 };
const args = process.argv.slice(2);
const RUNS = Math.max(1, Math.round(Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3)) || 3);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `npm run serve`'s command (package.json): its leading VAR=value settings and node's arguments, run here without npm's processes in between. */
function serveCommand(): { line: string; env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = (scripts.serve ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^\w+=/.test(words[0] ?? '')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  const [program, ...args] = words;
  if (program !== 'node') throw new Error(`bench:start runs npm run serve's node command, and serve is now: ${scripts.serve}`);
  return { line: scripts.serve ?? '', env, args };
}
const SERVE = serveCommand();

/** Resident memory (MB) of the app (the group's largest process: PGlite's worker is a thread of it) and of every process in group `pgid`, read from /proc. */
function groupRssMB(pgid: number): { app: number; all: number } {
  let app = 0;
  let all = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    if (processStat(pid)?.group !== pgid) continue;
    try {
      const kB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      all += kB / 1024;
      app = Math.max(app, kB / 1024);
    } catch {
      // It ended meanwhile.
    }
  }
  return { app, all };
}

interface Start {
  /** seconds from launch until GET /api/maintenance answered */
  startS: number;
  /** the app's own count from its first line to listening, as it prints it */
  serverMs: number;
  /** MB after IDLE_MS with nothing asked of it */
  idle: { app: number; all: number };
}

/** Launches the app on `dataDir`, times it until it answers, waits idle, reads its memory and stops it. */
async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVE.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.APP_MODE;
  const launched = performance.now();
  const child = spawn(process.execPath, SERVE.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const pgid = child.pid ?? 0;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exit = new Promise<void>((r) => child.once('exit', () => r()));
  const killOnExit = () => {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  };
  process.on('exit', killOnExit);
  try {
    for (;;) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/maintenance`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (child.exitCode !== null) throw new Error(`the server exited before it answered:\n${output}`);
      if (performance.now() - launched > START_TIMEOUT_MS) throw new Error(`no answer in ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      await sleep(50);
    }
    const startS = (performance.now() - launched) / 1000;
    await sleep(IDLE_MS);
    const serverMs = Number(/is up on \S+\s+\((\d+) ms\)/.exec(output)?.[1] ?? Number.NaN);
    return { startS, serverMs, idle: groupRssMB(pgid) };
  } finally {
    await endGroup(pgid);
    if (child.exitCode === null && child.signalCode === null) await exit;
    process.off('exit', killOnExit);
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

await ensureServerBundle();
console.log(`date:    ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM; node ${process.version}`,
);
console.log(`serve:   ${SERVE.line}`);
console.log(
  `run:     a new folder with no cached cluster, then ${RUNS} x (new folder, then a restart on it), ${IDLE_MS / 1000} s idle before reading memory; load avg ${loadAvg()} at start\n`,
);

const withoutTemplate: Start[] = [];
const fresh: Start[] = [];
const again: Start[] = [];
rmSync(pgliteTemplateDir(), { recursive: true, force: true });
for (let run = -1; run < RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    if (run < 0) withoutTemplate.push(await startOnce(dataDir));
    else {
      fresh.push(await startOnce(dataDir));
      again.push(await startOnce(dataDir));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const column = (starts: Start[]): string[] => [
  `${median(starts.map((s) => s.startS)).toFixed(1)} s (${starts.map((s) => s.startS.toFixed(1)).join(', ')})`,
  `${median(starts.map((s) => s.serverMs)).toFixed(0)} ms`,
  `${median(starts.map((s) => s.idle.app)).toFixed(0)} MB (${starts.map((s) => s.idle.app.toFixed(0)).join(', ')})`,
  `${median(starts.map((s) => s.idle.all)).toFixed(0)} MB`,
];
const labels = [
  'launch to first answer, median (runs)',
  "the app's own start to listening",
  'idle RSS of the app, median (runs)',
  'idle RSS of every process launched',
];
const targets = [`<= ${TARGET.startS} s`, '', `<= ${TARGET.idleMB} MB`, ''];
const columns = [withoutTemplate, fresh, again].map(column);
printTable([
  ['', 'new folder, no cached cluster', 'new folder', 'restart', 'target'],
  ...labels.map((label, i) => [label, ...columns.map((c) => c[i] ?? ''), targets[i] ?? '']),
]);
console.log(`\nload avg ${loadAvg()} at the end`);
const ok = [...withoutTemplate, ...fresh, ...again].every((s) => Number.isFinite(s.startS));
process.exit(ok ? 0 : 1);
