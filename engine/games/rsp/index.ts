// The Rock scissor paper module. The chrome's registry binds a setup to it:
//   'rock-scissor-paper': () => import('.../rsp/index.ts').then((m) => m.rspGame(setup))
// so each mount gets its translated texts (and, in the gallery, its pose).
import { defineGame, type GameModule } from '../../core/game';
import { RspScene } from './RspScene';
import type { RspPayloads, RspSetup } from './types';

export function rspGame(setup: RspSetup): GameModule<RspPayloads> {
  return defineGame<RspPayloads>({ createScenes: (ctx) => [new RspScene(ctx, setup)] });
}

export type { RspPayloads, RspSetup } from './types';
