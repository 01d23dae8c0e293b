import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { connect } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';

/**
 * Temporary PostgreSQL databases made by freshDb, keyed by their handle so
 * closeDb can drop them. A WeakMap local to this module keeps nothing alive
 * and nothing visible to other test files (each vitest file is isolated).
 */
const tempDatabases = new WeakMap<Kysely<Database>, { serverUrl: string; name: string }>();

/**
 * A migrated, empty database for one test file: a uniquely named database on
 * the server of DATABASE_URL when it is set (so files can run in parallel
 * against one server), otherwise an in-memory PGlite.
 */
export async function freshDb(): Promise<Kysely<Database>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await connect({ dataDir: 'memory://' });
    await migrateToLatest(db);
    return db;
  }
  // Random hex keeps the name a plain identifier and collision-free across workers.
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await connect({ databaseUrl: url.toString(), dataDir: 'memory://' });
  tempDatabases.set(db, { serverUrl, name });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await closeDb(db);
    throw error;
  }
  return db;
}

/** Closes the connection; on PostgreSQL also drops the temporary database. */
export async function closeDb(db: Kysely<Database>): Promise<void> {
  await db.destroy();
  const temp = tempDatabases.get(db);
  if (!temp) return;
  tempDatabases.delete(db);
  // pool.end() resolves before the server backends exit. A plain DROP waits
  // (up to 5 s) for them to go; FORCE would kill them mid-goodbye and the pg
  // clients would raise uncaught errors. FORCE is only the fallback for
  // connections a failed test leaked.
  try {
    await onServer(temp.serverUrl, `DROP DATABASE IF EXISTS ${temp.name}`);
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === OBJECT_IN_USE)) throw error;
    await onServer(temp.serverUrl, `DROP DATABASE IF EXISTS ${temp.name} WITH (FORCE)`);
  }
}

/** SQLSTATE object_in_use: the database still has sessions. */
const OBJECT_IN_USE = '55006';

/** CREATE/DROP DATABASE cannot run in a transaction, so each gets its own short-lived connection. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = await connect({ databaseUrl: serverUrl, dataDir: 'memory://' });
  try {
    await sql.raw(statement).execute(admin);
  } finally {
    await admin.destroy();
  }
}
