import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteThreadDialect } from './pglite/dialect';
import { preparingPool } from './prepared';
import type { Database } from './schema';

const NUMERIC = 1700;
const INT8 = 20;
const toNumber = (v: string): number => Number(v);

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir
 * (or in memory when dataDir is 'memory://') on a worker thread of its own
 * (server/db/pglite), so its statements never block HTTP. Both drivers hand
 * back numeric and bigint as numbers so repositories never branch on the driver.
 * On PostgreSQL the statements that repeat are prepared (prepared.ts).
 */
export async function connect(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Kysely<Database>> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 20 });
    pool.on('connect', (client) => {
      client.setTypeParser(NUMERIC, toNumber);
      client.setTypeParser(INT8, toNumber);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  }
  await initdbApart(opts.dataDir);
  const { PGliteThread } = await import('./pglite/thread');
  return new Kysely<Database>({ dialect: new PGliteThreadDialect(await PGliteThread.open(opts.dataDir)) });
}

/**
 * Creates a new PGlite folder in a child process that exits when done. The
 * WASM heap grows to about 800 MB during initdb and never shrinks, while a
 * process that opens an existing folder stays near 300 MB (measured with
 * PGlite 0.4.6), so the server opens the folder only once it exists.
 */
async function initdbApart(dataDir: string): Promise<void> {
  if (dataDir.startsWith('memory://') || existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}
