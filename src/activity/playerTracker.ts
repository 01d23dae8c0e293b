// The page's side of activity tracking (SPEC section 7). The tracker itself
// (tracker.ts: a session per screen, the 30 s heartbeat) runs in the sync
// worker; it hands the page the sealed body of the session's end, which the
// page sends as a keepalive beacon when it is hidden: page hide cannot wait
// for a round trip to the worker.
import { API, API_BASE, BEACON_FIELD, HEADERS } from '../../contract/routes';
import { authHeaders } from '../api/headers';
import { sessionState, setActivitySession } from '../state/session';
import { handle, onWorkerStart, sync } from '../worker/link';

let endBody: string | null = null;
/** the route being tracked, told again to a worker that restarted */
let visiting: string | null = null;

handle('beaconBody', (sealed) => {
  endBody = sealed;
});
handle('activitySession', (id) => setActivitySession(id));
onWorkerStart((remote) => (visiting === null ? undefined : remote.activityVisit(visiting, sessionState.activitySessionId)));

function sendBeacon(eData: string): void {
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
  visit(path: string): Promise<void> {
    visiting = path;
    return sync().call((remote) => remote.activityVisit(path, sessionState.activitySessionId)).catch(() => undefined);
  },
  /** the page is being hidden or unloaded: the beacon goes now, from here */
  hide(): void {
    visiting = null;
    if (endBody) sendBeacon(endBody);
    endBody = null;
    void sync().call((remote) => remote.activityHide()).catch(() => undefined);
  },
  /** logged out: nothing more to track */
  stop(): void {
    visiting = null;
    endBody = null;
    void sync().call((remote) => remote.activityStop()).catch(() => undefined);
  },
};

export type PlayerTracker = typeof tracker;
