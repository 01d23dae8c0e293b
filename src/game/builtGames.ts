// The slugs this build can play, apart from their chrome (registry.ts): a
// card or a detail page says "in preparation" for the others without loading
// every game's chrome.
import type { GameSlug } from '../../contract/constants';

export const BUILT_GAMES = [
  'spin-wheel',
  'spinwheelv2',
  'fto',
  'lucky-egg',
  'squidgame',
  'rock-scissor-paper',
] as const satisfies readonly GameSlug[];

export type BuiltSlug = (typeof BUILT_GAMES)[number];

export function isBuilt(slug: string): slug is BuiltSlug {
  return (BUILT_GAMES as readonly string[]).includes(slug);
}
