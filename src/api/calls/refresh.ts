// The refresh data (SPEC section 3: GET vips for a guest, GET player when
// logged in) and the maintenance flag. The sync worker fetches it (on a
// screen's ask, or on its own after a stale push or a resync); here the answer
// is merged into the stores, whatever fields the contract's RefreshData
// carries; a refusal that means the session is gone ends it (SPEC section 4).
import { API } from '../../../contract/routes';
import { REFRESH_LOGOUT_ERRORS, type MsgKey } from '../../../contract/errors';
import type { Maintenance, RefreshData } from '../../../contract/schemas/refresh';
import { playerState } from '../../state/player';
import { handle } from '../../worker/link';
import type { WireResponse } from '../../worker/types';
import { api, ApiError, settle } from '../client';

export type RefreshOutcome = { ok: true } | { ok: false; message: string };

let onSessionLost: () => void = () => {};
/** Set once at boot: a refresh that says the session is gone ends it (SPEC section 4). */
export function onRefreshSessionLost(fn: () => void): void {
  onSessionLost = fn;
}

// The merge is a chunk of its own, asked for beside the request: the entry does not carry it, and the answer does not wait for it.
const loadMerge = () => import('../../state/refresh');

async function merge(answer: Promise<RefreshData>): Promise<RefreshOutcome> {
  try {
    const [{ applyRefresh }, data] = await Promise.all([loadMerge(), answer]);
    applyRefresh(data);
    return { ok: true };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : String(error);
    if (REFRESH_LOGOUT_ERRORS.includes(message as MsgKey)) onSessionLost();
    return { ok: false, message };
  }
}

/** GET vips for a guest, GET player when logged in; the stores follow the answer. */
export function refreshData(): Promise<RefreshOutcome> {
  return merge(api.refresh<RefreshData>(playerState.authenticated ? API.player : API.vips));
}

// A refresh the worker made on its own; a player who logged out meanwhile keeps the guest's stores.
handle('refreshed', (res: WireResponse) => {
  if (playerState.authenticated) void merge(Promise.resolve().then(() => settle<RefreshData>(res)));
});

export const fetchMaintenance = (): Promise<Maintenance> => api.get<Maintenance>(API.maintenance);
