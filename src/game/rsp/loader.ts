// Rock scissor paper's scene module, bound to each mount's setup.
import type { GameLoader } from '../../../engine/core/game';
import type { RspPayloads, RspSetup } from '../../../engine/games/rsp/types';

/** A registry for one mount: the host asks it for the slug and gets the scene bound to this setup. */
export function rspRegistry(setup: RspSetup): { 'rock-scissor-paper': GameLoader<RspPayloads> } {
  return { 'rock-scissor-paper': () => import('../../../engine/games/rsp/index.ts').then((m) => m.rspGame(setup)) };
}
