import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKey } from '../client';

/** What a screen draws for one read: a spinner, the data, or the message key with a retry. */
export type RemoteState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

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
// Reads started before their screen mounted (primeRemote), each taken by the first mount of its key.
const primed = new Map<string, { read: Promise<unknown>; at: number }>();
/** A primed read older than this is not taken: the screen it was for did not open at once (a redirect), so it reads afresh. */
const PRIMED_FOR_MS = 15_000;

/**
 * Starts a kept read of `key` now, before the screen that shows it has
 * loaded its code: the first screen's data then travels beside its chunks
 * instead of after them. An answer that is in by the first render is drawn
 * at once (memory); the screen's first mount takes this read in place of its own.
 */
export function primeRemote<T>(key: string, fetch: () => Promise<T>): void {
  if (primed.has(key)) return;
  const read = fetch();
  // A failure is the mount's to report, when it takes the read.
  read.then(
    (data) => memory.set(key, data),
    () => undefined,
  );
  primed.set(key, { read, at: Date.now() });
}

function takePrimed<T>(key: string, attempt: number): Promise<T> | undefined {
  const entry = primed.get(key);
  primed.delete(key);
  const fresh = entry !== undefined && attempt === 0 && Date.now() - entry.at < PRIMED_FOR_MS;
  return fresh ? (entry.read as Promise<T>) : undefined;
}

type Settled<T> = { key: string; attempt: number; state: RemoteState<T> };

/**
 * One read through a typed call of src/api/calls. `key` names what is read
 * (its path, e.g. API.page(slug)) and keys the memory; null = not wanted (a
 * guest's profile): 'idle'. `fetch` is read when the key or attempt changes,
 * so an inline arrow is fine. The state of an older key or attempt is never
 * shown for a newer one, so switching slugs cannot flash the previous page.
 */
export function useRemote<T>(
  key: string | null,
  fetch: () => Promise<T>,
  { keep = true }: RemoteOptions = {},
): RemoteState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fetcher = useRef(fetch);
  useEffect(() => {
    fetcher.current = fetch;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    (takePrimed<T>(key, attempt) ?? fetcher.current()).then(
      (data) => {
        if (keep) memory.set(key, data);
        if (live) setSettled({ key, attempt, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        const message = errorKey(error);
        if (live) setSettled({ key, attempt, state: { status: 'error', message } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, keep]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current(key, attempt, settled, keep), retry };
}

function current<T>(key: string | null, attempt: number, settled: Settled<T> | null, keep: boolean): RemoteState<T> {
  if (key === null) return { status: 'idle' };
  const fresh = settled !== null && settled.key === key && settled.attempt === attempt ? settled.state : null;
  // A remembered answer beats a spinner, and beats an error of a background revalidation.
  if (fresh?.status === 'ok') return fresh;
  if (keep && memory.has(key)) return { status: 'ok', data: memory.get(key) as T };
  return fresh ?? { status: 'loading' };
}

/** Tests start from an empty memory. */
export function forgetRemote(): void {
  memory.clear();
  primed.clear();
}
