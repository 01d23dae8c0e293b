// The refresh data (SPEC section 3: GET vips for a guest, GET player when
// logged in) and the maintenance flag. The refresh answer replaces the
// stores; a refusal that means the session is gone ends it (SPEC section 4).
import { API } from '../../../contract/routes';
import type { MsgKey } from '../../../contract/errors';
import type { Maintenance } from '../../../contract/schemas/refresh';
import { applyRefreshPatch } from '../../state/refresh';
import { playerState } from '../../state/player';
import { api, ApiError, refreshRequest } from '../client';

/**
 * Refresh failures that end the session (SPEC section 8). Here, as typed
 * literals: importing them from contract/errors.ts would put that module, and
 * with it the whole MSG catalogue, in the entry chunk.
 */
const REFRESH_LOGOUT_ERRORS: readonly MsgKey[] = ['msg.sessionExpired', 'msg.invalidAccount'];

export type RefreshOutcome = { ok: true } | { ok: false; message: string };

let onSessionLost: () => void = () => {};
/** Set once at boot: a refresh that says the session is gone ends it (SPEC section 4). */
export function onRefreshSessionLost(fn: () => void): void {
  onSessionLost = fn;
}

/** GET vips for a guest, GET player when logged in; the stores follow the answer. */
export async function refreshData(): Promise<RefreshOutcome> {
  try {
    applyRefreshPatch(await refreshRequest(playerState.authenticated ? API.player : API.vips));
    return { ok: true };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : String(error);
    if (REFRESH_LOGOUT_ERRORS.includes(message as MsgKey)) onSessionLost();
    return { ok: false, message };
  }
}

export const fetchMaintenance = (): Promise<Maintenance> => api.get<Maintenance>(API.maintenance);
