// Response-handling memory of SPEC section 8: counts and waits the server
// returns with 400/409/429 (stored under typ + status, e.g. 'otp429'), and the
// last auth message worth showing on the login screen (logged in elsewhere).
//
// Persisted: a 429 wait must survive a reload, or reloading would dodge the
// server's "too frequent" countdown in the UI. Nothing here is a secret; tokens
// live only in cookies and never in this store.
import { proxy } from 'valtio/vanilla';
import { mergeSaved, replaceState } from './merge';

export interface CountersState {
  /** key (typ + status) → count, or wait in seconds for 429. */
  counts: Record<string, number>;
  /** key → epoch ms when the value was stored, so a wait can be counted down after a reload. */
  setAt: Record<string, number>;
  /** Message key from a 401 that the login screen should show, e.g. msg.loggedInOtherDevices. */
  authMessage: string | null;
}

export const defaultCounters = (): CountersState => ({ counts: {}, setAt: {}, authMessage: null });

export const countersState = proxy<CountersState>(defaultCounters());

export type CounterStatus = 400 | 409 | 429;

/** SPEC section 8: "a key made of the returned typ plus 400" → e.g. 'otp' + 400 = 'otp400'. */
export function counterKey(typ: string, status: CounterStatus): string {
  return `${typ}${status}`;
}

/** Stores a server-given count or wait; a non-finite value is ignored rather than saved as NaN. */
export function setCounter(key: string, value: number, now = Date.now()): void {
  if (!Number.isFinite(value)) return;
  countersState.counts[key] = value;
  countersState.setAt[key] = now;
}

export function getCounter(key: string): number | undefined {
  return countersState.counts[key];
}

export function clearCounter(key: string): void {
  Reflect.deleteProperty(countersState.counts, key);
  Reflect.deleteProperty(countersState.setAt, key);
}

/** Seconds still to wait for a 429 key, counted from when it was stored; 0 once over. */
export function waitLeft(key: string, now = Date.now()): number {
  const wait = countersState.counts[key];
  const at = countersState.setAt[key];
  if (wait === undefined || at === undefined) return 0;
  return Math.max(0, Math.ceil(wait - (now - at) / 1000));
}

export function setAuthMessage(message: string | null): void {
  countersState.authMessage = message;
}

const numbersOnly = (map: Record<string, unknown>): Record<string, number> =>
  Object.fromEntries(Object.entries(map).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));

export function restoreCounters(saved: unknown): void {
  const next = mergeSaved(defaultCounters(), saved);
  // mergeSaved keeps any simple value in an open map; these maps hold numbers only.
  next.counts = numbersOnly(next.counts);
  next.setAt = numbersOnly(next.setAt);
  replaceState(countersState, next);
}
