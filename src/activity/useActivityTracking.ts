import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { API, API_BASE, BEACON_FIELD, HEADERS } from '../../contract/routes';
import { activityHeartbeat, startActivity } from '../api/calls/activity';
import { encryptForBeacon } from '../api/client';
import { authHeaders } from '../api/headers';
import { CONSOLE_PATH } from '../app/routeTable';
import { playerState } from '../state/player';
import { sessionState, setActivitySession } from '../state/session';
import { createActivityTracker } from './tracker';

const tracker = createActivityTracker({
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

/** Mounted once in the app: tracks a logged-in player's screen visits. */
export function useActivityTracking(): void {
  const [location] = useLocation();
  const { authenticated } = useSnapshot(playerState);

  // The operator console is not a player's visit, even on a player's browser.
  const tracked = authenticated && !location.startsWith(CONSOLE_PATH);
  useEffect(() => {
    if (tracked) void tracker.visit(location);
    else tracker.stop();
  }, [location, tracked]);

  useEffect(() => {
    if (!authenticated) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.hide();
      else void tracker.visit(window.location.pathname);
    };
    const onPageHide = () => tracker.hide();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [authenticated]);
}
