// One spin request with its idempotency key (contract: POST games/:slug/spin
// answers a retry with the same key with the first result). The key is made
// when a spin is asked for and kept until the server answers, success or
// refusal; after a network failure or a timeout the next spin reuses it, so
// a request that did reach the server is never charged twice. Kept per slug
// in memory and sessionStorage, so leaving the screen or a reload keeps it too.
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import type { SpinBody, SpinResult } from '../../../contract/schemas/games';
import { ApiError } from '../../api/client';

export type SpinAnswer =
  | { kind: 'result'; result: SpinResult }
  /** the server said no (its message key); the key is spent */
  | { kind: 'refused'; key: string; status: number }
  /** no answer: the key is kept for the next try */
  | { kind: 'network'; key: string };

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SpinDeps {
  post: (url: string, body: SpinBody) => Promise<SpinResult>;
  store?: KeyStore | null;
  newKey?: () => string;
  timeoutMs?: number;
}

const memory = new Map<string, string>();
const storageKey = (slug: string) => `spin-key:${slug}`;
export const SPIN_TIMEOUT_MS = 15_000;

function sessionStore(): KeyStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): memory only
  }
}

const randomKey = (): string => globalThis.crypto.randomUUID();

/** The key of the spin in flight for slug, made now if none is pending. */
export function pendingKey(slug: string, deps: Pick<SpinDeps, 'store' | 'newKey'> = {}): string {
  const store = deps.store === undefined ? sessionStore() : deps.store;
  const existing = memory.get(slug) ?? store?.getItem(storageKey(slug)) ?? null;
  if (existing) return existing;
  const key = (deps.newKey ?? randomKey)();
  memory.set(slug, key);
  store?.setItem(storageKey(slug), key);
  return key;
}

function settle(slug: string, store: KeyStore | null): void {
  memory.delete(slug);
  store?.removeItem(storageKey(slug));
}

export async function requestSpin(slug: string, deps: SpinDeps): Promise<SpinAnswer> {
  const store = deps.store === undefined ? sessionStore() : deps.store;
  const idempotencyKey = pendingKey(slug, { store, ...(deps.newKey ? { newKey: deps.newKey } : {}) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(MSG.networkSlow, null, undefined)), deps.timeoutMs ?? SPIN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([deps.post(API.gameSpin(slug), { idempotencyKey }), timeout]);
    settle(slug, store);
    return { kind: 'result', result };
  } catch (error) {
    if (error instanceof ApiError && error.status !== null) {
      settle(slug, store);
      return { kind: 'refused', key: error.message, status: error.status };
    }
    return { kind: 'network', key: MSG.networkSlow };
  } finally {
    clearTimeout(timer);
  }
}

/** Tests start clean. */
export function forgetPendingSpins(): void {
  memory.clear();
}
