import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES, isPublicPath } from '../../contract/routes';
import { playerState } from '../state/player';
import { rememberRedirect } from '../state/session';
import { checkMaintenance } from './maintenanceCheck';

const GUEST_ONLY = new Set<string>([ROUTES.login, ROUTES.register]);

/**
 * Access rules of SPEC section 4, applied before a screen renders: a guest on a
 * private path goes to /register (the path remembered), a player on /login or
 * /register goes home. The maintenance check runs on every location change.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const { authenticated } = useSnapshot(playerState);
  const full = search ? `${location}?${search}` : location;

  useEffect(() => {
    void checkMaintenance(full);
  }, [full]);

  if (!authenticated && !isPublicPath(location) && location !== ROUTES.logout) {
    rememberRedirect(full);
    return <Redirect to={ROUTES.register} replace />;
  }
  if (authenticated && GUEST_ONLY.has(location)) return <Redirect to={ROUTES.home} replace />;
  return <>{children}</>;
}
