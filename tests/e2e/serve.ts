// Starts the same server `npm start` runs (the server bundle dist-server/main.mjs,
// the built dist/) on a fresh database: a new embedded PGlite folder, or a
// recreated PostgreSQL database when DATABASE_URL is set, so every run begins
// from the demo seed. `npm run build` makes the bundle; it is built here when
// missing or older than a source, so a run never tests stale server code.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureServerBundle } from '../../scripts/build-server';
import { E2E_H5_SECRET } from './support/secrets';

// Outside test-results/ (Playwright empties that at the start of every run),
// and one per port so runs on different ports never share a database.
const port = process.env.PORT ?? '8199';
const dataDir = resolve(import.meta.dirname, `../../data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  // The push build is made for this run only (playwright.config.ts).
  if (process.env.E2E_REMOVE_STATIC_DIR === '1' && process.env.STATIC_DIR) rmSync(process.env.STATIC_DIR, { recursive: true, force: true });
});
process.env.DATA_DIR = dataDir;
// Known to the tests (support/players.ts signs launch-token calls with it).
process.env.H5_SECRET = E2E_H5_SECRET;
// The tests read codes from the local SMS outbox, which production mode hides;
// a parent that ran Vite's build in-process has NODE_ENV=production set.
process.env.APP_MODE = 'test';
// A promotion shows within a couple of seconds of the points, not the minute a club waits.
process.env.TIER_REVIEW_SECONDS ??= '2';

/** Runs a node script to its end on the way out: an exit handler cannot wait for a promise. */
const onExitRun = (script: string, ...args: string[]): void => {
  process.on('exit', () => execFileSync(process.execPath, ['-e', script, ...args], { stdio: 'ignore' }));
};

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `vip_e2e_${port}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // The ports are free ones, new each run: the database goes when the server does (main.ts exits after closing its pool).
  const dropScript = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)')).finally(() => c.end());`;
  const adminUrl = process.env.DATABASE_URL;
  onExitRun(dropScript, adminUrl);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

// With Redis (CI exports REDIS_URL), a stream of this server's own: the push build's server and
// another run beside this one number their players alike and broadcast to everyone (big wins,
// stale inbox and games), and on a shared stream each heard the other's events.
if (process.env.REDIS_URL) {
  const prefix = `vip_e2e_${port}`;
  process.env.REDIS_PREFIX = prefix;
  const dropScript = `const { createClient } = require('redis'); const c = createClient({ url: process.argv[1] });
    c.connect().then(() => c.del(process.argv[2])).then(() => c.close(), () => process.exit(0));`;
  const redisUrl = process.env.REDIS_URL;
  onExitRun(dropScript, redisUrl, prefix);
}

// The runner signals the whole process group (tsx and this process alike): a second SIGTERM must not kill
// the server halfway through main.ts's orderly close, or the exit handlers above never run.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);

await import(pathToFileURL(await ensureServerBundle()).href);
