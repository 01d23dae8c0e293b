import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Where PGlite's files are; its package.json is one folder above its entry. */
const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
const pgliteVersion = (): string =>
  (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;

/** node_modules/.cache, the place packages keep what they can remake (find-cache-dir's convention). */
const cacheDir = (): string => join(dirname(pgliteEntry), '..', '..', '..', '.cache', 'vip-rewards');

/**
 * An empty database cluster, made in a child process that exits when done:
 * the WASM heap grows to about 800 MB during initdb and never shrinks, while
 * a process that opens an existing folder stays far lower (PGlite 0.4.6).
 */
async function initdb(dataDir: string): Promise<void> {
  await inChild(`const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close();`);
}

/** Runs `body` (an ES module's code, with PGlite in scope) in a child process of its own. */
async function inChild(body: string): Promise<void> {
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteEntry)}); ${body}`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}

/** Where the empty cluster of this PGlite version is kept (it may not be there yet). */
export const pgliteTemplateDir = (): string => join(cacheDir(), `pglite-${pgliteVersion()}`);

/**
 * `target`, made by `make(path)` when missing. Made aside and renamed into
 * place: a process starting beside this one (or after a crash of this one)
 * never finds half of it, and one that loses the race uses the winner's.
 * Throws where it cannot be made or kept.
 */
async function madeAside(target: string, isThere: () => boolean, make: (path: string) => Promise<void>): Promise<string> {
  if (isThere()) return target;
  const making = `${target}.${process.pid}-${Date.now()}`;
  try {
    mkdirSync(dirname(target), { recursive: true });
    await make(making);
    renameSync(making, target);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    if (!isThere()) throw error;
  }
  return target;
}

/**
 * An empty cluster kept once per PGlite version in node_modules/.cache, made
 * when missing (npm install's postinstall makes it ahead): initdb took most
 * of a first start (bench:start). Throws where the cache cannot be written.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir();
  return madeAside(template, () => existsSync(join(template, 'PG_VERSION')), initdb);
}

/**
 * The empty cluster as a tar, for a database in memory to start from: initdb
 * took 2.2 s of the 2.8 s a server test's app took to start, loading this
 * 0.4 s. Made once per PGlite version, in a child process (initdb's heap);
 * undefined where it cannot be made or kept (the database then runs its own
 * initdb).
 */
export async function emptyClusterImage(): Promise<string | undefined> {
  const image = join(cacheDir(), `pglite-${pgliteVersion()}.tar`);
  return madeAside(
    image,
    () => existsSync(image),
    (path) =>
      inChild(`const { writeFileSync } = await import('node:fs');
    const db = await PGlite.create('memory://'); const tar = await db.dumpDataDir('none');
    writeFileSync(${JSON.stringify(path)}, Buffer.from(await tar.arrayBuffer())); await db.close();`),
  ).catch(() => undefined);
}

/**
 * A new PGlite folder at `dataDir`: a copy of the template, or its own initdb
 * where there can be none. Made aside and renamed into place, so a crash
 * during a first start leaves no half-made folder that the next start would
 * take for a database (PG_VERSION is copied early); a folder without
 * PG_VERSION is such a start that did not finish, and is made again.
 */
export async function newPgliteFolder(dataDir: string): Promise<void> {
  const made = () => existsSync(join(dataDir, 'PG_VERSION'));
  if (!made()) rmSync(dataDir, { recursive: true, force: true });
  await madeAside(dataDir, made, async (path) => {
    try {
      cpSync(await pgliteTemplate(), path, { recursive: true });
    } catch {
      rmSync(path, { recursive: true, force: true });
      await initdb(path);
    }
  });
}
