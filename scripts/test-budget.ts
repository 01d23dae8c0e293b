// npm run test:budget: the size budget of bench/budget.json against a build,
// the way excalidraw's size-limit guards its bundle. It reuses the build in
// STATIC_DIR (default dist; `npm test`'s e2e tier has just made it) and builds
// only when there is none. Fails when the entry (gzip) or the service
// worker's precache (brotli) is over budget, or when a game's library is
// precached. bench:bundle measures the same files beside React, with a browser.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { brotliBytes, entryFiles, gameLibsIn, gzipBytes, kB, precacheUrls } from '../bench/sizes';

interface Budget {
  entryGzipKB: number;
  entryGoalGzipKB: number;
  precacheBrotliKB: number;
}

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.STATIC_DIR ?? 'dist');
const budget = JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8')) as Budget;

if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) {
  console.log(`no build in ${dist}: building it`);
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
}

const entry = kB(entryFiles(dist).reduce((sum, f) => sum + gzipBytes(join(dist, f)), 0));
const precache = precacheUrls(dist);
const precacheKB = kB(precache.reduce((sum, url) => sum + brotliBytes(join(dist, url)), 0));
const forbidden = gameLibsIn(dist, precache);

const checks = [
  { name: `entry ${entry} kB gzip <= ${budget.entryGzipKB} kB (goal ${budget.entryGoalGzipKB} kB)`, ok: entry <= budget.entryGzipKB },
  {
    name: `precache ${precache.length} files, ${precacheKB} kB brotli <= ${budget.precacheBrotliKB} kB`,
    ok: precacheKB <= budget.precacheBrotliKB,
  },
  {
    name: `no game library (Phaser, Pixi, howler, firebase) precached${forbidden.length ? `: ${forbidden.join(', ')}` : ''}`,
    ok: forbidden.length === 0,
  },
];
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`budget: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
