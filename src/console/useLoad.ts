import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKey } from './api';

export type Load<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T };

/**
 * One fetch tied to a component: loading, error (a message key) or data,
 * and reload() for after a write. `deps` (plain values) say when the fetch
 * means something else: then it shows loading again; a reload keeps the
 * old data on screen until the new answer, so a save never flashes a
 * spinner. An answer to a superseded fetch is dropped.
 */
export function useLoad<T>(fetcher: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [version, setVersion] = useState(0);
  const depsKey = JSON.stringify(deps);
  const key = `${depsKey}#${version}`;
  const [result, setResult] = useState<{ key: string; depsKey: string; load: Load<T> } | null>(null);
  // The fetcher is a new closure each render; the effect below reads the latest one.
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  useEffect(() => {
    let live = true;
    latest.current().then(
      (data) => {
        if (live) setResult({ key, depsKey, load: { kind: 'ready', data } });
      },
      (error: unknown) => {
        if (live) setResult({ key, depsKey, load: { kind: 'error', message: errorKey(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, depsKey]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  if (result?.key === key) return [result.load, reload];
  if (result?.depsKey === depsKey && result.load.kind === 'ready') return [result.load, reload];
  return [{ kind: 'loading' }, reload];
}

/**
 * A write in progress and its outcome: busy while it runs, then a message key
 * (error) or the caller's note (done). run() never throws.
 */
export function useAction(): {
  busy: boolean;
  error: string | null;
  note: string | null;
  run: (work: () => Promise<string | null>) => Promise<boolean>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      setNote(await work());
      return true;
    } catch (e) {
      setError(errorKey(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, note, run };
}
