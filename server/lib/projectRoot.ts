// The project's root folder (the one holding its package.json), where the
// files the server reads at run time live: assets/, the built PWA (dist/),
// data/, PGlite's worker (server/db/pglite/worker.mjs). The server runs from
// its sources (tsx, vitest: this module is server/lib/projectRoot.ts) and from
// the bundle `npm run build` makes (dist-server/main.mjs, where every module's
// import.meta is the bundle's), so a path written relative to a source file
// breaks in one of the two. Every such path is found from here instead;
// scripts/build-server.ts refuses to bundle a module that reads its own
// location.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `from` that holds a package.json. */
function packageRootOf(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json in ${from} or any folder above it`);
  }
}

export const PROJECT_ROOT = packageRootOf(import.meta.dirname);

/** A path under the project's root: `fromRoot('assets', 'manifest.json')`. */
export const fromRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
