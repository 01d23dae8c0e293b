// React + react-dom alone, built the way the app is built (this Vite, the
// app's target, no modulepreload polyfill), gzip -9: the reference the
// entry's and the first visit's ratios are measured against (issue 30 item 4).
// Cached in the OS temp folder by the versions that decide its bytes, so
// test:budget pays the ~2 s build once per machine and version set.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { gzipBytes } from './sizes';

const version = (root: string, pkg: string): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** gzip bytes of react + react-dom built alone; `root` is the app's folder (its node_modules). */
export async function reactBaselineBytes(root: string): Promise<number> {
  const key = ['react', 'react-dom', 'vite', 'rolldown'].map((pkg) => `${pkg}@${version(root, pkg)}`).join('_');
  const cache = join(tmpdir(), `react-baseline-${key.replace(/[^\w.@-]/g, '_')}.json`);
  if (existsSync(cache)) return (JSON.parse(readFileSync(cache, 'utf8')) as { bytes: number }).bytes;

  const tmp = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  try {
    writeFileSync(join(tmp, 'index.html'), '<div id="r"></div><script type="module" src="./main.js"></script>');
    writeFileSync(
      join(tmp, 'main.js'),
      "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.getElementById('r')).render(createElement('p', null, 'hi'));",
    );
    await build({
      root: tmp,
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
      // The app's own settings that shape the output (vite.config.ts build.target, build.modulePreload).
      build: { outDir: join(tmp, 'dist'), target: 'es2022', modulePreload: { polyfill: false } },
    });
    const assets = join(tmp, 'dist/assets');
    const bytes = readdirSync(assets)
      .filter((f) => /\.(?:js|css)$/.test(f))
      .reduce((sum, f) => sum + gzipBytes(join(assets, f)), 0);
    writeFileSync(cache, JSON.stringify({ bytes }));
    return bytes;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A size as a multiple of the baseline, to four figures (1.3585x). */
export const ratioText = (bytes: number, baseline: number): string => `${(bytes / baseline).toFixed(4)}x`;
