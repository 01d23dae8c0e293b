// npm run bench:bundle: what a guest downloads to see `/`, gzip-compressed.
// Two views: the entry chunks named in index.html (static), and every script
// and stylesheet a real Chromium fetches while opening / on the built server
// (dynamic: worker, dictionary, lazy screens). Beside them, react + react-dom
// alone built by the same Vite. Fails when Phaser, Pixi or firebase leak into
// what a guest loads on /.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './games-server';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);

await build({ root, logLevel: 'warn' });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].flatMap((m) => (m[1] ? [m[1]] : []));

async function loadedOnHome(): Promise<string[]> {
  // The e2e server on a free port and a fresh database, stopped as a whole process group (bench/games-server.ts).
  const server = await startServer(root);
  try {
    const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'] });
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
  writeFileSync(join(tmp, 'main.js'), "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.getElementById('r')).render(createElement('p', null, 'hi'));");
  return build({
    root: tmp, logLevel: 'warn',
    resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
    build: { outDir: join(tmp, 'dist'), target: 'es2022' },
  }).then(() => {
    const size = readdirSync(join(tmp, 'dist/assets')).filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(join(tmp, 'dist/assets', f)), 0);
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
console.log(`react + react-dom alone:${kb(baseline).padStart(37)}`);
console.log(`entry on top of react:${kb(entryTotal - baseline).padStart(39)}`);
console.log(`all of / on top of react:${kb(loadedTotal - baseline).padStart(36)}`);

const FORBIDDEN: Record<string, RegExp> = { phaser: /Phaser v\d|Phaser\.Game/, pixi: /PIXI|pixi\.js/, firebase: /@firebase\/|firebase-messaging/ };
const leaks = [...new Set([...entry, ...loaded])].flatMap((f) => {
  const text = readFileSync(join(dist, f), 'utf8');
  return Object.entries(FORBIDDEN).filter(([, re]) => re.test(text)).map(([name]) => `${name} in ${f}`);
});
if (leaks.length) {
  console.error(`heavy libraries loaded on /: ${leaks.join(', ')}`);
  process.exit(1);
}
