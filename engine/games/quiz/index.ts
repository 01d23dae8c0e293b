// The lucky roulette's game module, bound to the prize table the chrome
// fetched (src/game/quiz/roulette binds it per mount):
//   () => import('engine/games/quiz/index.ts').then((m) => m.rouletteGame(setup))
import { defineGame, type GameModule } from '../../core/game';
import { RouletteScene } from './RouletteScene';
import type { RoulettePayloads, RouletteSetup } from './types';

export function rouletteGame(setup: RouletteSetup): GameModule<RoulettePayloads> {
  if (setup.slots.length < 2) throw new Error('a roulette needs at least two slots');
  return defineGame<RoulettePayloads>({ createScenes: (ctx) => [new RouletteScene(ctx, setup)] });
}

export type { RoulettePayloads, RouletteSetup } from './types';
