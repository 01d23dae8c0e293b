import { useCallback, useEffect, useState } from 'react';
import { MSG } from '../../contract/errors';
import { api, ApiError } from '../api/client';

/** What a screen draws for one GET: a spinner, the data, or the message key with a retry. */
export type RemoteState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string };

export interface RemoteOptions {
  /**
   * Keep the answer in memory for the page's lifetime, so a revisit draws at
   * once while it revalidates (content pages on a slow phone). Off for a
   * player's private data, which must not outlive a logout.
   */
  keep?: boolean;
}

// Module-level so the answer outlives the screen (back and forth between FAQ and terms).
const memory = new Map<string, unknown>();

type Settled<T> = { url: string; attempt: number; state: RemoteState<T> };

/**
 * GET url through the API client. url null = not wanted (a guest's profile):
 * 'idle'. The state of an older url or attempt is never shown for a newer one,
 * so switching slugs cannot flash the previous page.
 */
export function useRemote<T>(url: string | null, { keep = true }: RemoteOptions = {}): RemoteState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (url === null) return;
    let live = true;
    api.get<T>(url).then(
      (data) => {
        if (keep) memory.set(url, data);
        if (live) setSettled({ url, attempt, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        const message = error instanceof ApiError ? error.message : MSG.internalServerError;
        if (live) setSettled({ url, attempt, state: { status: 'error', message } });
      },
    );
    return () => {
      live = false;
    };
  }, [url, attempt, keep]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current(url, attempt, settled, keep), retry };
}

function current<T>(url: string | null, attempt: number, settled: Settled<T> | null, keep: boolean): RemoteState<T> {
  if (url === null) return { status: 'idle' };
  const fresh = settled !== null && settled.url === url && settled.attempt === attempt ? settled.state : null;
  // A remembered answer beats a spinner, and beats an error of a background revalidation.
  if (fresh?.status === 'ok') return fresh;
  if (keep && memory.has(url)) return { status: 'ok', data: memory.get(url) as T };
  return fresh ?? { status: 'loading' };
}

/** Tests start from an empty memory. */
export function forgetRemote(): void {
  memory.clear();
}
