// The operator's sign-in, kept apart from the player's: sessionStorage only
// (never a cookie, never the saved app state), so it ends with the tab and is
// never sent by the player's calls, and a player signed in on the same
// browser is untouched by the console.
import { useSyncExternalStore } from 'react';

const KEY = 'vip.console.operator';

export interface OperatorSession {
  token: string;
  role: string;
  username: string;
}

const listeners = new Set<() => void>();
let current: OperatorSession | null = read();

function read(): OperatorSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, role, username } = value as Record<string, unknown>;
    return typeof token === 'string' && typeof role === 'string' && typeof username === 'string' ? { token, role, username } : null;
  } catch {
    // storage blocked or a corrupt entry: signed out is the safe reading
    return null;
  }
}

export function operatorSession(): OperatorSession | null {
  return current;
}

export function setOperatorSession(next: OperatorSession | null): void {
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // without storage the sign-in lasts until the page closes, which is still correct
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, operatorSession, operatorSession);
}
