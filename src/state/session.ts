// Navigation memory (SPEC section 4) and the activity session id (SPEC section 7).
// Persisted: the remembered path must survive the reload that OTP, Telegram or
// a maintenance window may cause, and a page reload reuses the activity session.
import { proxy } from 'valtio/vanilla';
import { ROUTES } from '../../contract/routes';
import { mergeSaved, replaceState } from './merge';

export interface SessionState {
  /** Where a guest was going when sent to /register; used after login or registration. */
  redirectPath: string | null;
  /** Where the player was when maintenance began; used when it ends. */
  maintenanceReturnPath: string | null;
  /** Id from POST activity/start; null until tracking starts or after logout. */
  activitySessionId: string | null;
}

export const defaultSession = (): SessionState => ({
  redirectPath: null,
  maintenanceReturnPath: null,
  activitySessionId: null,
});

export const sessionState = proxy<SessionState>(defaultSession());

// Paths that must never be "returned to": they would bounce the player in a loop.
const NOT_A_RETURN: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.register, ROUTES.logout, ROUTES.maintenance]);

/**
 * Only same-app paths are remembered: '/x', never '//evil.example' or
 * 'https://…', since the path may come from a link and is navigated to later.
 */
export function isSafeReturnPath(path: string, excluded: ReadonlySet<string> = NOT_A_RETURN): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return !excluded.has(pathname.replace(/\/+$/, '') || '/');
}

// Maintenance sends *any* route away (SPEC section 4), /login included, and brings it back.
const NOT_A_MAINTENANCE_RETURN: ReadonlySet<string> = new Set([ROUTES.maintenance, ROUTES.logout]);

export function rememberRedirect(path: string): void {
  if (isSafeReturnPath(path)) sessionState.redirectPath = path;
}

/** Returns the remembered path (or '/') and forgets it, so it is used once. */
export function takeRedirect(): string {
  const path = sessionState.redirectPath ?? ROUTES.home;
  sessionState.redirectPath = null;
  return path;
}

export function rememberMaintenanceReturn(path: string): void {
  if (isSafeReturnPath(path, NOT_A_MAINTENANCE_RETURN)) sessionState.maintenanceReturnPath = path;
}

export function takeMaintenanceReturn(): string {
  const path = sessionState.maintenanceReturnPath ?? ROUTES.home;
  sessionState.maintenanceReturnPath = null;
  return path;
}

export function setActivitySession(id: string | null): void {
  sessionState.activitySessionId = id;
}

export function restoreSession(saved: unknown): void {
  const next = mergeSaved(defaultSession(), saved);
  // Saved paths are re-checked: storage is not trusted more than a link.
  if (next.redirectPath !== null && !isSafeReturnPath(String(next.redirectPath))) next.redirectPath = null;
  if (next.maintenanceReturnPath !== null && !isSafeReturnPath(String(next.maintenanceReturnPath))) next.maintenanceReturnPath = null;
  if (next.activitySessionId !== null) next.activitySessionId = String(next.activitySessionId);
  replaceState(sessionState, next);
}
