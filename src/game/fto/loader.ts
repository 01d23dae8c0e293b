// Find The Odd's scene module, bound to each mount's setup.
import type { GameLoader } from '../../../engine/core/game';
import type { FtoPayloads, FtoSetup } from '../../../engine/games/fto/types';

/** A registry for one mount: the host asks it for 'fto' and gets the scene bound to this setup. */
export function ftoRegistry(setup: FtoSetup): { fto: GameLoader<FtoPayloads> } {
  return { fto: () => import('../../../engine/games/fto/index.ts').then((m) => m.ftoGame(setup)) };
}
