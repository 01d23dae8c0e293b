// npm run assets:check — what an artist's change to assets/ must keep true:
//   1. assets/manifest.json parses (keys, types, windows, budgets);
//   2. every key a scene uses exists in the manifest (each game's
//      engine/games/<game>/types.ts exports its keys as `..._ASSETS` lists);
//   3. every file the manifest names exists, in every language ({lang}) and
//      every seasonal variant;
//   4. no file is over its byte budget (maxBytes);
//   5. no two seasonal windows of one key share a day (GMT+8).
// Prints every problem at once (not only the first) and exits 1 if any.
// Files under assets/games/ that nothing names are listed as a warning.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findOverlaps, manifestFiles, type AssetManifest } from '../engine/assets/manifest';
import { parseManifest } from '../engine/assets/parse';

const ROOT = resolve(import.meta.dirname, '..');
const ASSETS = join(ROOT, 'assets');
const GAMES = join(ROOT, 'engine/games');

const problems: string[] = [];
const warnings: string[] = [];

function loadManifest(): AssetManifest | null {
  try {
    return parseManifest(JSON.parse(readFileSync(join(ASSETS, 'manifest.json'), 'utf8')));
  } catch (error) {
    problems.push(`manifest: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The keys each game's scenes use: every exported string list whose name ends in _ASSETS. */
async function sceneKeys(): Promise<Map<string, string[]>> {
  const used = new Map<string, string[]>();
  for (const game of readdirSync(GAMES)) {
    const file = join(GAMES, game, 'types.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!name.endsWith('_ASSETS') || !Array.isArray(value)) continue;
      for (const key of value) {
        if (typeof key !== 'string') continue;
        used.set(key, [...(used.get(key) ?? []), `engine/games/${game} ${name}`]);
      }
    }
  }
  return used;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const manifest = loadManifest();
const used = await sceneKeys();
if (manifest) {
  for (const [key, users] of used) {
    if (!manifest.assets[key])
      problems.push(`missing key: "${key}" (used by ${[...new Set(users)].join(', ')}) is not in assets/manifest.json`);
  }
  const named = new Set<string>();
  for (const f of manifestFiles(manifest)) {
    const path = join(ASSETS, f.file);
    named.add(path);
    const where = `"${f.key}"${f.variant === 'default' ? '' : ` (${f.variant})`}`;
    if (!existsSync(path)) {
      problems.push(`missing file: ${where} -> assets/${f.file}`);
      continue;
    }
    const size = statSync(path).size;
    if (size > f.maxBytes) problems.push(`over budget: ${where} -> assets/${f.file} is ${size} bytes, budget ${f.maxBytes}`);
  }
  for (const o of findOverlaps(manifest)) {
    problems.push(`overlapping seasons: "${o.key}" windows "${o.a}" and "${o.b}" are both on for ${o.day} (GMT+8)`);
  }
  for (const file of walk(join(ASSETS, 'games'))) {
    if (!named.has(file) && !file.endsWith('.md')) warnings.push(`unused file: ${relative(ROOT, file)} is in no manifest entry`);
  }
}

for (const w of warnings) console.warn(`warning  ${w}`);
if (problems.length) {
  console.error(`assets:check found ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
const keys = manifest ? Object.keys(manifest.assets).length : 0;
console.log(
  `assets:check ok: ${keys} manifest keys, ${used.size} used by scenes, ${manifest ? manifestFiles(manifest).length : 0} files within budget, no overlapping seasons`,
);
