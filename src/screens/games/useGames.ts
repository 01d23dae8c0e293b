// The games endpoints (contract/schemas/games.ts) as screen hooks. The list
// and detail are public and kept in memory for a fast revisit; the player's
// status and the play screen's own copy of the detail are fetched fresh, so
// a revalidation never swaps a prize table under a running wheel. Spin
// history comes in pages (GET games/:slug/history?cursor=), newest first, for
// the play screen's infinite list and the fairness verifier.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import type { GameCard, GameDetail, SpinHistoryPage, SpinHistoryRow, SpinStatus } from '../../../contract/schemas/games';
import { api, ApiError } from '../../api/client';
import { useRemote } from '../../data/useRemote';

export const useGameList = () => useRemote<GameCard[]>(API.games);

export const useGameDetail = (slug: string, opts: { fresh?: boolean } = {}) =>
  useRemote<GameDetail>(API.game(slug), { keep: !opts.fresh });

export const useSpinStatus = (slug: string, authenticated: boolean) =>
  useRemote<SpinStatus>(authenticated ? API.gameStatus(slug) : null, { keep: false });

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
