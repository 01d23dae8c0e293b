import { ROUTES } from '../../contract/routes';
import type { Maintenance } from '../../contract/schemas/refresh';
import { fetchMaintenance } from '../api/calls/refresh';
import { rememberMaintenanceReturn, takeMaintenanceReturn } from '../state/session';
import { navigate } from './navigation';

/**
 * GET maintenance before a navigation (SPEC section 4): flag 1 sends any route
 * to /maintenance remembering it, flag 0 on /maintenance goes back. A failed
 * check is ignored, so a flaky network never locks the player out.
 */
export async function checkMaintenance(path: string): Promise<Maintenance | null> {
  let state: Maintenance;
  try {
    state = await fetchMaintenance();
  } catch {
    return null;
  }
  const onMaintenance = path.split('?')[0] === ROUTES.maintenance;
  if (state.maintenance === 1 && !onMaintenance) {
    rememberMaintenanceReturn(path);
    navigate(ROUTES.maintenance, { replace: true });
  } else if (state.maintenance === 0 && onMaintenance) {
    navigate(takeMaintenanceReturn(), { replace: true });
  }
  return state;
}
