// The roulette's scene module bound to each mount's setup, and its head
// start: the module (Phaser with it, shared with the wheels) and art warmed
// while the player answers the week's last questions.
import type { Lang } from '../../../../contract/constants';
import type { GameLoader } from '../../../../engine/core/game';
import { ROULETTE_ASSETS, type RoulettePayloads, type RouletteSetup } from '../../../../engine/games/quiz/types';
import { QUIZ_ROULETTE } from '../../verifyRound';
import { warmArt, whenIdle } from '../../warm';

const loadRoulette = () => import('../../../../engine/games/quiz/index.ts');

export function rouletteRegistry(setup: RouletteSetup): Record<typeof QUIZ_ROULETTE, GameLoader<RoulettePayloads>> {
  return { [QUIZ_ROULETTE]: () => loadRoulette().then((m) => m.rouletteGame(setup)) };
}

export const warmRouletteArt = (lang: Lang): Promise<void> => warmArt(QUIZ_ROULETTE, ROULETTE_ASSETS, lang);

/** Warm the roulette's code and art at idle time; a failure is left to the real load, which reports it with Retry. */
export function prefetchRoulette(lang: Lang): void {
  whenIdle(() => {
    void loadRoulette().then(
      () => warmRouletteArt(lang),
      () => undefined,
    );
  });
}
