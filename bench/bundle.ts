// npm run bench:bundle: what a guest downloads to see `/`, gzip-compressed.
// Two views: the entry chunks named in index.html (static), and every script
// and stylesheet a real Chromium fetches while opening / on the built server
// (dynamic: worker, dictionary, lazy screens). Beside them, react + react-dom
// alone built by the same Vite, and the targets of issue 14 as multiples of
// it; then what the service worker precaches on a first visit. Fails when
// Phaser, Pixi or firebase leak into what a guest loads on / or into the
// precache. STATIC_DIR (default dist) is the build folder, as for the server.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './games-server';
import { brotliBytes, entryFiles, gameLibsIn, gzipBytes as gz, precacheUrls } from './sizes';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.STATIC_DIR ?? 'dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
/** Issue 14's targets, as multiples of react + react-dom alone. */
const TARGET = { entry: 1.4, home: 1.8 };

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

function reactBaseline(): Promise<number> {
  const tmp = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  writeFileSync(join(tmp, 'index.html'), '<div id="r"></div><script type="module" src="./main.js"></script>');
  writeFileSync(
    join(tmp, 'main.js'),
    "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.getElementById('r')).render(createElement('p', null, 'hi'));",
  );
  return build({
    root: tmp,
    logLevel: 'warn',
    resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
    build: { outDir: join(tmp, 'dist'), target: 'es2022' },
  }).then(() => {
    const size = readdirSync(join(tmp, 'dist/assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((s, f) => s + gz(join(tmp, 'dist/assets', f)), 0);
    rmSync(tmp, { recursive: true, force: true });
    return size;
  });
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
const baseline = await reactBaseline();
const entryTotal = report('entry chunks named in index.html (gzip -9):', entry);
const loadedTotal = report('everything a guest fetches opening / (gzip -9):', loaded);
const ratio = (n: number, target: number) => `${(n / baseline).toFixed(2)}x react (target <= ${target}x = ${kb(baseline * target).trim()})`;
console.log(`react + react-dom alone:${kb(baseline).padStart(37)}`);
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

const leaks = gameLibsIn(dist, [...entry, ...loaded, ...precache]);
if (leaks.length) {
  console.error(`heavy libraries loaded on / or precached: ${leaks.join(', ')}`);
  process.exit(1);
}
