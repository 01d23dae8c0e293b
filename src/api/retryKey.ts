// Idempotency keys of the actions a player may retry (a redeem, a spin, a
// game's start). The key is made when the action is asked for and kept until
// the server has answered for sure; a retry after no answer (network failure,
// timeout, a 5xx from a gateway or a crash) sends the same key, so an action
// that did reach the server gets its first answer back instead of happening
// twice. Kept in memory and in sessionStorage, so leaving the screen or a
// reload in the middle keeps it too; a key is no secret.
import { MSG } from '../../contract/errors';
import { ApiError } from './client';

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface RetryKeyDeps {
  /** null: memory only; undefined: sessionStorage when the browser allows it */
  store?: KeyStore | null;
  newKey?: () => string;
}

export interface RetryKeyOptions extends RetryKeyDeps {
  /**
   * What the action is about (a redeem's amount): a pending key answers only
   * the same scope, another scope is another action and gets a new key.
   */
  scope?: string;
}

export interface SendOptions extends RetryKeyOptions {
  /** no answer by then counts as no answer at all (ApiError networkSlow, status null); the key stays */
  timeoutMs?: number;
}

export const RETRY_TIMEOUT_MS = 15_000;

/** What the contract's IdempotencyKey accepts; anything else in storage is hand-edited or stale: start over. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

interface Pending {
  scope: string;
  key: string;
}

const memory = new Map<string, Pending>();

function sessionStore(): KeyStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): memory only
  }
}

const storeOf = (deps: RetryKeyDeps): KeyStore | null => (deps.store === undefined ? sessionStore() : deps.store);

const randomKey = (): string => globalThis.crypto.randomUUID();

// Stored as the bare key, or `scope@key` when scoped ('@' is never in a key).
function encode({ scope, key }: Pending): string {
  return scope ? `${scope}@${key}` : key;
}

function decode(value: string | null): Pending | null {
  if (value === null) return null;
  const at = value.lastIndexOf('@');
  const pending = at < 0 ? { scope: '', key: value } : { scope: value.slice(0, at), key: value.slice(at + 1) };
  return KEY_PATTERN.test(pending.key) ? pending : null;
}

function safely(work: () => void): void {
  try {
    work();
  } catch {
    // storage refused (quota, private mode): memory still holds the key for this page
  }
}

function read(action: string, store: KeyStore | null): Pending | null {
  const held = memory.get(action);
  if (held) return held;
  try {
    return decode(store?.getItem(action) ?? null);
  } catch {
    return null;
  }
}

/**
 * The key of `action` (also its sessionStorage item name, so make it unique
 * in the app): the pending one for the same scope, else a new one.
 */
export function retryKey(action: string, options: RetryKeyOptions = {}): string {
  const scope = options.scope ?? '';
  const store = storeOf(options);
  const pending = read(action, store);
  if (pending && pending.scope === scope) return pending.key;
  const next = { scope, key: (options.newKey ?? randomKey)() };
  memory.set(action, next);
  safely(() => store?.setItem(action, encode(next)));
  return next.key;
}

/** The server answered `action` for sure: its next request is a new one. */
export function settleRetryKey(action: string, deps: RetryKeyDeps = {}): void {
  memory.delete(action);
  const store = storeOf(deps);
  safely(() => store?.removeItem(action));
}

/**
 * Whether an error is the server's own answer (a refusal, 4xx), which spends
 * the key. No response, a timeout or a 5xx may hide an action that happened:
 * the key is kept for the retry.
 */
export function isAnswered(error: unknown): error is ApiError & { status: number } {
  return error instanceof ApiError && error.status !== null && error.status < 500;
}

/**
 * Runs `send` with the key of `action`: settles it on a success or a refusal,
 * keeps it otherwise, and rethrows what `send` threw (a timeout as ApiError
 * networkSlow with status null).
 */
export async function sendWithRetryKey<T>(action: string, send: (key: string) => Promise<T>, options: SendOptions = {}): Promise<T> {
  const key = retryKey(action, options);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(MSG.networkSlow, null, undefined)), options.timeoutMs ?? RETRY_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([send(key), timeout]);
    settleRetryKey(action, options);
    return answer;
  } catch (error) {
    if (isAnswered(error)) settleRetryKey(action, options);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Tests start clean: memory forgets every key (sessionStorage is the test's to clear). */
export function forgetRetryKeys(): void {
  memory.clear();
}
