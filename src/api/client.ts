// The one API client (SPEC section 7). Flow of a call:
//   screen -> api.post(url, body) on the main thread, which adds the cookie
//   headers (auth, push token) -> Comlink (worker/link.ts) -> the sync
//   worker, which holds the cipher key, seals the body and fetches /api/...
//   with credentials -> the worker hands back { status, data } -> here a 2xx
//   resolves with data, anything else goes through responseStatus (SPEC
//   section 8): its effects run through the hooks the app configured, then the
//   call rejects with an ApiError whose message is the server's message key.
import { MSG } from '../../contract/errors';
import { authHeaders } from './headers';
import { responseStatus, type Effect } from './responseStatus';
import { sync } from '../worker/link';
import { WorkerGoneError } from '../worker/gone';
import type { WireRequest, WireResponse } from '../worker/types';

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
  constructor(message: string, readonly status: number | null, readonly body: unknown) {
    super(message);
  }
}

const noop = (): void => undefined;
// effects before configureApi are dropped rather than thrown: the maintenance
// check may run before the app has wired its stores
let hooks: ApiHooks = { onLogout: noop, storeCounter: noop, storeMessage: noop };
let transport: Transport | null = null;

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

/** Tests swap the worker for a fake; null goes back to the worker. */
export function setTransport(t: Transport | null): void {
  transport = t;
}

/** The worker ended while a write was out: it may or may not have reached the server. */
const WORKER_GONE: WireResponse = { status: null, data: { message: MSG.connectionRestarted } };
const NO_RESPONSE: WireResponse = { status: null, data: undefined };

function send(req: WireRequest, kind: 'request' | 'refresh'): Promise<WireResponse> {
  if (transport) return transport(req);
  // A read is asked again of a new worker when the old one ends mid-call; a
  // write is not (it may have been sent): it fails with its own message, and a
  // retry-keyed action keeps its key for the player's next try.
  return sync().call((remote) => (kind === 'refresh' ? remote.refresh(req) : remote.request(req)), { retry: req.method === 'GET' })
    .catch((error: unknown) => (error instanceof WorkerGoneError ? WORKER_GONE : NO_RESPONSE));
}

export type ApiRequest = Omit<WireRequest, 'headers'> & { headers?: Record<string, string> };

export async function request<T>(req: ApiRequest, kind: 'request' | 'refresh' = 'request'): Promise<T> {
  const wire: WireRequest = { ...req, headers: authHeaders(req.headers ?? {}) };
  // a dead transport is "no response", same as a network failure
  const res = await send(wire, kind).catch((): WireResponse => NO_RESPONSE);
  return settle<T>(res);
}

/**
 * A 2xx answer's data; anything else runs its effects (SPEC section 8) and
 * throws its ApiError. No response while the browser knows it is offline
 * says so, rather than the "System error" of a server that failed.
 */
export function settle<T>(res: WireResponse): T {
  // the caller names T; the server's schema is the promise behind it
  if (res.status !== null && res.status >= 200 && res.status < 300) return res.data as T;
  if (res.status === null && typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new ApiError(MSG.offline, null, res.data);
  }
  const { effects, reject } = responseStatus(res.status, res.data);
  for (const effect of effects) apply(effect, reject);
  throw new ApiError(reject, res.status, res.data);
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
  /** the refresh data: concurrent refreshes share the worker's one request */
  refresh: <T>(url: string) => request<T>({ method: 'GET', url }, 'refresh'),
};
