import type { Kysely } from 'kysely';
import { connect } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDemo } from './seed';

export interface OpenOptions {
  databaseUrl?: string | undefined;
  poolMax?: number | undefined;
  dataDir: string;
  now: Date;
  /** Whether the demo player and operator are seeded with the content (never in production). */
  accounts: boolean;
}

/**
 * The server's database, migrated and seeded. PGlite's WASM heap keeps every
 * page a statement touched and never shrinks, so a start that migrated or
 * seeded held ~75 MB more while idle than a restart on the same folder
 * (bench:start); such a start closes its worker and opens the folder again
 * in a new one, for about 0.6 s.
 */
export async function openDatabase(opts: OpenOptions): Promise<{ db: Kysely<Database>; seeded: boolean }> {
  const where = { databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, ...(opts.poolMax ? { poolMax: opts.poolMax } : {}) };
  const db = await connect(where);
  let seeded: boolean;
  let written: boolean;
  try {
    const migrated = await migrateToLatest(db);
    ({ seeded } = await seedDemo(db, { now: opts.now, accounts: opts.accounts }));
    written = migrated > 0 || seeded;
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // In memory, closing would lose the database.
  if (opts.databaseUrl || opts.dataDir.startsWith('memory://') || !written) return { db, seeded };
  await db.destroy();
  return { db: await connect(where), seeded };
}
