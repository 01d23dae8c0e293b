// bench:games' server: the one the e2e tests start (tests/e2e/serve.ts: the
// server bundle on the built dist/, a fresh database) on a port the system
// says is free. It runs in a process group of its own so one signal reaches
// tsx and the node under it; stop() waits for both and removes the run's
// database (PGlite folder, or the PostgreSQL database serve.ts made).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

/** A port nobody listens on: the system picks it for a throwaway listener. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether any process of group `pgid` is still alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends every process of group `pgid`: SIGTERM, then SIGKILL for what is left after the grace. */
export async function endGroup(pgid: number): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  for (let waited = 0; waited < STOP_GRACE_MS && groupAlive(pgid); waited += 100) await sleep(100);
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

export interface GamesServer {
  base: string;
  port: number;
  /** Idempotent: the whole process group ends (SIGTERM, SIGKILL after a grace), then the database goes. */
  stop(): Promise<void>;
}

export async function startServer(root: string): Promise<GamesServer> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['tests/e2e/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), E2E: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const pgid = child.pid;
  const dataDir = join(root, `data/e2e-${port}`);
  // The safety net for an exit before stop() finished (a signal while starting): exit handlers must be synchronous.
  const killOnExit = () => {
    if (pgid !== undefined && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', killOnExit);

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (pgid !== undefined) await endGroup(pgid);
      if (!exited) await exit;
      process.off('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
      if (process.env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        try {
          await admin.query(`DROP DATABASE IF EXISTS vip_e2e_${port} WITH (FORCE)`);
        } finally {
          await admin.end();
        }
      }
    })());

  try {
    for (const started = Date.now(); ; await sleep(250)) {
      if (
        await fetch(`${base}/api/maintenance`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (exited) throw new Error(`the server exited before it answered:\n${stderr}`);
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error(`the server did not answer on ${base} in ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
}
