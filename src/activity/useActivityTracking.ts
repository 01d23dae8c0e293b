import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { CONSOLE_PATH } from '../app/routeTable';
import { playerState } from '../state/player';
import type { PlayerTracker } from './playerTracker';

// Tracking is for logged-in players only: its code is loaded on their first
// tracked screen, never for a guest.
let loading: Promise<PlayerTracker> | null = null;

/** Runs `use` on the tracker once loaded; calls keep their order (callbacks on one promise run in order). */
function withTracker(use: (tracker: PlayerTracker) => void): void {
  loading ??= import('./playerTracker').then((m) => m.tracker);
  void loading.then(use);
}

/** Mounted once in the app: tracks a logged-in player's screen visits. */
export function useActivityTracking(): void {
  const [location] = useLocation();
  const { authenticated } = useSnapshot(playerState);

  // The operator console is not a player's visit, even on a player's browser.
  const tracked = authenticated && !location.startsWith(CONSOLE_PATH);
  useEffect(() => {
    if (tracked) withTracker((tracker) => void tracker.visit(location));
    // Never loaded: nothing was started.
    else if (loading) withTracker((tracker) => tracker.stop());
  }, [location, tracked]);

  useEffect(() => {
    if (!authenticated) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') withTracker((tracker) => tracker.hide());
      else withTracker((tracker) => void tracker.visit(window.location.pathname));
    };
    // The beacon goes in the microtask right after this handler, before the page is gone.
    const onPageHide = () => withTracker((tracker) => tracker.hide());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [authenticated]);
}
