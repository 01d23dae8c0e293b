import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

const NUMERIC = 1700;
const INT8 = 20;
const toNumber = (v: string): number => Number(v);

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir
 * (or in memory when dataDir is 'memory://'). Both drivers hand back
 * numeric and bigint as numbers so repositories never branch on the driver.
 */
export async function connect(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Kysely<Database>> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 20 });
    pool.on('connect', (client) => {
      client.setTypeParser(NUMERIC, toNumber);
      client.setTypeParser(INT8, toNumber);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  const pglite = await PGlite.create(opts.dataDir, { parsers: { [NUMERIC]: toNumber, [INT8]: toNumber } });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
