// `npm run build`'s second half: the server (server/main.ts and everything it
// imports from server/ and contract/) as one ESM file, dist-server/main.mjs,
// its source map beside it, which `npm run serve` runs with plain node. Under
// tsx the idle PGlite server carried tsx's loader thread and its transpile and
// source-map caches (about 70 MB, bench:start) and a launcher process (50 MB).
// Packages stay outside the bundle and load from node_modules at run time;
// the PGlite worker (server/db/pglite/worker.mjs) stays a file of its own.
// Run alone: `tsx scripts/build-server.ts`. bench:start and the e2e server
// call ensureServerBundle(), which builds only when a source is newer.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PROJECT_ROOT, fromRoot } from '../server/lib/projectRoot';

const OUT_DIR = 'dist-server';
export const SERVER_BUNDLE = fromRoot(OUT_DIR, 'main.mjs');
/** The sources the bundle was made from (esbuild's metafile), to tell when it is stale. */
const INPUTS_FILE = fromRoot(OUT_DIR, 'inputs.json');
const THIS_SCRIPT = relative(PROJECT_ROOT, fileURLToPath(import.meta.url));

/**
 * A module that finds files relative to itself reads the bundle's folder once
 * bundled: such paths come from server/lib/projectRoot.ts (the one allowed
 * reader of import.meta's location). import.meta.resolve of a package is fine.
 */
const SELF_LOCATION = /import\.meta\.(url|dirname|filename)\b|import\.meta\.resolve\(\s*['"`]\./;
const ROOT_HELPER = 'server/lib/projectRoot.ts';

/** Builds dist-server/main.mjs (and .map); each file is written aside and renamed, so a server starting meanwhile never loads half a bundle. */
export async function buildServer(): Promise<{ bytes: number; modules: number; ms: number }> {
  const started = performance.now();
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ['server/main.ts'],
    outfile: join(OUT_DIR, 'main.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    // A file beside the bundle, named in its last line: `node --enable-source-maps` maps stack traces to the sources.
    sourcemap: 'linked',
    // Class and function names as in the sources (error names, logs), where bundling would rename a clash.
    keepNames: true,
    // The sources are in the repository: a map without them is half the size (and what --enable-source-maps parses).
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  const selfLocated = inputs.filter((input) => input !== ROOT_HELPER && SELF_LOCATION.test(readFileSync(fromRoot(input), 'utf8')));
  if (selfLocated.length > 0) {
    throw new Error(
      `these modules read import.meta's location, which is the bundle's once bundled: ${selfLocated.join(', ')}; use ${ROOT_HELPER}`,
    );
  }
  mkdirSync(fromRoot(OUT_DIR), { recursive: true });
  const write = (file: string, contents: string | Uint8Array) => {
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, contents);
    renameSync(aside, file);
  };
  // The map first and the list of inputs last: a bundle older than its inputs' list is never taken for fresh.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === SERVER_BUNDLE) - Number(b.path === SERVER_BUNDLE));
  for (const file of files) write(file.path, file.contents);
  write(INPUTS_FILE, `${JSON.stringify([...inputs, THIS_SCRIPT], null, 1)}\n`);
  const bundle = result.outputFiles.find((file) => file.path === SERVER_BUNDLE);
  return { bytes: bundle?.contents.byteLength ?? 0, modules: inputs.length, ms: performance.now() - started };
}

/** Why dist-server/main.mjs cannot be run as it is (missing, or a source changed since it was built), or null when it is current. */
export function serverBundleOutdated(): string | null {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS_FILE)) return `${OUT_DIR}/main.mjs is missing`;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8')) as string[];
  const changed = inputs.find((input) => !existsSync(fromRoot(input)) || statSync(fromRoot(input)).mtimeMs > built);
  return changed ? `${changed} changed since ${OUT_DIR}/main.mjs was built` : null;
}

/** The bundle's path, built first when it is missing or older than a source. */
export async function ensureServerBundle(log: (line: string) => void = console.log): Promise<string> {
  const why = serverBundleOutdated();
  if (why) {
    log(`building the server bundle: ${why}`);
    await buildServer();
  }
  return SERVER_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { bytes, modules, ms } = await buildServer();
  console.log(
    `${relative(process.cwd(), SERVER_BUNDLE) || SERVER_BUNDLE}  ${(bytes / 1024).toFixed(0)} kB from ${modules} modules in ${ms.toFixed(0)} ms (packages load from node_modules; source map beside it)`,
  );
}
