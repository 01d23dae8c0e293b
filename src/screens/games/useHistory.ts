// Spin history pages (GET games/:slug/history?cursor=), newest first, for the
// play screen's infinite list and the fairness verifier.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import type { SpinHistoryPage, SpinHistoryRow } from '../../../contract/schemas/games';
import { api, ApiError } from '../../api/client';

export function fetchHistoryPage(slug: string, cursor: number | null): Promise<SpinHistoryPage> {
  return api.get<SpinHistoryPage>(API.gameHistory(slug), cursor === null ? undefined : { cursor });
}

/** Every row of a game's history, page by page (the verifier needs them all; a player has at most a few thousand). */
export async function fetchAllHistory(slug: string, maxPages = 50): Promise<SpinHistoryRow[]> {
  const rows: SpinHistoryRow[] = [];
  let cursor: number | null = null;
  for (let i = 0; i < maxPages; i++) {
    const page: SpinHistoryPage = await fetchHistoryPage(slug, cursor);
    rows.push(...page.rows);
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return rows;
}

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
    fetchHistoryPage(slug, at === 'start' ? null : at).then((page) => {
      cursor.current = page.nextCursor;
      if (!live.current) return;
      setRows((r) => [...r, ...page.rows]);
      setDone(page.nextCursor === null);
    }, (e: unknown) => {
      if (live.current) setError(e instanceof ApiError ? e.message : MSG.internalServerError);
    }).finally(() => {
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
