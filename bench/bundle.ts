// npm run bench:bundle: what a guest downloads to see `/`, gzip-compressed.
// Two views: the entry chunks named in index.html (static), and every script
// and stylesheet a real Chromium fetches while opening / on the built server
// (dynamic: worker, dictionary, lazy screens). Beside them, react + react-dom
// alone built the same way (bench/reactBaseline.ts), and both as multiples of
// it against the lines of bench/budget.json (issue 30 item 4); then what the
// service worker precaches on a first visit. Fails when Phaser, Pixi, firebase
// or uPlot leak into what a guest loads on / or into the precache, or when a
// ratio is past its line. STATIC_DIR (default dist) is the build folder, as for the server.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './games-server';
import { reactBaselineBytes, ratioText } from './reactBaseline';
import { brotliBytes, entryFiles, lazyLibsIn, gzipBytes as gz, precacheUrls } from './sizes';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.STATIC_DIR ?? 'dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
/** The lines, as multiples of react + react-dom alone. */
const budget = JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8')) as { entryRatioMax: number; homeRatioMax: number };
const TARGET = { entry: budget.entryRatioMax, home: budget.homeRatioMax };

await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });

const entry = entryFiles(dist);

async function loadedOnHome(): Promise<string[]> {
  // The e2e server on a free port and a fresh database, stopped as a whole process group (bench/games-server.ts).
  const server = await startServer(root);
  try {
    const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
    const browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\.(js|css)$/.test(path) && path !== '/sw.js') files.add(path.slice(1));
    });
    await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
    await browser.close();
    return [...files];
  } finally {
    await server.stop();
  }
}

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

const loaded = await loadedOnHome();
const baseline = await reactBaselineBytes(root);
const entryTotal = report('entry chunks named in index.html (gzip -9):', entry);
const loadedTotal = report('everything a guest fetches opening / (gzip -9):', loaded);
const ratio = (n: number, target: number) =>
  `${ratioText(n, baseline)} react, ${n} B (line <= ${target}x = ${Math.floor(baseline * target)} B)`;
console.log(`react + react-dom alone:${kb(baseline).padStart(37)}  ${baseline} B`);
console.log(`entry:${kb(entryTotal).padStart(55)}  ${ratio(entryTotal, TARGET.entry)}`);
console.log(`everything on /:${kb(loadedTotal).padStart(45)}  ${ratio(loadedTotal, TARGET.home)}`);

// The precache a first visit downloads (src/sw.ts, scripts/pwa-shell.ts): the shell only.
const precache = precacheUrls(dist);
const precacheBytes = precache.reduce((sum, url) => sum + brotliBytes(join(dist, url)), 0);
console.log(
  `service worker precache: ${precache.length} files, ${kb(precacheBytes).trim()} brotli (target: the shell only, no game's files)`,
);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1/5/15 min, ${cpus().length} cores): sizes do not depend on it`,
);

const leaks = lazyLibsIn(dist, [...entry, ...loaded, ...precache]);
if (leaks.length) console.error(`heavy libraries loaded on / or precached: ${leaks.join(', ')}`);
const over = [
  ...(entryTotal > baseline * TARGET.entry ? [`entry ${ratioText(entryTotal, baseline)} > ${TARGET.entry}x`] : []),
  ...(loadedTotal > baseline * TARGET.home ? [`everything on / ${ratioText(loadedTotal, baseline)} > ${TARGET.home}x`] : []),
];
if (over.length) console.error(`past the budget's lines (bench/budget.json): ${over.join(', ')}`);
if (leaks.length || over.length) process.exit(1);
