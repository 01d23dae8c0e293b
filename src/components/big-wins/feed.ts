// The ticker's list, without React: the public list on load, then every win
// the socket brings in front, each once, newest first.
import type { BigWin } from '../../../contract/bigWins';
import { BIG_WINS_LISTED } from '../../../contract/bigWinsRules';
import { GAME_KEY_BY_SLUG, GAME_SLUGS, type GameKey, type GameSlug } from '../../../contract/constants';

/** `incoming` in front of `shown`, a win already there (the list and a push can both carry it) only once. */
export function mergeWins(shown: readonly BigWin[], incoming: readonly BigWin[]): BigWin[] {
  const seen = new Set<number>();
  const all = [...incoming, ...shown].filter((w) => !seen.has(w.id) && seen.add(w.id));
  return all.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id).slice(0, BIG_WINS_LISTED);
}

const SLUG_OF_KEY = Object.fromEntries(GAME_SLUGS.map((slug) => [GAME_KEY_BY_SLUG[slug], slug])) as Record<GameKey, GameSlug>;

/** The game's slug (its title's key is GAME_TITLE[slug]). */
export const slugOfKey = (key: GameKey): GameSlug => SLUG_OF_KEY[key];
