// Where the big-wins feed sits on a screen (home, a wagering game's detail
// and play screens): its height is reserved at once, the ticker (calls,
// socket, texts) comes in its own chunk after the screen's first paint.
import { lazy, Suspense } from 'react';
import styles from './BigWins.module.css';

const BigWinsTicker = lazy(() => import('./BigWinsTicker'));

/**
 * 'bar' in a screen's flow; 'overlay' floats under a play screen's header.
 * A game's screens carry it only where carriesFeed says so.
 */
export function BigWinsSlot({ variant = 'bar' }: { variant?: 'bar' | 'overlay' }) {
  return (
    <div className={styles.slot} data-variant={variant}>
      <Suspense fallback={null}>
        <BigWinsTicker />
      </Suspense>
    </div>
  );
}
