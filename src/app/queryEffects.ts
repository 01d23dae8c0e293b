import { ROUTES } from '../../contract/routes';
import type { LoginResponse } from '../../contract/schemas/auth';
import { tokenLogin } from '../api/calls/auth';
import { markNotificationRead } from '../api/calls/inbox';
import { rememberReferrer } from '../state/player';
import { navigate } from './navigation';
import type { QueryEffects } from './query';
import { startSession } from './session';

/** The real effects behind runQueryPlan: the API client, the stores and the router. */
export const queryEffects: QueryEffects<LoginResponse> = {
  tokenLogin: (token) => tokenLogin({ token }),
  startSession,
  markRead: markNotificationRead,
  rememberReferrer: (code) => void rememberReferrer(code),
  // Only while still on that page: the guard may have sent the player on meanwhile.
  replace: (to) => {
    if (to.split('?')[0] === window.location.pathname) navigate(to, { replace: true });
  },
  toLogin: () => navigate(ROUTES.login, { replace: true }),
};
