import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Where PGlite's files are; its package.json is one folder above its entry. */
const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
const pgliteVersion = (): string => (JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }).version;

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
 * An empty cluster kept once per PGlite version in node_modules/.cache, made
 * when missing (npm install's postinstall makes it ahead): initdb took most
 * of a first start (bench:start). Throws where the cache cannot be written.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir();
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  mkdirSync(dirname(template), { recursive: true });
  // Made aside and renamed into place: a process starting beside this one never copies half a cluster.
  const making = `${template}.${process.pid}-${Date.now()}`;
  try {
    await initdb(making);
    renameSync(making, template);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    // Another process put its template in place first.
    if (!existsSync(join(template, 'PG_VERSION'))) throw error;
  }
  return template;
}

/** Where the empty cluster of this PGlite version is kept as a tar (it may not be there yet). */
const imageFile = (): string => join(cacheDir(), `pglite-${pgliteVersion()}.tar`);

/**
 * The empty cluster as a tar, for a database in memory to start from: initdb
 * took 2.2 s of the 2.8 s a server test's app took to start, loading this
 * 0.4 s. Made once per PGlite version, in a child process (initdb's heap)
 * and renamed into place; undefined where it cannot be made or kept (the
 * database then runs its own initdb).
 */
export async function emptyClusterImage(): Promise<string | undefined> {
  const image = imageFile();
  if (existsSync(image)) return image;
  const making = `${image}.${process.pid}-${Date.now()}`;
  try {
    mkdirSync(dirname(image), { recursive: true });
    await inChild(`const { writeFileSync } = await import('node:fs');
      const db = await PGlite.create('memory://'); const tar = await db.dumpDataDir('none');
      writeFileSync(${JSON.stringify(making)}, Buffer.from(await tar.arrayBuffer())); await db.close();`);
    renameSync(making, image);
    return image;
  } catch {
    rmSync(making, { force: true });
    return existsSync(image) ? image : undefined;
  }
}

/** A new PGlite folder at `dataDir`: a copy of the template, or its own initdb where there can be none. */
export async function newPgliteFolder(dataDir: string): Promise<void> {
  try {
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  } catch {
    rmSync(dataDir, { recursive: true, force: true });
    await initdb(dataDir);
  }
}
