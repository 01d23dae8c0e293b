import { TIMING } from '../../contract/constants';

/** What the tracker needs from the outside world, so tests can stand in for it. */
export interface ActivityPorts {
  start(path: string): Promise<string>;
  heartbeat(sessionId: string): Promise<void>;
  /** the sealed eData body for this session's end beacon */
  seal(sessionId: string): Promise<string>;
  /**
   * The sealed end body of the current session, or null: the beacon goes from
   * the page (the sync worker runs the tracker; page hide cannot wait for it).
   */
  armed(eData: string | null): void;
  /** the stored session id (kept across a reload) */
  stored: { get(): string | null | Promise<string | null>; set(id: string | null): void };
}

/**
 * Activity tracking of SPEC section 7: a session per route visit of a
 * logged-in player (a page reload reuses the stored one), a heartbeat at once
 * and every 30 s, and an end beacon when the page is hidden or unloaded.
 * It runs in the sync worker; the beacon body is sealed ahead of time and
 * handed to the page (`armed`), which sends it: page hide cannot wait for the worker.
 */
export function createActivityTracker(ports: ActivityPorts) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let firstVisit = true;
  let visit = 0;

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  async function begin(path: string): Promise<void> {
    const mine = ++visit;
    const first = firstVisit;
    firstVisit = false;
    stopTimer();
    ports.armed(null);
    try {
      const reused = first ? await ports.stored.get() : null;
      const id = reused ?? (await ports.start(path));
      if (mine !== visit) return; // a newer visit began while this one was starting
      ports.stored.set(id);
      // The end body reaches the page before the first beat leaves, so a page
      // hidden right after it still has its beacon; a seal that fails (no key)
      // only costs the beacon, not the beats.
      const sealed = await ports.seal(id).catch(() => null);
      if (mine !== visit) return;
      ports.armed(sealed);
      const beat = () => void ports.heartbeat(id).catch(() => undefined);
      beat();
      timer = setInterval(beat, TIMING.heartbeatMs);
    } catch {
      // Tracking never gets in the player's way; the next route tries again.
    }
  }

  return {
    /** a route change (or the first route) of a logged-in player */
    visit: (path: string) => begin(path),
    /** the page is being hidden or unloaded (it has sent the beacon) */
    hide(): void {
      visit++;
      stopTimer();
      ports.armed(null);
      // The stored id stays: if this was a reload, the next page resumes it.
    },
    /** logged out: nothing more to track */
    stop(): void {
      visit++;
      stopTimer();
      ports.armed(null);
    },
  };
}
