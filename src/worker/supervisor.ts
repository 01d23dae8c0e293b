// Keeps one worker alive behind Comlink and makes its death visible. A
// Comlink call into a worker that is gone never settles (the port just stops
// answering), so every call here races the worker's end: when it ends, the
// calls still waiting are retried on a fresh worker when the caller said they
// may be (reads, writes the worker deduplicates), or rejected with
// WorkerGoneError, never left hanging.
import { wrap, type Endpoint, type Remote } from 'comlink';
import { WorkerGoneError } from './gone';

/** One started worker: the port Comlink talks over, how to stop it, and how it tells of its own end. */
export interface WorkerHandle {
  endpoint: Endpoint;
  terminate(): void;
  /** called once if the worker ends by itself (an uncaught error, a failed load) */
  onEnd(listener: () => void): void;
}

export { WorkerGoneError };

export interface Supervisor<T> {
  /**
   * Runs `fn` against the live worker (started on first use). When the worker
   * ends before `fn` settles, `retry` decides: run it once more on a new
   * worker, or reject with WorkerGoneError.
   */
  call<R>(fn: (remote: Remote<T>) => Promise<R>, opts?: { retry?: boolean }): Promise<R>;
  /** Ends the current worker as a crash would (tests; a stuck worker). The next call starts another. */
  restart(): void;
  /** Whether a worker is running now. */
  readonly running: boolean;
}

interface Generation<T> {
  remote: Remote<T>;
  handle: WorkerHandle;
  /** rejects when this worker ends */
  ended: Promise<never>;
  end(): void;
}

/**
 * `spawn` starts a worker; `onStart` runs on each new one before any call
 * reaches it (the page hands it its callbacks, a socket that was wanted is
 * connected again).
 */
export function supervise<T>(spawn: () => WorkerHandle, onStart: (remote: Remote<T>) => Promise<unknown> | undefined = () => undefined): Supervisor<T> {
  let current: Generation<T> | null = null;
  let ready: Promise<Generation<T>> | null = null;

  function start(): Promise<Generation<T>> {
    const handle = spawn();
    const remote = wrap<T>(handle.endpoint);
    let end!: () => void;
    const ended = new Promise<never>((_, reject) => {
      end = () => reject(new WorkerGoneError());
    });
    ended.catch(() => undefined); // observed by the calls racing it; no unhandled rejection when none is waiting
    const generation: Generation<T> = { remote, handle, ended, end };
    handle.onEnd(() => finish(generation));
    current = generation;
    // onStart's own calls go straight to the remote: a crash during it is seen by the calls waiting on `ready`.
    // A failed onStart (not the worker's end) is reported, and the worker still serves calls.
    const started = Promise.race([Promise.resolve().then(() => onStart(remote)), ended]).then(
      () => generation,
      (error: unknown) => {
        if (error instanceof WorkerGoneError) throw error;
        console.error('[sync worker] start', error);
        return generation;
      },
    );
    ready = started;
    return started;
  }

  function finish(generation: Generation<T>): void {
    if (current !== generation) return;
    current = null;
    ready = null;
    generation.end();
    generation.handle.terminate();
  }

  async function attempt<R>(fn: (remote: Remote<T>) => Promise<R>): Promise<R> {
    const generation = await (ready ?? start());
    return Promise.race([fn(generation.remote), generation.ended]);
  }

  return {
    async call(fn, { retry = false } = {}) {
      try {
        return await attempt(fn);
      } catch (error) {
        if (!(error instanceof WorkerGoneError) || !retry) throw error;
        return attempt(fn);
      }
    },
    restart() {
      if (current) finish(current);
    },
    get running() {
      return current !== null;
    },
  };
}
