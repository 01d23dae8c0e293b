import { ROUTES } from '../../contract/routes';
import type { LoginResponse } from '../../contract/schemas/auth';
import { login, logout } from '../state/actions';
import { connectSocket, disconnectSocket } from '../realtime/socket';
import { refreshData } from '../data/refresh';
import { navigate } from './navigation';

/** After a successful login: the state is stored, and the player goes where they were heading. */
export async function startSession(res: LoginResponse, to: string): Promise<void> {
  await login(res);
  navigate(to, { replace: true });
  startLive();
}

/** The socket of a logged-in player; called at boot too when a session was restored. */
export function startLive(): void {
  void connectSocket({ onRefused: () => void endSession(), onStale: () => void refreshData() });
}

/** Every path out of a session (401/403, bad refresh, socket refusal, /logout) ends here. */
export async function endSession(): Promise<void> {
  disconnectSocket();
  await logout();
  navigate(ROUTES.login, { replace: true });
}
