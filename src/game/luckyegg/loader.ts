// Lucky egg's scene module, bound to each mount's setup.
import type { GameLoader } from '../../../engine/core/game';
import type { EggPayloads, EggSetup } from '../../../engine/games/luckyegg/types';

/** The same module as game-files.json names it (src/game/warm.ts prefetchCode). */
export const EGG_MODULE = 'engine/games/luckyegg/index.ts';

/** A registry for one mount: the host asks it for 'lucky-egg' and gets the scene bound to this setup. */
export function eggRegistry(setup: EggSetup): { 'lucky-egg': GameLoader<EggPayloads> } {
  return { 'lucky-egg': () => import('../../../engine/games/luckyegg/index.ts').then((m) => m.luckyEggGame(setup)) };
}
