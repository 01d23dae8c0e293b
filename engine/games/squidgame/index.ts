// The Squid game module. The chrome's registry binds a setup to it:
//   squidgame: () => import('.../squidgame/index.ts').then((m) => m.squidGame(setup))
// so each mount gets its translated texts (and, in the gallery, its pose).
import { defineGame, type GameModule } from '../../core/game';
import { SquidScene } from './SquidScene';
import type { SquidPayloads, SquidSetup } from './types';

export function squidGame(setup: SquidSetup): GameModule<SquidPayloads> {
  return defineGame<SquidPayloads>({ createScenes: (ctx) => [new SquidScene(ctx, setup)] });
}

export type { SquidPayloads, SquidSetup } from './types';
