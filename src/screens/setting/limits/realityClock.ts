// When the reality check speaks: its session starts the first time this tab
// opens a game with stakes (kept in sessionStorage, so a reload continues it)
// and the next check falls one interval after the start or after the last
// "Keep playing". Time off the play screen still counts: it is the session's.
const SINCE = 'realityCheck.since';
const NEXT = 'realityCheck.next';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage: the check then restarts with the page.
  }
}

let memory: { since?: string; next?: number } = {};

/** The session's start (ISO), set on first call. */
export function realityCheckSince(): string {
  const since = memory.since ?? read(SINCE) ?? new Date().toISOString();
  memory.since = since;
  write(SINCE, since);
  return since;
}

/** When the next check is due (epoch ms) for an interval of `minutes`. */
export function nextCheckAt(minutes: number): number {
  const stored = memory.next ?? Number(read(NEXT));
  if (Number.isFinite(stored) && stored > 0) return stored;
  return Date.parse(realityCheckSince()) + minutes * 60_000;
}

/** After the dialog: the next check an interval from now. */
export function remindAgainAfter(minutes: number): void {
  const next = Date.now() + minutes * 60_000;
  memory.next = next;
  write(NEXT, String(next));
}

/** For tests: forget the session. */
export function resetRealityClock(): void {
  memory = {};
}
