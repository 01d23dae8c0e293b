import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../contract/routes';
import { Spinner } from '../components/Spinner';
import { readToken } from '../state/cookies';
import { flushNow } from '../state/persist';
import { playerState } from '../state/player';
import { rememberRedirect, sessionState } from '../state/session';
import { accessFor } from './chromeRules';
import { checkMaintenance } from './maintenanceCheck';
import { navigate } from './navigation';
import { planQuery, runQueryPlan } from './query';

/** A guest on a private path: remember it (with its query) and go to /register. */
function ToRegister({ from }: { from: string }) {
  // Layout effect: the private screen never paints, not even for a frame.
  // Written at once, not after the usual delay: a reload right away (the
  // player retyping the link, an OTP app switch) must not lose it.
  useLayoutEffect(() => {
    rememberRedirect(from);
    void flushNow();
    navigate(ROUTES.register, { replace: true });
  }, [from]);
  return null;
}

/**
 * Runs before any screen renders, on every location change:
 * - GET maintenance (SPEC section 4; failure ignored);
 * - the query string actions of query.ts (launch token, notification, referrer);
 *   while a launch token is being exchanged, nothing is decided yet, since the
 *   guest may be about to become a player;
 * - access (SPEC sections 5 and 6): a guest on a private path goes to
 *   /register, a player on /login or /register goes where they were heading.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const { authenticated } = useSnapshot(playerState);
  const { redirectPath } = useSnapshot(sessionState);
  // The cookie is read with the inputs that change it: login and logout flip `authenticated`.
  const plan = useMemo(() => planQuery(search, { storedToken: readToken(), authenticated }), [search, authenticated]);
  // The path as remembered for later (maintenance, login): without the
  // one-time parameters, so no launch token is ever written to saved state.
  const full = location + plan.search;

  useEffect(() => {
    void checkMaintenance(full);
  }, [full]);

  useEffect(() => {
    // Its effects (token login, inbox, the session) come in a chunk of their own:
    // most visits carry no query to act on. runQueryPlan still spends a token once.
    if (plan.changed) void import('./queryEffects').then((fx) => runQueryPlan(plan, location, fx.queryEffects));
  }, [plan, location]);

  if (plan.loginToken !== null) return <Spinner />;
  const access = accessFor(location, authenticated, redirectPath);
  if (access.kind === 'register') return <ToRegister from={full} />;
  if (access.kind === 'away') return <Redirect to={access.to} replace />;
  return <>{children}</>;
}
