// The delayed write of the saved state (SPEC section 3: "written after a
// 500 ms delay, immediately on login or logout"). It runs in the sync worker:
// the page only says that something changed, and the worker asks it for the
// state when the write is due, so a store that changes every frame costs one
// message per write, not one per change. Without DOM or stores, so the page's
// tests run it as well.
import { STATE_KEY, type KeyValueStore } from './storage';

export interface StateWriter {
  /** resolves once a write that collected the state after this call is done (or failed: see onError) */
  soon(): Promise<void>;
  /** writes at once, dropping the pending delayed write */
  now(): Promise<void>;
  /** drops the pending delayed write (its callers are released as if written) */
  cancel(): void;
}

export interface StateWriterOptions {
  store: KeyValueStore;
  delayMs: number;
  /** the envelope to write, asked for when the write is due */
  collect(): unknown;
  /** a failed write (quota, blocked storage): the app keeps running on memory */
  onError(error: unknown): void;
}

export function createStateWriter({ store, delayMs, collect, onError }: StateWriterOptions): StateWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting: (() => void)[] = [];

  function release(): void {
    for (const done of waiting.splice(0)) done();
  }

  async function write(): Promise<void> {
    const batch = waiting.splice(0);
    try {
      await store.set(STATE_KEY, await collect());
    } catch (error) {
      onError(error);
    }
    for (const done of batch) done();
  }

  function cancelTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    soon() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        // At most delayMs after the first unsaved change, however often stores
        // keep changing: re-arming on every change let a store that ticks faster
        // than the delay hold every write back (the quiz intro's "seen" was lost).
        timer ??= setTimeout(() => {
          timer = undefined;
          void write();
        }, delayMs);
      });
    },
    now() {
      cancelTimer();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        void write();
      });
    },
    cancel() {
      cancelTimer();
      release();
    },
  };
}
