// Head starts for a game the player is about to open: its art and its code
// into the HTTP cache (hashed URLs, cached for a year), at idle time after the
// page's load, unless the browser asks to save data. The code is prefetched,
// not imported: importing would run Phaser's megabyte on the main thread
// while the player reads the detail page (a 0.7 s long task on a slow phone).
// Each game's descriptor says what to warm.
import type { Lang } from '../../contract/constants';
import { resolveAsset } from '../../engine/assets/manifest';
import { parseManifest } from '../../engine/assets/parse';
import { assetUrl } from './hostInputs';

const warmed = new Set<string>();

/**
 * Fetch the files of these manifest keys while Phaser downloads, instead of
 * after it booted: the loader then finds every file at once. Sounds are left
 * out: they never block the first frame and would compete for bandwidth.
 */
export async function warmArt(name: string, keys: readonly string[], lang: Lang, now = new Date()): Promise<void> {
  const id = `${name}:${lang}`;
  if (warmed.has(id)) return;
  warmed.add(id);
  try {
    const manifest = parseManifest((await import('../../assets/manifest.json')).default);
    const files = keys.map((key) => resolveAsset(manifest, key, { lang, now })).filter((a) => a.type !== 'audio');
    await Promise.all(files.map((a) => fetch(assetUrl(a.file)).then((r) => r.blob())));
  } catch {
    // Only a head start: the game's own loader fetches (and reports) what is missing.
    warmed.delete(id);
  }
}

// What each game-side module loads, written by the build (scripts/pwa-shell.ts);
// absent under the dev server, where there is nothing to prefetch.
let gameFiles: Promise<Record<string, readonly string[]>> | null = null;

function isFileMap(value: unknown): value is Record<string, readonly string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((files) => Array.isArray(files) && files.every((f) => typeof f === 'string'))
  );
}

function loadGameFiles(): Promise<Record<string, readonly string[]>> {
  gameFiles ??= fetch('/game-files.json')
    .then((r) => (r.ok ? r.json() : {}))
    .then(
      (map: unknown) => (isFileMap(map) ? map : {}),
      () => ({}),
    );
  return gameFiles;
}

/**
 * Puts a game module's code (its chunk and the chunks under it, Phaser among
 * them) in the cache at the lowest priority without running it; the real
 * import on Play then finds every file there. `module` is its path from the
 * project root, as game-files.json names it.
 */
export async function prefetchCode(module: string): Promise<void> {
  for (const file of (await loadGameFiles())[module] ?? []) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    // The mode a module script is fetched in, so the cached copy is the one import() uses.
    link.crossOrigin = 'anonymous';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

/** The page's own load has finished: its images, styles and scripts are in. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The images the screen shows at once (not lazy) have loaded or failed and
 * been painted. A single-page app's load event comes before the images its
 * data names (a detail's hero), and a game's code fetched beside the hero
 * would share a slow line with the page's largest paint.
 */
async function afterShownImages(): Promise<void> {
  const pending = [...document.querySelectorAll('img')].filter((img) => img.loading !== 'lazy' && !img.complete);
  await Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Runs `warm` once the page and the images it shows have loaded and then
 * the browser is idle, unless it asks to save data (then everything loads
 * on Play, as it would anyway). An idle callback alone fires early on a slow
 * phone (the first gap between tasks, before the screen's own images
 * arrive), and a game's code then competes with them: the head start must
 * come after what the player sees.
 */
export function whenIdle(warm: () => void): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  void afterLoad()
    .then(afterShownImages)
    .then(() => idle(warm));
}
