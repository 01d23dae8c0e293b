// The Find The Odd game module. The chrome's registry binds a setup to it:
//   fto: () => import('.../fto/index.ts').then((m) => m.ftoGame(setup))
// so each mount gets its translated texts (and, in the gallery, its pose).
import { defineGame, type GameModule } from '../../core/game';
import { FtoScene } from './FtoScene';
import type { FtoPayloads, FtoSetup } from './types';

export function ftoGame(setup: FtoSetup): GameModule<FtoPayloads> {
  return defineGame<FtoPayloads>({ createScenes: (ctx) => [new FtoScene(ctx, setup)] });
}

export type { FtoPayloads, FtoSetup } from './types';
