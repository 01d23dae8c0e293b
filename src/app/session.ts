import { ROUTES } from '../../contract/routes';
import type { LoginResponse } from '../../contract/schemas/auth';
import { login, logout } from '../state/actions';
import { setAuthMessage } from '../state/counters';
import { rememberRedirect, takeRedirect } from '../state/session';
import type * as Socket from '../realtime/socket';
import { offerUpdate, pwaState } from '../pwa/pwaState';
import { refreshData } from '../api/calls/refresh';
import { navigate } from './navigation';

/**
 * After a successful login: the state is stored, and the player goes where
 * they were heading. `to` is remembered first because login() flips the
 * player to authenticated before its write finishes; the guard, seeing a
 * player on /login or /register in that moment, sends them to the remembered
 * path rather than home, so the player never passes through the wrong screen.
 */
export async function startSession(res: LoginResponse, to: string): Promise<void> {
  rememberRedirect(to);
  await login(res);
  navigate(takeRedirect(), { replace: true });
  startLive();
}

// The socket (socket.io-client and the app's side of it) is a player's only:
// its code is loaded when their session starts, never for a guest.
let live: Promise<typeof Socket> | null = null;
let stopStale: Socket.Unsubscribe | null = null;

/** The socket of a logged-in player; called at boot too when a session was restored. */
export function startLive(): void {
  live ??= import('../realtime/socket');
  void live.then(({ connectSocket, onServerEvent }) => {
    // Whatever changed (coins, redeem, inbox...) is in the refresh answer.
    // Missions moving is the missions card's to read (useMissions); everything else is in the refresh answer.
    stopStale ??= onServerEvent('stale', (event) => {
      if (event.reason !== 'missions') void refreshData();
    });
    void connectSocket({
      onRefused: (message) => {
        setAuthMessage(message);
        void endSession({ byServer: true });
      },
      onResync: () => void refreshData(),
      // A waiting service worker already offers its own reload; otherwise a plain reload fetches the new build.
      onOutdated: () => {
        if (!pwaState.updateReady) offerUpdate(() => window.location.reload());
      },
    });
  });
}

/**
 * Closes the player's socket. /logout does it before it tells the server:
 * the server ends the session's sockets with "session expired", which on a
 * socket still open would greet a player who logged out on purpose.
 */
export async function stopLive(): Promise<void> {
  // Callbacks on one promise run in order: a socket still loading is connected by startLive first, then closed here.
  const socket = await live?.catch(() => null);
  stopStale?.();
  stopStale = null;
  socket?.disconnectSocket();
}

/**
 * Every path out of a session (401/403, bad refresh, socket refusal, /logout)
 * ends here. The reset and the move to /login happen in the same tick: the
 * store's change reaches React a microtask later, so the guard never sees a
 * guest still on the private screen and sends them to /register instead.
 * `byServer`: the server ended the session, so the language stays (see LogoutOptions).
 */
export async function endSession({ byServer = false }: { byServer?: boolean } = {}): Promise<void> {
  await stopLive();
  const written = logout({ keepLanguage: byServer });
  navigate(ROUTES.login, { replace: true });
  await written;
}
