import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { connect } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
import { DB_IMAGES_ENV, type DbImages } from './imagesEnv';

/** The run's images; undefined outside the server project (bench/fuzz.ts), which then migrates and seeds itself. */
function images(): DbImages | undefined {
  const raw = process.env[DB_IMAGES_ENV];
  return raw ? (JSON.parse(raw) as DbImages) : undefined;
}

/**
 * Temporary PostgreSQL databases made by freshDb, keyed by their handle so
 * closeDb can drop them. A WeakMap local to this module keeps nothing alive
 * and nothing visible to other test files (each vitest file is isolated).
 */
const tempDatabases = new WeakMap<Kysely<Database>, { serverUrl: string; name: string }>();

/**
 * A migrated database for one test file, empty or (seeded) with the demo
 * content and accounts: a uniquely named database on the server of
 * DATABASE_URL when it is set (so files can run in parallel against one
 * server), otherwise an in-memory PGlite.
 */
/**
 * A test file's pool on PostgreSQL: enough for its races to really race, and small enough that two whole suites side by
 * side (two vitest workers each, the e2e servers beside) stay inside PostgreSQL's default 100 connections.
 */
export const TEST_POOL_MAX = 8;

export async function freshDb(opts: { seeded?: boolean } = {}): Promise<Kysely<Database>> {
  const serverUrl = process.env.DATABASE_URL;
  const from = images();
  const image = from && (opts.seeded ? from.seeded : from.migrated);
  if (!serverUrl) {
    const db = await connect({ dataDir: 'memory://', ...(image ? { image } : {}) });
    if (!image) await migratedAndSeeded(db, opts.seeded);
    return db;
  }
  // Random hex keeps the name a plain identifier and collision-free across workers.
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${image ? ` TEMPLATE ${image}` : ''}`);
  const db = await connect({ databaseUrl: databaseOn(serverUrl, name), dataDir: 'memory://', poolMax: TEST_POOL_MAX });
  tempDatabases.set(db, { serverUrl, name });
  try {
    if (!image) await migratedAndSeeded(db, opts.seeded);
  } catch (error) {
    await closeDb(db);
    throw error;
  }
  return db;
}

async function migratedAndSeeded(db: Kysely<Database>, seeded: boolean | undefined): Promise<void> {
  await migrateToLatest(db);
  if (seeded) await seedDemo(db, { now: new Date() });
}

/** Closes the connection; on PostgreSQL also drops the temporary database. */
export async function closeDb(db: Kysely<Database>): Promise<void> {
  await db.destroy();
  const temp = tempDatabases.get(db);
  if (!temp) return;
  tempDatabases.delete(db);
  await dropDatabase(temp.serverUrl, temp.name);
}

/**
 * pool.end() resolves before the server backends exit. A plain DROP waits
 * (up to 5 s) for them to go; FORCE would kill them mid-goodbye and the pg
 * clients would raise uncaught errors. FORCE is only the fallback for
 * connections a failed test leaked.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  try {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === OBJECT_IN_USE)) throw error;
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** SQLSTATE object_in_use: the database still has sessions. */
const OBJECT_IN_USE = '55006';

const databaseOn = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** CREATE/DROP DATABASE cannot run in a transaction, so each gets its own short-lived connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = await connect({ databaseUrl: serverUrl, dataDir: 'memory://' });
  try {
    await sql.raw(statement).execute(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * Runs `fn` on database `name` and closes it, then waits until its server
 * sessions are gone (pool.end() resolves before they exit): a template with
 * a session left cannot be copied (55006).
 */
export async function withDatabase(serverUrl: string, name: string, fn: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const db = await connect({ databaseUrl: databaseOn(serverUrl, name), dataDir: 'memory://' });
  try {
    await fn(db);
  } finally {
    await db.destroy();
  }
  const admin = await connect({ databaseUrl: serverUrl, dataDir: 'memory://' });
  try {
    // pg_stat_activity is a snapshot per transaction; each poll is its own statement outside one.
    for (;;) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`.execute(admin);
      if ((rows[0]?.n ?? 0) === 0) return;
      await sql`SELECT pg_sleep(0.05)`.execute(admin);
    }
  } finally {
    await admin.destroy();
  }
}
