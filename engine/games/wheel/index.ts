// The wheel game module: one scene for both wheel slugs, parameterised by the
// prize table and the variant. The chrome's registry binds a setup to it:
//   'spin-wheel': () => import('.../wheel/index.ts').then((m) => m.wheelGame(setup))
// so each mount gets the prize table it fetched, with no global in between.
import { defineGame, type GameModule } from '../../core/game';
import type { WheelPayloads, WheelSetup } from './types';
import { WheelScene } from './WheelScene';

export function wheelGame(setup: WheelSetup): GameModule<WheelPayloads> {
  if (setup.slots.length < 2) throw new Error('a wheel needs at least two slots');
  return defineGame<WheelPayloads>({ createScenes: (ctx) => [new WheelScene(ctx, setup)] });
}

export type { WheelPayloads, WheelSetup } from './types';
