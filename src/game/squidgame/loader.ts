// Squid game's scene module, bound to each mount's setup.
import type { GameLoader } from '../../../engine/core/game';
import type { SquidPayloads, SquidSetup } from '../../../engine/games/squidgame/types';

/** A registry for one mount: the host asks it for 'squidgame' and gets the scene bound to this setup. */
export function squidRegistry(setup: SquidSetup): { squidgame: GameLoader<SquidPayloads> } {
  return { squidgame: () => import('../../../engine/games/squidgame/index.ts').then((m) => m.squidGame(setup)) };
}
