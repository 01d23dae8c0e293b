// A wheel's player calls as hooks: the standing (spins left, today's count)
// fetched fresh, and the spin history in pages (GET games/:slug/history?cursor=),
// newest first, for the history sheet's infinite list and the verifier.
import { useCallback, useEffect, useRef, useState } from 'react';
import { API } from '../../../contract/routes';
import type { SpinHistoryRow } from '../../../contract/games/wheel';
import { allPages } from '../../api/allPages';
import { fetchSpinHistory, fetchSpinStatus } from '../../api/calls/games';
import { errorKey } from '../../api/client';
import { useRemote } from '../../api/hooks/useRemote';

export const useSpinStatus = (slug: string, authenticated: boolean) =>
  useRemote(authenticated ? API.gameStatus(slug) : null, () => fetchSpinStatus(slug), { keep: false });

/** Every row of a game's history, page by page (the verifier needs them all; a player has at most a few thousand). */
export const fetchAllHistory = (slug: string): Promise<SpinHistoryRow[]> => allPages((cursor) => fetchSpinHistory(slug, cursor));

export interface HistoryList {
  rows: SpinHistoryRow[];
  /** true once the last page arrived */
  done: boolean;
  loading: boolean;
  error: string | null;
  loadMore(): void;
}

export function useHistory(slug: string): HistoryList {
  const [rows, setRows] = useState<SpinHistoryRow[]>([]);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Refs, not state: the sentinel may call a loadMore of an older render right
  // after a page arrived; it must still ask for the next page, never page 1 again.
  const cursor = useRef<number | null | 'start'>('start');
  const busy = useRef(false);
  const live = useRef(true);

  const loadMore = useCallback(() => {
    const at = cursor.current;
    if (busy.current || at === null) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    fetchSpinHistory(slug, at === 'start' ? null : at)
      .then(
        (page) => {
          cursor.current = page.nextCursor;
          if (!live.current) return;
          setRows((r) => [...r, ...page.rows]);
          setDone(page.nextCursor === null);
        },
        (e: unknown) => {
          if (live.current) setError(errorKey(e));
        },
      )
      .finally(() => {
        busy.current = false;
        if (live.current) setLoading(false);
      });
  }, [slug]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  return { rows, done, loading, error, loadMore };
}
