// The two measures bench:bundle and test:budget share beyond the built files
// (sizes.ts): react + react-dom alone built by the same Vite (the yardstick of
// the budget's ratios), and every script and stylesheet a real Chromium
// fetches while opening / on the built server (worker, dictionary, lazy screens).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { startServer } from './games-server';
import { gzipBytes } from './sizes';

/** react + react-dom rendering one element, built with the app's target into `dir`; `cleanup` removes it. */
export async function buildReactBaseline(root: string): Promise<{ dir: string; cleanup(): void }> {
  const tmp = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  try {
    writeFileSync(join(tmp, 'index.html'), '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>react</title></head><body><div id="r"></div><script type="module" src="./main.js"></script></body></html>');
    writeFileSync(join(tmp, 'main.js'), "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.getElementById('r')).render(createElement('p', null, 'hi'));");
    await build({
      root: tmp, logLevel: 'warn', configFile: false,
      resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
      build: { outDir: join(tmp, 'dist'), target: 'es2022' },
    });
    return { dir: join(tmp, 'dist'), cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** gzip bytes of the React baseline's scripts. */
export async function reactBaselineBytes(root: string): Promise<number> {
  const { dir, cleanup } = await buildReactBaseline(root);
  try {
    return readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipBytes(join(dir, 'assets', f)), 0);
  } finally {
    cleanup();
  }
}

/** The .js and .css files (relative to the build folder) a guest's browser fetches opening /, until the network is idle. */
export async function loadedOnHome(root: string): Promise<string[]> {
  // The e2e server on a free port and a fresh database, stopped as a whole process group (bench/games-server.ts).
  const server = await startServer(root);
  try {
    const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (/\.(js|css)$/.test(path) && path !== '/sw.js') files.add(path.slice(1));
      });
      await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
      return [...files];
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** "1.3456x" */
export const ratioText = (bytes: number, baseline: number): string => `${(bytes / baseline).toFixed(4)}x`;
