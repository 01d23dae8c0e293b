// Every game the chrome can play, by slug: one line per game of BUILT_GAMES,
// its descriptor in src/game/<game>/index.ts (src/game/types.ts says what one
// holds). A game not built shows "Game is in preparation". Each descriptor loads its
// stage, scenes and Phaser under them as chunks of their own, fetched only
// when played.
import type { Lang } from '../../contract/constants';
import { ftoGame } from './fto';
import { luckyEggGame } from './luckyegg';
import { rspGame } from './rsp';
import { squidGame } from './squidgame';
import { isBuilt, type BuiltSlug } from './builtGames';
import type { ChromeGame } from './types';
import { wheelGame } from './wheel';

export const CHROME_GAMES = {
  'spin-wheel': wheelGame,
  spinwheelv2: wheelGame,
  fto: ftoGame,
  'lucky-egg': luckyEggGame,
  squidgame: squidGame,
  'rock-scissor-paper': rspGame,
} as const satisfies { [S in BuiltSlug]: ChromeGame<S> };

/** The descriptor of a built slug, typed for any of them (each is a ChromeGame of its own slugs). */
export const chromeGame = (slug: BuiltSlug): ChromeGame<BuiltSlug> => CHROME_GAMES[slug] as ChromeGame<BuiltSlug>;

/** Warm a game's code and art while the player reads its detail, so Play opens fast. */
export function prefetchGame(slug: string, lang: Lang): void {
  if (isBuilt(slug)) chromeGame(slug).prefetch(slug, lang);
}
