import { TIMING } from '../../contract/constants';

/** What the tracker needs from the outside world, so tests can stand in for it. */
export interface ActivityPorts {
  start(path: string): Promise<string>;
  heartbeat(sessionId: string): Promise<void>;
  /** the sealed eData body for this session's end beacon */
  seal(sessionId: string): Promise<string>;
}

/** A started visit: its session, and the sealed body of its end beacon for the page to send when hidden. */
export interface TrackedVisit {
  sessionId: string;
  sealedEnd: string;
}

/**
 * Activity tracking of SPEC section 7, run in the channel worker: a session
 * per route visit of a logged-in player (a page reload reuses the stored
 * one), a heartbeat at once and every 30 s. The end beacon is the page's to
 * send when it is hidden, so its body is sealed ahead of time and handed back
 * with the visit: page hide cannot wait for the worker.
 */
export function createActivityTracker(ports: ActivityPorts) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let firstVisit = true;
  let visit = 0;

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  async function begin(path: string, stored: string | null): Promise<TrackedVisit | null> {
    const mine = ++visit;
    const reused = firstVisit ? stored : null;
    firstVisit = false;
    stopTimer();
    try {
      const sessionId = reused ?? (await ports.start(path));
      if (mine !== visit) return null; // a newer visit began while this one was starting
      const beat = () => void ports.heartbeat(sessionId).catch(() => undefined);
      beat();
      timer = setInterval(beat, TIMING.heartbeatMs);
      const sealedEnd = await ports.seal(sessionId);
      return mine === visit ? { sessionId, sealedEnd } : null;
    } catch {
      // Tracking never gets in the player's way; the next route tries again.
      return null;
    }
  }

  return {
    /** a route change (or the first route) of a logged-in player; `stored` is the session kept across a reload */
    visit: (path: string, stored: string | null) => begin(path, stored),
    /** the page is being hidden or unloaded (it sends the end beacon itself): no beats until the next visit */
    hide: stopTimer,
    /** logged out: nothing more to track */
    stop(): void {
      visit++;
      stopTimer();
    },
  };
}
