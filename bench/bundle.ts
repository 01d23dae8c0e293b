// npm run bench:bundle: what a guest downloads to see `/`, gzip-compressed,
// beside react + react-dom alone built by the same Vite. Fails when a heavy
// library (Phaser, Pixi, firebase) leaks into the entry.
import { mkdtempSync, readFileSync, writeFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

await build({ root, logLevel: 'warn' });
const dist = join(root, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
const rows = entryFiles.map((f) => ({ file: f, gzip: gz(join(dist, f)) }));
const entryTotal = rows.reduce((s, r) => s + r.gzip, 0);

const FORBIDDEN: Record<string, RegExp> = { phaser: /Phaser v\d|Phaser\.Game/, pixi: /PIXI|pixi\.js/, firebase: /@firebase\/|firebase-messaging/ };
const leaks = entryFiles.flatMap((f) => {
  const text = readFileSync(join(dist, f), 'utf8');
  return Object.entries(FORBIDDEN).filter(([, re]) => re.test(text)).map(([name]) => `${name} in ${f}`);
});

// The yardstick: an app that only mounts React.
const tmp = mkdtempSync(join(tmpdir(), 'react-baseline-'));
writeFileSync(join(tmp, 'index.html'), '<div id="r"></div><script type="module" src="./main.js"></script>');
writeFileSync(join(tmp, 'main.js'), "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.getElementById('r')).render(createElement('p', null, 'hi'));");
await build({ root: tmp, logLevel: 'warn', resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } }, build: { outDir: join(tmp, 'dist'), target: 'es2022' } });
const baseline = readdirSync(join(tmp, 'dist/assets')).filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(join(tmp, 'dist/assets', f)), 0);
rmSync(tmp, { recursive: true, force: true });

console.log('entry chunks a guest loads on / (gzip -9):');
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.gzip)}`);
console.log(`  total${' '.repeat(44)}${kb(entryTotal)}`);
console.log(`react + react-dom alone:${' '.repeat(27)}${kb(baseline)}`);
console.log(`app on top of react:${' '.repeat(31)}${kb(entryTotal - baseline)}`);
if (leaks.length) {
  console.error(`heavy libraries in the entry: ${leaks.join(', ')}`);
  process.exit(1);
}
