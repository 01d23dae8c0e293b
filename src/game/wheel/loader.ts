// The wheel's code and art for both wheel slugs: one scene module
// parameterised by the prize table, bound to each mount's setup.
import type { Lang } from '../../../contract/constants';
import type { GameLoader } from '../../../engine/core/game';
import { WHEEL_ASSETS_BY_VARIANT, type WheelPayloads, type WheelSetup, type WheelVariant } from '../../../engine/games/wheel/types';
import { prefetchCode, warmArt, whenIdle } from '../warm';

export type WheelSlug = 'spin-wheel' | 'spinwheelv2';

export const WHEEL_VARIANT: Record<WheelSlug, WheelVariant> = {
  'spin-wheel': 'classic',
  spinwheelv2: 'v2',
};

const loadWheel = () => import('../../../engine/games/wheel/index.ts');
/** The same module as game-files.json names it (src/game/warm.ts prefetchCode). */
const WHEEL_MODULE = 'engine/games/wheel/index.ts';

/** A registry for one mount: the host asks it for the slug and gets the wheel bound to this setup. */
export function wheelRegistry(setup: WheelSetup): Record<WheelSlug, GameLoader<WheelPayloads>> {
  const load: GameLoader<WheelPayloads> = () => loadWheel().then((m) => m.wheelGame(setup));
  return { 'spin-wheel': load, spinwheelv2: load };
}

export const warmWheelArt = (slug: WheelSlug, lang: Lang): Promise<void> =>
  warmArt(slug, WHEEL_ASSETS_BY_VARIANT[WHEEL_VARIANT[slug]], lang);

/**
 * Warm the wheel module's code (Phaser comes with it, its own chunk) and its
 * art while the player reads the detail page; a failure is left to the real
 * load on Play, which reports it with Retry.
 */
export function prefetchWheel(slug: WheelSlug, lang: Lang): void {
  whenIdle(() => {
    void prefetchCode(WHEEL_MODULE);
    void warmWheelArt(slug, lang);
  });
}
