// The databases every server test file starts from, migrated (and a second
// one also seeded), made once per run (by globalSetup.ts, which runs this
// file in a child process: `make` prints the places as JSON, `drop <json>`
// removes them) and copied per file. Migrating and seeding in each file's beforeAll
// cost seconds of CPU per file, and on a loaded machine ran past the hook's
// timeout.
// - PGlite: tars a memory:// database loads (its `image`). The migrated one
//   is kept in node_modules/.cache under a key computed over the migrations'
//   files and PGlite's version, so a changed or added migration makes a new
//   one; the seeded one is made per run, since the seed dates its content
//   from the moment it runs.
// - PostgreSQL: two template databases of this run, which CREATE DATABASE
//   ... TEMPLATE copies; dropped when the run ends.
// The places go to the test files in the environment (db.ts' DB_IMAGES_ENV),
// which tests/server/helpers/db.ts reads.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../../../server/db/migrate';
import { PGliteThreadDialect } from '../../../server/db/pglite/dialect';
import { emptyClusterImage } from '../../../server/db/pglite/newFolder';
import { PGliteThread } from '../../../server/db/pglite/thread';
import type { Database } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
import { fromRoot } from '../../../server/lib/projectRoot';
import { dropDatabase, onServer, withDatabase } from './db';
import type { DbImages } from './imagesEnv';

/** Every file a migrated database depends on: the migrations and the list that runs them. */
function migrationsKey(emptyImage: string): string {
  const hash = createHash('sha256').update(basename(emptyImage));
  const folder = fromRoot('server/db/migrations');
  for (const file of [
    ...readdirSync(folder)
      .sort()
      .map((f) => join(folder, f)),
    fromRoot('server/db/migrate.ts'),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A memory:// database started from `from`, changed by `change`, written as a tar at `to`. */
async function imageOf(from: string, to: string, change: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const thread = await PGliteThread.open('memory://', from);
  const db = new Kysely<Database>({ dialect: new PGliteThreadDialect(thread) });
  try {
    await change(db);
    await thread.dump(to);
  } finally {
    await db.destroy();
  }
}

async function pgliteImages(): Promise<DbImages> {
  const empty = await emptyClusterImage();
  if (!empty) throw new Error('the empty PGlite cluster image could not be made (node_modules/.cache not writable?)');
  const migrated = join(dirname(empty), `migrated-${migrationsKey(empty)}.tar`);
  if (!existsSync(migrated)) {
    // Made aside and renamed: a run beside this one never loads half a file.
    const making = `${migrated}.${process.pid}`;
    await imageOf(empty, making, migrateToLatest);
    renameSync(making, migrated);
  }
  const seeded = join(tmpdir(), `vip-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await imageOf(migrated, seeded, (db) => seedDemo(db, { now: new Date() }));
  return { migrated, seeded };
}

async function postgresTemplates(serverUrl: string): Promise<DbImages> {
  const run = randomBytes(6).toString('hex');
  const images = { migrated: `tpl_${run}_migrated`, seeded: `tpl_${run}_seeded` };
  const { migrated, seeded } = images;
  try {
    await onServer(serverUrl, `CREATE DATABASE ${migrated}`);
    await withDatabase(serverUrl, migrated, migrateToLatest);
    await onServer(serverUrl, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    await withDatabase(serverUrl, seeded, (db) => seedDemo(db, { now: new Date() }));
  } catch (error) {
    await drop(images);
    throw error;
  }
  return images;
}

/** Removes what make() made for this run; the keyed migrated tar stays for the next. */
async function drop(images: DbImages): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    rmSync(images.seeded, { force: true });
    return;
  }
  await dropDatabase(serverUrl, images.seeded);
  await dropDatabase(serverUrl, images.migrated);
}

const [order, arg] = process.argv.slice(2);
if (order === 'make') {
  process.stdout.write(
    `${JSON.stringify(process.env.DATABASE_URL ? await postgresTemplates(process.env.DATABASE_URL) : await pgliteImages())}\n`,
  );
} else if (order === 'drop' && arg) {
  await drop(JSON.parse(arg) as DbImages);
} else {
  throw new Error('usage: tsx tests/server/helpers/images.ts make | drop <json>');
}
