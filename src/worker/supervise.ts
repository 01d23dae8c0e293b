import { wrap, type Endpoint, type Remote } from 'comlink';
import type { ChannelApi } from './types';

/** A started worker as the supervisor needs it: Comlink's endpoint, its 'error' event, and a way to end it. */
export interface WorkerHandle extends Endpoint {
  terminate(): void;
}

export interface SuperviseOptions {
  /** while a call is waiting, how often the worker is asked whether it still answers */
  pingEveryMs: number;
  /** a ping unanswered this long means the worker is gone */
  pingWithinMs: number;
}

const DEFAULTS: SuperviseOptions = { pingEveryMs: 4_000, pingWithinMs: 4_000 };

class WorkerGone extends Error {
  override name = 'WorkerGone';
}

interface Live {
  remote: Remote<ChannelApi>;
  /** rejects with WorkerGone once the worker has died or stopped answering */
  gone: Promise<never>;
  end(): void;
}

/**
 * The channel worker, restarted when it dies. A worker that crashed (its
 * 'error' event) or was stopped by the browser never answers, and a Comlink
 * call into it never settles; so while calls wait, the worker is pinged, and
 * when it is gone every call in flight is sent again on a fresh one. Sending
 * again is safe: every write that moves coins carries its idempotency key.
 */
export function superviseChannel(start: () => WorkerHandle, options: Partial<SuperviseOptions> = {}): ChannelApi {
  const { pingEveryMs, pingWithinMs } = { ...DEFAULTS, ...options };
  let live: Live | null = null;
  let waiting = 0;
  let watchdog: ReturnType<typeof setInterval> | null = null;

  function launch(): Live {
    const worker = start();
    const remote = wrap<ChannelApi>(worker);
    let fail: (error: WorkerGone) => void = () => undefined;
    const gone = new Promise<never>((_, reject) => {
      fail = reject;
    });
    gone.catch(() => undefined); // a worker may die with no call waiting on it
    const me: Live = {
      remote,
      gone,
      end() {
        if (live === me) live = null;
        worker.terminate();
        fail(new WorkerGone('the channel worker stopped answering'));
      },
    };
    worker.addEventListener('error', () => me.end());
    return me;
  }

  function ping(): void {
    const current = live;
    if (!current) return;
    const late = setTimeout(() => current.end(), pingWithinMs);
    current.remote.ping().then(
      () => clearTimeout(late),
      () => undefined,
    );
  }

  async function call<T>(fn: (remote: Remote<ChannelApi>) => Promise<T>, retries = 1): Promise<T> {
    live ??= launch();
    const current = live;
    waiting += 1;
    watchdog ??= setInterval(ping, pingEveryMs);
    try {
      return await Promise.race([fn(current.remote), current.gone]);
    } catch (error) {
      if (error instanceof WorkerGone && retries > 0) return call(fn, retries - 1);
      throw error;
    } finally {
      waiting -= 1;
      if (waiting === 0 && watchdog) {
        clearInterval(watchdog);
        watchdog = null;
      }
    }
  }

  return {
    request: (req) => call((remote) => remote.request(req)),
    encryptForBeacon: (value) => call((remote) => remote.encryptForBeacon(value)),
    ping: () => call((remote) => remote.ping()),
  };
}
