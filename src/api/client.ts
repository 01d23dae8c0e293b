// The one API client (SPEC section 7). Flow of a call:
//   screen -> api.post(url, body) on the main thread, which adds the cookie
//   headers (auth, push token) -> postMessage (Comlink) -> the channel
//   worker, which holds the cipher key, seals the body and fetches /api/...
//   with credentials -> the worker hands back { status, data } -> here a 2xx
//   resolves with data, anything else goes through responseStatus (SPEC
//   section 8): its effects run through the hooks the app configured, then the
//   call rejects with an ApiError whose message is the server's message key.
// Typed literals, not MSG: the whole catalogue would ride in the entry chunk.
import type { MsgKey } from '../../contract/errors';
import type { RefreshData } from '../../contract/schemas/refresh';
import { refreshPatch, type RefreshPatch } from '../state/refreshPatch';
import { authHeaders } from './headers';
import { responseStatus, type Effect } from './responseStatus';
import type { ChannelApi, WireRequest, WireResponse } from '../worker/types';

export interface ApiHooks {
  /** end the session and go to /login; message is the rejected key */
  onLogout(message?: string): void;
  /** a counter of SPEC section 8, e.g. key 'spin429' value 30 */
  storeCounter(key: string, value: number): void;
  /** a message to show after logout (other devices) */
  storeMessage(message: string): void;
}

export type Transport = (req: WireRequest) => Promise<WireResponse>;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

const noop = (): void => undefined;
// effects before configureApi are dropped rather than thrown: the maintenance
// check may run before the app has wired its stores
let hooks: ApiHooks = { onLogout: noop, storeCounter: noop, storeMessage: noop };
let channel: Promise<ChannelApi> | null = null;
let transport: Transport | null = null;

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

/** Tests swap the worker for a fake; null goes back to the worker. */
export function setTransport(t: Transport | null): void {
  transport = t;
}

// The worker starts on first use, so a page that never calls the API never
// spawns it. Comlink and the spawn are a chunk of their own, out of the entry:
// the first call waits for it as it waits for the worker's script anyway.
// The live socket (src/realtime/socket.ts) is in the same worker.
export function getChannel(): Promise<ChannelApi> {
  channel ??= import('../worker/spawn').then(
    ({ spawnChannel }) => spawnChannel(),
    (error: unknown) => {
      channel = null; // a chunk that failed to load (offline) is asked for again on the next call
      throw error;
    },
  );
  return channel;
}

/** Starts the worker ahead of a first call that is known to come (its chunk and script load meanwhile). */
export function warmApi(): void {
  if (!transport) void getChannel().catch(() => undefined); // the call itself reports a failure
}

function send(req: WireRequest): Promise<WireResponse> {
  return transport ? transport(req) : getChannel().then((remote) => remote.request(req));
}

export type ApiRequest = Omit<WireRequest, 'headers'> & { headers?: Record<string, string> };

/**
 * The refresh call: the worker works the answer out for the stores
 * (refreshPatch.ts) beside its call; a test's transport answers as the server
 * does, so its answer is worked out here.
 */
export async function refreshRequest(url: string): Promise<RefreshPatch> {
  const wire: WireRequest = { method: 'GET', url, headers: authHeaders({}) };
  const res = await (transport ? transport(wire).then(patched) : getChannel().then((remote) => remote.refresh(wire))).catch(
    (): WireResponse => ({ status: null, data: undefined }),
  );
  return settle(res) as Promise<RefreshPatch>;
}

function patched(res: WireResponse): WireResponse {
  return res.status !== null && res.status >= 200 && res.status < 300 ? { ...res, data: refreshPatch(res.data as RefreshData) } : res;
}

export async function request<T>(req: ApiRequest): Promise<T> {
  const wire: WireRequest = { ...req, headers: authHeaders(req.headers ?? {}) };
  // a worker that died twice, or a failed transport, is "no response", same as a network failure
  const res = await send(wire).catch((): WireResponse => ({ status: null, data: undefined }));
  // the caller names T; the server's schema is the promise behind it
  return settle(res) as Promise<T>;
}

/**
 * An answer as every call takes it (also the worker's own calls, e.g. the
 * activity heartbeat): a 2xx resolves with its data; anything else has its
 * effects run (SPEC section 8) and rejects with an ApiError.
 */
export async function settle(res: WireResponse): Promise<unknown> {
  if (res.status !== null && res.status >= 200 && res.status < 300) return res.data;
  const { effects, reject } = responseStatus(res.status, res.data);
  for (const effect of effects) apply(effect, reject);
  throw new ApiError(reject, res.status, res.data);
}

/**
 * What a screen says for a failed call: the server's key, or "offline" when no
 * answer came while the device has no network (the call itself rejects with
 * the system error key then, as SPEC section 8 says).
 */
export function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'msg.internalServerError' satisfies MsgKey;
  return error.status === null && !navigator.onLine ? ('msg.offline' satisfies MsgKey) : error.message;
}

function apply(effect: Effect, reject: string): void {
  if (effect.kind === 'store') hooks.storeCounter(effect.key, effect.value);
  else if (effect.kind === 'storeMessage') hooks.storeMessage(effect.message);
  else hooks.onLogout(reject);
}

type Params = WireRequest['params'];

export const api = {
  get: <T>(url: string, params?: Params) => request<T>({ method: 'GET', url, params }),
  post: <T>(url: string, body?: unknown) => request<T>({ method: 'POST', url, body }),
  put: <T>(url: string, body?: unknown) => request<T>({ method: 'PUT', url, body }),
  patch: <T>(url: string, body?: unknown) => request<T>({ method: 'PATCH', url, body }),
  del: <T>(url: string, params?: Params) => request<T>({ method: 'DELETE', url, params }),
  upload: <T>(url: string, fields: Record<string, unknown>, files: Record<string, Blob>) =>
    request<T>({ method: 'POST', url, multipart: { fields, files } }),
};
