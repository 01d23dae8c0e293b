import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteThreadDialect } from './pglite/dialect';
import { emptyClusterImage, newPgliteFolder } from './pglite/newFolder';
import { preparingPool } from './prepared';
import type { Database } from './schema';

const NUMERIC = 1700;
const INT8 = 20;
const toNumber = (v: string): number => Number(v);
/** A server process's connections to PostgreSQL unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 20;

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir
 * (or in memory when dataDir is 'memory://') on a worker thread of its own
 * (server/db/pglite), so its statements never block HTTP. Both drivers hand
 * back numeric and bigint as numbers so repositories never branch on the driver.
 * On PostgreSQL the statements that repeat are prepared (prepared.ts).
 * `image`: for memory://, the tar to start from (default: the empty cluster;
 * the server tests pass one already migrated and seeded).
 */
export async function connect(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  image?: string;
  /** PostgreSQL's pool size (DATABASE_POOL_MAX); PGlite has one connection */
  poolMax?: number;
}): Promise<Kysely<Database>> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? DEFAULT_POOL_MAX });
    pool.on('connect', (client) => {
      client.setTypeParser(NUMERIC, toNumber);
      client.setTypeParser(INT8, toNumber);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory && !existsSync(join(opts.dataDir, 'PG_VERSION'))) await newPgliteFolder(opts.dataDir);
  const { PGliteThread } = await import('./pglite/thread');
  return new Kysely<Database>({
    dialect: new PGliteThreadDialect(
      await PGliteThread.open(opts.dataDir, inMemory ? (opts.image ?? (await emptyClusterImage())) : undefined),
    ),
  });
}
