// The app's one activity tracker (tracker.ts) over the real calls: a session
// per screen of a logged-in player, heartbeats, and the end beacon.
import { API, API_BASE, BEACON_FIELD, HEADERS } from '../../contract/routes';
import { activityHeartbeat, startActivity } from '../api/calls/activity';
import { encryptForBeacon } from '../api/client';
import { authHeaders } from '../api/headers';
import { sessionState, setActivitySession } from '../state/session';
import { createActivityTracker } from './tracker';

export const tracker = createActivityTracker({
  start: (path) => startActivity({ path }).then((r) => r.sessionId),
  heartbeat: (sessionId) => activityHeartbeat({ sessionId }).then(() => undefined),
  seal: (sessionId) => encryptForBeacon({ sessionId }),
  beacon(eData) {
    // A keepalive fetch rather than sendBeacon: the beacon must carry the
    // bearer, push-token and encrypted-request headers (SPEC section 7).
    void fetch(`${API_BASE}/${API.activityEnd}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: authHeaders({ 'content-type': 'application/json', [HEADERS.encrypted]: 'true' }),
      body: JSON.stringify({ [BEACON_FIELD]: eData }),
    }).catch(() => undefined);
  },
  stored: { get: () => sessionState.activitySessionId, set: setActivitySession },
});

export type PlayerTracker = typeof tracker;
