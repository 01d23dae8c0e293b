// One spin request with its idempotency key (contract: POST games/:slug/spin
// answers a retry with the same key with the first result). The key's life is
// src/api/retryKey.ts's, one per slug: made when a spin is asked for, kept
// (memory + sessionStorage) until the server answers; after a network
// failure, a timeout or a 5xx the next spin reuses it, so a request that did
// reach the server is never charged twice.
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import type { SpinBody, SpinResult } from '../../../contract/games/wheel';
import { ApiError } from '../../api/client';
import { forgetRetryKeys, RETRY_TIMEOUT_MS, retryKey, sendWithRetryKey, type KeyStore } from '../../api/retryKey';

export type { KeyStore };

export type SpinAnswer =
  | { kind: 'result'; result: SpinResult }
  /** the server said no (its message key); the key is spent, or kept after a 5xx (the spin may have happened) */
  | { kind: 'refused'; key: string; status: number }
  /** no answer: the key is kept for the next try */
  | { kind: 'network'; key: string };

export interface SpinDeps {
  post: (url: string, body: SpinBody) => Promise<SpinResult>;
  store?: KeyStore | null;
  newKey?: () => string;
  timeoutMs?: number;
}

export const SPIN_TIMEOUT_MS = RETRY_TIMEOUT_MS;

const action = (slug: string) => `spin-key:${slug}`;

/** The key of the spin in flight for slug, made now if none is pending. */
export function pendingKey(slug: string, deps: Pick<SpinDeps, 'store' | 'newKey'> = {}): string {
  return retryKey(action(slug), deps);
}

export async function requestSpin(slug: string, deps: SpinDeps): Promise<SpinAnswer> {
  const { post, timeoutMs = SPIN_TIMEOUT_MS, ...keys } = deps;
  try {
    const result = await sendWithRetryKey(action(slug), (idempotencyKey) => post(API.gameSpin(slug), { idempotencyKey }), {
      ...keys,
      timeoutMs,
    });
    return { kind: 'result', result };
  } catch (error) {
    if (error instanceof ApiError && error.status !== null) return { kind: 'refused', key: error.message, status: error.status };
    return { kind: 'network', key: MSG.networkSlow };
  }
}

/** Tests start clean (memory only; the test's store is its own). */
export function forgetPendingSpins(): void {
  forgetRetryKeys();
}
