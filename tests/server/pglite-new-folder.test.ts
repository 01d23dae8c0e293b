// Issue 14: a new embedded database folder is a copy of the empty cluster
// cached in node_modules/.cache (npm install makes it), not an initdb of its
// own. Two new folders are two databases: what one stores, the other never
// sees, and each opens again after a restart with its data. A first start
// killed while it made its folder leaves nothing the next start would take
// for a database.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { openDatabase } from '../../server/db/open';
import { emptyClusterImage, newPgliteFolder, pgliteTemplateDir } from '../../server/db/pglite/newFolder';

const root = mkdtempSync(join(tmpdir(), 'pglite-new-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rowsIn = async (dir: string): Promise<string[]> => {
  const db = await connect({ dataDir: dir });
  try {
    await sql`CREATE TABLE IF NOT EXISTS notes (text text)`.execute(db);
    return (await sql<{ text: string }>`SELECT text FROM notes ORDER BY text`.execute(db)).rows.map((r) => r.text);
  } finally {
    await db.destroy();
  }
};

it('new folders are copies of the cached empty cluster, each its own database', async () => {
  const [a, b] = [join(root, 'a'), join(root, 'b')];
  expect(await rowsIn(a)).toEqual([]);
  expect(existsSync(join(pgliteTemplateDir(), 'PG_VERSION'))).toBe(true);

  const db = await connect({ dataDir: a });
  await sql`INSERT INTO notes VALUES ('only in a')`.execute(db);
  await db.destroy();

  expect(await rowsIn(b)).toEqual([]);
  // The cached cluster itself is never opened: a third folder starts empty too.
  expect(await rowsIn(join(root, 'c'))).toEqual([]);
  expect(await rowsIn(a)).toEqual(['only in a']);
}, 120_000);

it('a server on a new folder finds the demo content after the reopen that returns its start-up memory, and a restart seeds nothing', async () => {
  const dir = join(root, 'served');
  const first = await openDatabase({ dataDir: dir, now: new Date(), accounts: true });
  try {
    expect(first.seeded).toBe(true);
    expect((await first.db.selectFrom('games').select('slug').execute()).length).toBeGreaterThan(0);
  } finally {
    await first.db.destroy();
  }
  const restart = await openDatabase({ dataDir: dir, now: new Date(), accounts: true });
  try {
    expect(restart.seeded).toBe(false);
    expect((await restart.db.selectFrom('games').select('slug').execute()).length).toBeGreaterThan(0);
  } finally {
    await restart.db.destroy();
  }
}, 120_000);

it('databases in memory start from the cached empty cluster image, each its own database', async () => {
  const image = await emptyClusterImage();
  expect(image && existsSync(image)).toBe(true);
  const [a, b] = [await connect({ dataDir: 'memory://' }), await connect({ dataDir: 'memory://' })];
  try {
    await sql`CREATE TABLE notes (text text)`.execute(a);
    await sql`INSERT INTO notes VALUES ('only in a')`.execute(a);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'notes'`.execute(b)).rows).toEqual([
      { n: 0 },
    ]);
    expect((await sql<{ text: string }>`SELECT text FROM notes`.execute(a)).rows).toEqual([{ text: 'only in a' }]);
  } finally {
    await Promise.all([a.destroy(), b.destroy()]);
  }
}, 120_000);

it('a first start killed while it copies its folder leaves none: the next start makes it again', async () => {
  await newPgliteFolder(join(root, 'warm'));
  const dir = join(root, 'killed');
  // The copy in a process of its own, killed once PG_VERSION is copied, wherever the copy goes.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { newPgliteFolder } = await import(${JSON.stringify(resolve('server/db/pglite/newFolder.ts'))}); await newPgliteFolder(${JSON.stringify(dir)});`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const copying = () => readdirSync(root).some((name) => name.startsWith('killed') && existsSync(join(root, name, 'PG_VERSION')));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  while (!ended && !copying()) await new Promise((r) => setTimeout(r, 2));
  child.kill('SIGKILL');
  await exited;
  expect(await rowsIn(dir)).toEqual([]);

  // A folder without PG_VERSION (such a start before this one) is made again too.
  const partial = join(root, 'partial');
  mkdirSync(join(partial, 'base'), { recursive: true });
  writeFileSync(join(partial, 'postgresql.conf'), '');
  expect(await rowsIn(partial)).toEqual([]);
}, 120_000);
