// The chrome's registry of game modules by slug. Each entry is a dynamic
// import, so a game (and Phaser under it) is its own chunk fetched only when
// played. Both wheel slugs load the same module with their own setup: one
// scene parameterised by the prize table, not two copies.
import type { GameSlug } from '../../contract/constants';
import type { GameLoader } from '../../engine/core/game';
import type { WheelPayloads, WheelSetup, WheelVariant } from '../../engine/games/wheel/types';

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

let prefetched = false;

/**
 * Warm the game's code (the wheel module and Phaser) while the player reads
 * the detail page, so Play opens fast. Skipped when the browser asks to save
 * data: then the code loads on Play, as it would anyway.
 */
export function prefetchGame(slug: string): void {
  if (prefetched || !isBuilt(slug)) return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  prefetched = true;
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  idle(() => {
    // The wheel module pulls Phaser in with it (its own dynamic-import chunk).
    void loadWheel().catch(() => {
      // A failed prefetch is retried by the real load on Play.
      prefetched = false;
    });
  });
}
