import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKey } from '../client';

export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

export interface Pages<T> {
  rows: T[];
  /** a page is on its way */
  loading: boolean;
  /** message key of the last failure; rows already shown stay */
  error: string | null;
  /** false once the last page is in */
  more: boolean;
  /** the first page has arrived (tells "empty" from "not loaded yet") */
  loaded: boolean;
  loadMore(): void;
  /** fetches the first page again; the rows shown stay until it answers (live updates never flash) */
  reload(): void;
}

interface Loaded<T> {
  key: string;
  gen: number;
  rows: T[];
  cursor: string | null;
  more: boolean;
  error: string | null;
}

/**
 * Pages of a newest-first list, appended as the player scrolls. `key` names
 * the query: a new key starts over, and an answer for an older key or an
 * older reload is dropped, so a quick filter change never mixes two lists.
 */
export function usePages<T>(key: string, fetchPage: (cursor: string | null) => Promise<Page<T>>): Pages<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [tick, setTick] = useState(0);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ key: '', gen: 0 });
  const fetcher = useRef(fetchPage);
  useEffect(() => {
    fetcher.current = fetchPage;
  });

  useEffect(() => {
    const gen = latest.current.gen + 1;
    latest.current = { key, gen };
    const mine = () => latest.current.key === key && latest.current.gen === gen;
    fetcher.current(null).then(
      (page) => {
        if (mine()) setLoaded({ key, gen, rows: page.rows, cursor: page.nextCursor, more: page.nextCursor !== null, error: null });
      },
      (e: unknown) => {
        if (mine()) setLoaded({ key, gen, rows: [], cursor: null, more: false, error: errorKey(e) });
      },
    );
  }, [key, tick]);

  const current = loaded !== null && loaded.key === key ? loaded : null;

  const loadMore = useCallback(() => {
    if (busy || !current || !current.more || current.cursor === null) return;
    const from = current;
    setBusy(true);
    fetcher.current(from.cursor).then(
      (page) => {
        if (latest.current.gen === from.gen) {
          setLoaded({ ...from, rows: [...from.rows, ...page.rows], cursor: page.nextCursor, more: page.nextCursor !== null, error: null });
        }
        setBusy(false);
      },
      (e: unknown) => {
        if (latest.current.gen === from.gen) setLoaded({ ...from, error: errorKey(e) });
        setBusy(false);
      },
    );
  }, [busy, current]);

  const reload = useCallback(() => setTick((n) => n + 1), []);

  return {
    rows: current?.rows ?? [],
    loading: busy || current === null,
    error: current?.error ?? null,
    more: current?.more ?? true,
    loaded: current !== null && current.error === null,
    loadMore,
    reload,
  };
}
