import { ROUTES } from '../../contract/routes';
import type { LoginResponse } from '../../contract/schemas/auth';
import { login, logout } from '../state/actions';
import { setAuthMessage } from '../state/counters';
import { rememberRedirect, takeRedirect } from '../state/session';
import type * as Socket from '../realtime/socket';
import { offerUpdate, pwaState } from '../pwa/pwaState';
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

/** The socket of a logged-in player; called at boot too when a session was restored. */
export function startLive(): void {
  live ??= import('../realtime/socket');
  // A stale push or a resync needs the refresh data again: the sync worker fetches it and the page merges it (calls/refresh.ts).
  void live.then(({ connectSocket }) => {
    void connectSocket({
      onRefused: (message) => {
        setAuthMessage(message);
        void endSession();
      },
      // A waiting service worker already offers its own reload; otherwise a plain reload fetches the new build.
      onOutdated: () => { if (!pwaState.updateReady) offerUpdate(() => window.location.reload()); },
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
  socket?.disconnectSocket();
}

/** Every path out of a session (401/403, bad refresh, socket refusal, /logout) ends here. */
export async function endSession(): Promise<void> {
  await stopLive();
  await logout();
  navigate(ROUTES.login, { replace: true });
}
