// The Lucky egg game module. The chrome's registry binds a setup to it:
//   'lucky-egg': () => import('.../luckyegg/index.ts').then((m) => m.luckyEggGame(setup))
// so each mount gets its translated texts and formats (and, in the gallery, its pose).
import { defineGame, type GameModule } from '../../core/game';
import { EggScene } from './EggScene';
import type { EggPayloads, EggSetup } from './types';

export function luckyEggGame(setup: EggSetup): GameModule<EggPayloads> {
  return defineGame<EggPayloads>({ createScenes: (ctx) => [new EggScene(ctx, setup)] });
}

export type { EggPayloads, EggSetup } from './types';
