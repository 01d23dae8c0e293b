// The app's one activity tracker, its timer and calls in the channel worker
// (src/worker/activity.ts): a session per screen of a logged-in player and its
// heartbeats. The end beacon stays here: a page being hidden cannot wait for
// the worker, so the worker hands each visit's sealed end back ahead of time.
import { API, API_BASE, BEACON_FIELD, HEADERS } from '../../contract/routes';
import { getChannel, settle } from '../api/client';
import { authHeaders } from '../api/headers';
import { sessionState, setActivitySession } from '../state/session';
import type { ActivityPage } from '../worker/types';

let sealedEnd: string | null = null;
let visits = 0;

// A refused start or beat means what it means for any call (a lapsed session logs out).
const page: ActivityPage = { refused: (res) => void settle(res).catch(() => undefined) };

function beacon(eData: string): void {
  // A keepalive fetch rather than sendBeacon: the beacon must carry the
  // bearer, push-token and encrypted-request headers (SPEC section 7).
  void fetch(`${API_BASE}/${API.activityEnd}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: authHeaders({ 'content-type': 'application/json', [HEADERS.encrypted]: 'true' }),
    body: JSON.stringify({ [BEACON_FIELD]: eData }),
  }).catch(() => undefined);
}

export const tracker = {
  /** a route change (or the first route) of a logged-in player */
  async visit(path: string): Promise<void> {
    const mine = ++visits;
    sealedEnd = null;
    const channel = await getChannel().catch(() => null);
    const started = await channel?.activityVisit(path, authHeaders({}), sessionState.activitySessionId, page).catch(() => null);
    if (mine !== visits || !started) return;
    setActivitySession(started.sessionId);
    sealedEnd = started.sealedEnd;
  },
  /** the page is being hidden or unloaded; the stored session stays, so a reload resumes it */
  hide(): void {
    if (sealedEnd) beacon(sealedEnd);
    sealedEnd = null;
    void getChannel().then(
      (channel) => channel.activityHide(),
      () => undefined,
    );
  },
  /** logged out: nothing more to track */
  stop(): void {
    visits++;
    sealedEnd = null;
    void getChannel().then(
      (channel) => channel.activityStop(),
      () => undefined,
    );
  },
};

export type PlayerTracker = typeof tracker;
