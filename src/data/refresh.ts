import { API } from '../../contract/routes';
import { REFRESH_LOGOUT_ERRORS, type MsgKey } from '../../contract/errors';
import type { RefreshData } from '../../contract/schemas/refresh';
import { api, ApiError } from '../api/client';
import { applyRefresh } from '../state/refresh';
import { playerState } from '../state/player';

export type RefreshOutcome = { ok: true } | { ok: false; message: string };

let onSessionLost: () => void = () => {};
/** Set once at boot: a refresh that says the session is gone ends it (SPEC section 4). */
export function onRefreshSessionLost(fn: () => void): void {
  onSessionLost = fn;
}

/** GET vips for a guest, GET player when logged in; the stores follow the answer. */
export async function refreshData(): Promise<RefreshOutcome> {
  try {
    const data = await api.get<RefreshData>(playerState.authenticated ? API.player : API.vips);
    applyRefresh(data);
    return { ok: true };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : String(error);
    if (REFRESH_LOGOUT_ERRORS.includes(message as MsgKey)) onSessionLost();
    return { ok: false, message };
  }
}
