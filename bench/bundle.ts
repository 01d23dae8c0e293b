// npm run bench:bundle: what a guest downloads to see `/`, gzip-compressed.
// Two views: the entry chunks named in index.html (static), and every script
// and stylesheet a real Chromium fetches while opening / on the built server
// (dynamic: worker, dictionary, lazy screens). Beside them, react + react-dom
// alone built by the same Vite, and the budget's lines (bench/budget.json,
// issue 30) as multiples of it, to four figures with the bytes; then what the service worker precaches on a first visit. Fails when
// Phaser, Pixi or firebase leak into what a guest loads on / or into the
// precache. STATIC_DIR (default dist) is the build folder, as for the server.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { loadedOnHome, ratioText, reactBaselineBytes } from './reference';
import { brotliBytes, entryFiles, gameLibsIn, gzipBytes as gz, precacheUrls } from './sizes';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.STATIC_DIR ?? 'dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;
/** The lines of bench/budget.json (issue 30), as multiples of react + react-dom alone. */
const budget = JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8')) as { entryMaxRatio: number; homeMaxRatio: number };

await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });

const entry = entryFiles(dist);

function report(title: string, files: string[]): number {
  console.log(title);
  let total = 0;
  for (const f of files.sort()) {
    const size = gz(join(dist, f));
    total += size;
    console.log(`  ${f.padEnd(50)}${kb(size)}`);
  }
  console.log(`  ${'total'.padEnd(50)}${kb(total)}`);
  return total;
}

const loaded = await loadedOnHome(root);
const baseline = await reactBaselineBytes(root);
const entryTotal = report('entry chunks named in index.html (gzip -9):', entry);
const loadedTotal = report('everything a guest fetches opening / (gzip -9):', loaded);
const ratio = (n: number, target: number) => `${ratioText(n, baseline)} react (budget <= ${target}x = ${bytes(Math.floor(baseline * target))})`;
console.log(`react + react-dom alone:   ${bytes(baseline)}`);
console.log(`entry JS + CSS:            ${bytes(entryTotal)}  ${ratio(entryTotal, budget.entryMaxRatio)}`);
console.log(`everything fetched on /:   ${bytes(loadedTotal)}  ${ratio(loadedTotal, budget.homeMaxRatio)}`);

// The precache a first visit downloads (src/sw.ts, scripts/pwa-shell.ts): the shell only.
const precache = precacheUrls(dist);
const precacheBytes = precache.reduce((sum, url) => sum + brotliBytes(join(dist, url)), 0);
console.log(`service worker precache: ${precache.length} files, ${kb(precacheBytes).trim()} brotli (target: the shell only, no game's files)`);
console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} (1/5/15 min, ${cpus().length} cores): sizes do not depend on it`);

const leaks = gameLibsIn(dist, [...entry, ...loaded, ...precache]);
if (leaks.length) {
  console.error(`heavy libraries loaded on / or precached: ${leaks.join(', ')}`);
  process.exit(1);
}
