// Where the big-wins feed sits on a screen (home, a wagering game's detail
// and play screens): its height is reserved at once, the ticker (calls,
// socket, texts) comes in its own chunk after the screen's first paint.
import { lazy, Suspense } from 'react';
import { GAME_KEY_BY_SLUG, GAME_SLUGS, type GameKey, type GameSlug } from '../../../contract/constants';
import { WAGER_GAMES } from '../../../contract/limitsRules';
import styles from './BigWins.module.css';

const BigWinsTicker = lazy(() => import('./BigWinsTicker'));

/** The feed is carried on the screens of the games a player stakes on. */
const carriesFeed = (slug: string): boolean =>
  (GAME_SLUGS as readonly string[]).includes(slug) && (WAGER_GAMES as readonly GameKey[]).includes(GAME_KEY_BY_SLUG[slug as GameSlug]);

/**
 * 'bar' in a screen's flow; 'overlay' floats under a play screen's header.
 * On a game's screen (`game` its slug) only for the games a player stakes on.
 */
export function BigWinsSlot({ variant = 'bar', game }: { variant?: 'bar' | 'overlay'; game?: string }) {
  if (game !== undefined && !carriesFeed(game)) return null;
  return (
    <div className={styles.slot} data-variant={variant}>
      <Suspense fallback={null}>
        <BigWinsTicker />
      </Suspense>
    </div>
  );
}
