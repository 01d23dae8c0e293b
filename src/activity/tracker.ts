import { TIMING } from '../../contract/constants';

/** What the tracker needs from the outside world, so tests can stand in for it. */
export interface ActivityPorts {
  start(path: string): Promise<string>;
  heartbeat(sessionId: string): Promise<void>;
  /** the sealed eData body for this session's end beacon */
  seal(sessionId: string): Promise<string>;
  /** fire-and-forget: the page may be gone before it answers */
  beacon(eData: string): void;
  /** the stored session id (kept across a reload) */
  stored: { get(): string | null; set(id: string | null): void };
}

/**
 * Activity tracking of SPEC section 7: a session per route visit of a
 * logged-in player (a page reload reuses the stored one), a heartbeat at once
 * and every 30 s, and an end beacon when the page is hidden or unloaded.
 * The beacon body is sealed ahead of time: page hide cannot wait for the worker.
 */
export function createActivityTracker(ports: ActivityPorts) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let sealedEnd: string | null = null;
  let firstVisit = true;
  let visit = 0;

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  async function begin(path: string): Promise<void> {
    const mine = ++visit;
    const reused = firstVisit ? ports.stored.get() : null;
    firstVisit = false;
    stopTimer();
    sealedEnd = null;
    try {
      const id = reused ?? (await ports.start(path));
      if (mine !== visit) return; // a newer visit began while this one was starting
      ports.stored.set(id);
      const beat = () => void ports.heartbeat(id).catch(() => undefined);
      beat();
      timer = setInterval(beat, TIMING.heartbeatMs);
      const sealed = await ports.seal(id);
      if (mine === visit) sealedEnd = sealed;
    } catch {
      // Tracking never gets in the player's way; the next route tries again.
    }
  }

  return {
    /** a route change (or the first route) of a logged-in player */
    visit: (path: string) => begin(path),
    /** the page is being hidden or unloaded */
    hide(): void {
      stopTimer();
      if (sealedEnd) ports.beacon(sealedEnd);
      sealedEnd = null;
      // The stored id stays: if this was a reload, the next page resumes it.
    },
    /** logged out: nothing more to track */
    stop(): void {
      visit++;
      stopTimer();
      sealedEnd = null;
    },
  };
}
