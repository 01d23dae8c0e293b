import { proxy, wrap, type Endpoint, type Remote } from 'comlink';
import type { MsgKey } from '../../contract/errors';
import type { ActivityPage, ChannelApi, LivePage, LiveReply, StatePage } from './types';

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

/** A call into `target` that settles, quietly, when the worker dies first. */
const untilGone = (target: Live, call: Promise<unknown>): void => void Promise.race([call, target.gone]).catch(() => undefined);

interface Live {
  remote: Remote<ChannelApi>;
  /** rejects with WorkerGone once the worker has died or stopped answering */
  gone: Promise<never>;
  end(): void;
}

/**
 * The channel worker, restarted when it dies. A worker that crashed (its
 * 'error' event) or was stopped by the browser never answers, and a Comlink
 * call into it never settles; so while calls wait, or a live socket is
 * wanted, the worker is pinged. When it is gone every HTTP call in flight is
 * sent again on a fresh one (safe: every write that moves coins carries its
 * idempotency key), and the live socket is opened again on the next ping's
 * turn; a socket message in flight answers "network slow" instead, as a
 * dropped socket's does (a game's move is not sent twice). What the dead one
 * held goes on in the fresh one: the player's visit (its session's heartbeats)
 * and a state write told but not yet collected.
 */
export function superviseChannel(start: () => WorkerHandle, options: Partial<SuperviseOptions> = {}): ChannelApi {
  const { pingEveryMs, pingWithinMs } = { ...DEFAULTS, ...options };
  let live: Live | null = null;
  let waiting = 0;
  let watchdog: ReturnType<typeof setInterval> | null = null;
  /** the page's side of the live socket while the player's session wants one */
  let livePage: LivePage | null = null;
  /** the player's visit being tracked: a fresh worker resumes its session's heartbeats */
  let visit: { path: string; headers: Record<string, string>; sessionId: string; page: ActivityPage } | null = null;
  let visits = 0;
  /** a state write told to the worker and not yet collected by it */
  let dueState: StatePage | null = null;

  /** What the worker is holding for the page; while it holds anything, it is watched. */
  const holding = (): boolean => livePage !== null || visit !== null || dueState !== null;

  /** Hands a fresh worker what its dead forerunner held (nothing, for the first). */
  function carryOver(target: Live): void {
    if (livePage) untilGone(target, target.remote.liveConnect(proxy(livePage)));
    if (visit) untilGone(target, target.remote.activityVisit(visit.path, visit.headers, visit.sessionId, proxy(visit.page)));
    if (dueState) untilGone(target, target.remote.stateDirty(proxy(dueState)));
  }

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
        if (livePage) void livePage.dropped();
      },
    };
    worker.addEventListener('error', () => me.end());
    carryOver(me);
    return me;
  }

  function ping(): void {
    const current = live;
    if (!current) {
      // A dead worker that held something is started again here, a ping's time later: a worker that dies at once does not spin.
      if (holding()) live = launch();
      return;
    }
    const late = setTimeout(() => current.end(), pingWithinMs);
    current.remote.ping().then(
      () => clearTimeout(late),
      () => undefined,
    );
  }

  function watch(): void {
    if (waiting > 0 || holding()) watchdog ??= setInterval(ping, pingEveryMs);
    else if (watchdog) {
      clearInterval(watchdog);
      watchdog = null;
    }
  }

  function forgetVisit(): void {
    visits += 1;
    visit = null;
  }

  async function call<T>(fn: (remote: Remote<ChannelApi>) => Promise<T>, retries = 1): Promise<T> {
    live ??= launch();
    const current = live;
    waiting += 1;
    watch();
    try {
      return await Promise.race([fn(current.remote), current.gone]);
    } catch (error) {
      if (error instanceof WorkerGone && retries > 0) return call(fn, retries - 1);
      throw error;
    } finally {
      waiting -= 1;
      watch();
    }
  }

  return {
    request: (req) => call((remote) => remote.request(req)),
    refresh: (req) => call((remote) => remote.refresh(req)),
    async activityVisit(path, headers, stored, page) {
      const mine = ++visits;
      visit = null;
      const started = await call((remote) => remote.activityVisit(path, headers, stored, proxy(page)));
      if (mine === visits && started) visit = { path, headers, sessionId: started.sessionId, page };
      watch();
      return started;
    },
    // Nothing to hide or stop in a worker not started yet (or gone: its timer went with it).
    activityHide: async () => {
      forgetVisit();
      if (live) await call((remote) => remote.activityHide(), 0).catch(() => undefined);
    },
    activityStop: async () => {
      forgetVisit();
      if (live) await call((remote) => remote.activityStop(), 0).catch(() => undefined);
    },
    async liveConnect(page) {
      livePage = page;
      if (live) untilGone(live, live.remote.liveConnect(proxy(page)));
      else live = launch();
      watch();
    },
    liveSend: (message, timeoutMs) =>
      call((remote) => remote.liveSend(message, timeoutMs), 0).catch(
        (): LiveReply => ({ data: null, error: 'msg.networkSlow' satisfies MsgKey }),
      ),
    async liveClose() {
      livePage = null;
      watch();
      if (live) await call((remote) => remote.liveClose(), 0).catch(() => undefined);
    },
    stateDirty(page) {
      const due: StatePage = {
        collect: () => {
          if (dueState === due) {
            dueState = null;
            watch();
          }
          return page.collect();
        },
      };
      return call((remote) => {
        dueState = due;
        return remote.stateDirty(proxy(due));
      });
    },
    stateCancel: async () => {
      dueState = null;
      if (live) await call((remote) => remote.stateCancel(), 0).catch(() => undefined);
    },
    ping: () => call((remote) => remote.ping()),
  };
}
