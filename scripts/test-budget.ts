// npm run test:budget: the size budget of bench/budget.json against a build,
// the way excalidraw's size-limit guards its bundle. It reuses the build in
// STATIC_DIR (default dist; `npm test`'s e2e tier has just made it) and builds
// only when there is none. Fails when the entry (gzip) or the service
// worker's precache (brotli) is over budget, or when a game's, push's or the
// console charts' library (bench/sizes.ts LAZY_LIBS) is in the entry or
// precached, or when the entry is more than entryRatioMax times React +
// react-dom alone built the same way (bench/reactBaseline.ts, cached).
// bench:bundle measures the same files beside React, with a browser, and checks
// everything a guest fetches opening / against homeRatioMax.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { reactBaselineBytes, ratioText } from '../bench/reactBaseline';
import { brotliBytes, entryFiles, lazyLibsIn, gzipBytes, kB, precacheUrls } from '../bench/sizes';

interface Budget {
  entryGzipKB: number;
  precacheBrotliKB: number;
  /** the entry's JS + CSS (gzip) over React + react-dom alone built the same way */
  entryRatioMax: number;
  /** everything a guest fetches opening / (checked by bench:bundle, which has a browser) */
  homeRatioMax: number;
}

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.STATIC_DIR ?? 'dist');
const budget = JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8')) as Budget;

if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) {
  console.log(`no build in ${dist}: building it`);
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
}

const entryBytes = entryFiles(dist).reduce((sum, f) => sum + gzipBytes(join(dist, f)), 0);
const entry = kB(entryBytes);
const react = await reactBaselineBytes(root);
const precache = precacheUrls(dist);
const precacheKB = kB(precache.reduce((sum, url) => sum + brotliBytes(join(dist, url)), 0));
const forbidden = lazyLibsIn(dist, [...entryFiles(dist), ...precache]);

const checks = [
  { name: `entry ${entry} kB gzip <= ${budget.entryGzipKB} kB`, ok: entry <= budget.entryGzipKB },
  {
    name: `entry ${ratioText(entryBytes, react)} React + react-dom alone (${entryBytes} B / ${react} B) <= ${budget.entryRatioMax}x`,
    ok: entryBytes <= react * budget.entryRatioMax,
  },
  {
    name: `precache ${precache.length} files, ${precacheKB} kB brotli <= ${budget.precacheBrotliKB} kB`,
    ok: precacheKB <= budget.precacheBrotliKB,
  },
  {
    name: `no lazy library (Phaser, Pixi, howler, firebase, uPlot) in the entry or precached${forbidden.length ? `: ${forbidden.join(', ')}` : ''}`,
    ok: forbidden.length === 0,
  },
];
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`budget: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
