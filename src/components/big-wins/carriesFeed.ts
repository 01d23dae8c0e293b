import { GAME_KEY_BY_SLUG, GAME_SLUGS, type GameKey, type GameSlug } from '../../../contract/constants';
import { WAGER_GAMES } from '../../../contract/limitsRules';

/**
 * Whether a game's screens (detail, play) carry the big-wins feed: only the
 * games a player stakes on. Apart from BigWinsSlot, so home, which always
 * carries it, does not load the limits rules this reads.
 */
export const carriesFeed = (slug: string): boolean =>
  (GAME_SLUGS as readonly string[]).includes(slug) && (WAGER_GAMES as readonly GameKey[]).includes(GAME_KEY_BY_SLUG[slug as GameSlug]);
