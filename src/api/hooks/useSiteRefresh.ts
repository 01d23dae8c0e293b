import { useCallback, useEffect, useState } from 'react';
import { refreshData } from '../calls/refresh';

export type RefreshStatus = 'loading' | 'ready' | 'error';

/**
 * Refreshes the site store (contact links, promotions) when a screen opens.
 * The store already holds the last saved answer, so the screen draws that at
 * once; the status only matters while the store has nothing to show.
 */
export function useSiteRefresh(): { status: RefreshStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ attempt: number; ok: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    void refreshData().then((outcome) => {
      if (live) setDone({ attempt, ok: outcome.ok });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: RefreshStatus = done?.attempt !== attempt ? 'loading' : done.ok ? 'ready' : 'error';
  return { status, retry };
}
