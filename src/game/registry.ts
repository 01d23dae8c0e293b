// The chrome's registry of game modules by slug. Each entry is a dynamic
// import, so a game (and Phaser under it) is its own chunk fetched only when
// played. Both wheel slugs load the same module with their own setup: one
// scene parameterised by the prize table, not two copies.
import type { GameSlug, Lang } from '../../contract/constants';
import { resolveAsset } from '../../engine/assets/manifest';
import { parseManifest } from '../../engine/assets/parse';
import type { GameLoader } from '../../engine/core/game';
import { WHEEL_ASSETS_BY_VARIANT, type WheelPayloads, type WheelSetup, type WheelVariant } from '../../engine/games/wheel/types';
import { assetUrl } from './hostInputs';

/** Games with a play screen in this build; the others show "Game is in preparation". */
export const BUILT_GAMES = ['spin-wheel', 'spinwheelv2'] as const satisfies readonly GameSlug[];
export type BuiltSlug = (typeof BUILT_GAMES)[number];

export function isBuilt(slug: string): slug is BuiltSlug {
  return (BUILT_GAMES as readonly string[]).includes(slug);
}

export const WHEEL_VARIANT: Record<BuiltSlug, WheelVariant> = {
  'spin-wheel': 'classic',
  spinwheelv2: 'v2',
};

const loadWheel = () => import('../../engine/games/wheel/index.ts');

/** A registry for one mount: the host asks it for `slug` and gets the wheel bound to this setup. */
export function wheelRegistry(setup: WheelSetup): Record<BuiltSlug, GameLoader<WheelPayloads>> {
  const load: GameLoader<WheelPayloads> = () => loadWheel().then((m) => m.wheelGame(setup));
  return { 'spin-wheel': load, spinwheelv2: load };
}

const warmed = new Set<string>();

/**
 * Fetch a game's art into the HTTP cache (hashed URLs, cached for a year)
 * while Phaser downloads, instead of after it booted: the loader then finds
 * every file at once. Sounds are left out: they never block the first frame
 * and would only compete with Phaser for the bandwidth.
 */
export async function warmArt(slug: string, lang: Lang, now = new Date()): Promise<void> {
  if (!isBuilt(slug) || warmed.has(`${slug}:${lang}`)) return;
  warmed.add(`${slug}:${lang}`);
  try {
    const manifest = parseManifest((await import('../../assets/manifest.json')).default);
    const files = WHEEL_ASSETS_BY_VARIANT[WHEEL_VARIANT[slug]]
      .map((key) => resolveAsset(manifest, key, { lang, now }))
      .filter((a) => a.type !== 'audio');
    await Promise.all(files.map((a) => fetch(assetUrl(a.file)).then((r) => r.blob())));
  } catch {
    // Only a head start: the game's own loader fetches (and reports) what is missing.
    warmed.delete(`${slug}:${lang}`);
  }
}

/**
 * Warm the game's code (the wheel module and Phaser) and its art while the
 * player reads the detail page, so Play opens fast. Skipped when the browser
 * asks to save data: then everything loads on Play, as it would anyway.
 * Repeated calls cost nothing: import() and warmArt remember what they did.
 */
export function prefetchGame(slug: string, lang: Lang): void {
  if (!isBuilt(slug)) return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  idle(() => {
    // The wheel module pulls Phaser in with it (its own dynamic-import chunk); a
    // failure here is left to the real load on Play, which reports it with Retry.
    void loadWheel().then(() => warmArt(slug, lang), () => undefined);
  });
}
