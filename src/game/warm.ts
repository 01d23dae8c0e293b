// Head starts for a game the player is about to open: its art into the HTTP
// cache (hashed URLs, cached for a year) and its code, at idle time, unless
// the browser asks to save data. Each game's descriptor says what to warm.
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

/** The page's own load has finished: its images, styles and scripts are in. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Runs `warm` once the page has loaded and then the browser is idle, unless
 * it asks to save data (then everything loads on Play, as it would anyway).
 * An idle callback alone fires early on a slow phone (the first gap between
 * tasks, before the screen's own images arrive), and a game's code then
 * competes with them: the head start must come after what the player sees.
 */
export function whenIdle(warm: () => void): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  void afterLoad().then(() => idle(warm));
}
