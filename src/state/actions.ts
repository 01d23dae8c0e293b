// Session actions: the only code that moves the app between guest and
// logged-in player. Navigation stays with the caller (src/app), so the state
// layer never imports the router.
import type { LoginResponse } from '../../contract/schemas/auth';
import { readToken, removeToken, writeToken } from './cookies';
import { setAuthMessage } from './counters';
import { resetRecords, resetRecordsAndAudio } from './game';
import { resetLanguage, setLang } from './language';
import { flushNow } from './persist';
import { playerState, resetPlayer } from './player';
import { setActivitySession } from './session';
import { clearInbox } from './site';
import { resetTier } from './tier';

export interface LoginOptions {
  /** Token cookie lifetime in days; omitted = a browser-session cookie. */
  tokenDays?: number;
}

/** Drops everything that belongs to one player: their data, coins, play records, inbox, activity session. */
function clearPlayerData(): void {
  resetPlayer();
  resetRecords();
  clearInbox();
  resetTier();
  setActivitySession(null);
}

/**
 * Stores the session (token cookie, player fields) and writes the state at once.
 * Coins, inbox and records arrive with the next refresh. When another player
 * was on this device, their data is dropped first so it never shows under the
 * new name.
 */
export async function login(res: LoginResponse, { tokenDays }: LoginOptions = {}): Promise<void> {
  if (!res.token) throw new Error('login: the response carries no token');
  writeToken(res.token, tokenDays);
  if (playerState.uid !== res.uid) clearPlayerData();
  playerState.authenticated = true;
  playerState.uid = res.uid;
  playerState.fullName = res.fullName || res.user?.first_name || '';
  playerState.tgBind = res.tgBind;
  playerState.tgRegister = res.tgRegister;
  playerState.referrer = null; // SPEC section 3: the affiliate code is cleared on login
  // The saved language at once, without a reload: the screens are not yet drawn for the player (SPEC section 4).
  setLang(res.language);
  setAuthMessage(null); // "logged in on other devices" no longer applies
  await flushNow();
}

/**
 * The reset of SPEC section 4: player data, coins to 0, notifications on,
 * language en, game records and volume, inbox count. The inbox items go too:
 * they are the logged-out player's messages. Kept on purpose: contact links,
 * banners, promotions, one-time tutorial flags, the remembered path and the
 * auth message (a 401 stores it just before calling logout, for the login screen).
 */
export function resetForLogout({ keepLanguage = false }: LogoutOptions = {}): void {
  clearPlayerData();
  if (!keepLanguage) resetLanguage();
  resetRecordsAndAudio();
}

export interface LogoutOptions {
  /**
   * The session ended without the player asking (the server ended it: another
   * device logged in, it expired; or its cookie lapsed, found at start-up): the
   * login screen that follows stays in the language they read. Only a chosen
   * logout (/logout) resets it (SPEC section 4).
   */
  keepLanguage?: boolean;
}

/** Removes the token cookie, resets the stores and writes the state at once. */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  removeToken();
  resetForLogout(options);
  await flushNow();
}

export type AuthReconcile = 'consistent' | 'logged-out' | 'token-adopted';

/**
 * Makes saved state and the token cookie agree at start-up; the cookie can
 * vanish on its own (cookie migration, expiry, the user clearing site data).
 * - state says logged in, no cookie: reset as a logout, since calls would fail anyway. The
 *   language stays: the cookie lapsed on its own (a browser-session cookie once the browser
 *   closed, a cookie migration, a reload that cut a server-ended session's write short), a
 *   logout the player did not choose, like the server's (LogoutOptions).
 * - cookie but state says guest: the cookie is the newer fact (a reload can
 *   land between a login and its state write, or storage may be unreadable in
 *   a private window), so the session is kept with a blank uid and name for
 *   the caller to fill from the profile; the server still judges the token on
 *   the first call, and a dead one logs out as usual.
 */
export function reconcileAuth(): AuthReconcile {
  const token = readToken();
  if (playerState.authenticated && !token) {
    resetForLogout({ keepLanguage: true });
    return 'logged-out';
  }
  if (!playerState.authenticated && token) {
    playerState.authenticated = true;
    return 'token-adopted';
  }
  return 'consistent';
}
