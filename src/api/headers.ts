import { COOKIES, HEADERS } from '../../contract/routes';
import { socketId } from '../realtime/socketId';
import { readCookie } from '../state/cookies';

/**
 * Request headers of SPEC section 7, read from cookies on the main thread
 * (a worker has no document.cookie). A caller that already set the push-token
 * header is identifying a device, not a session, so it gets no bearer. Headers
 * the caller set explicitly are never overwritten. The live socket's id
 * goes along too (HEADERS.socket).
 */
export function authHeaders(existing: Record<string, string>): Record<string, string> {
  const out = { ...existing };
  if (!has(existing, HEADERS.pushToken) && !has(existing, 'authorization')) {
    const token = readCookie(COOKIES.token);
    if (token) out.Authorization = `Bearer ${token}`;
  }
  const pushToken = readCookie(COOKIES.pushToken);
  if (pushToken && !has(existing, HEADERS.pushToken)) out[HEADERS.pushToken] = pushToken;
  // The answer tells this device what changed; the server's 'stale' push goes to the player's other devices.
  const socket = socketId();
  if (socket && !has(existing, HEADERS.socket)) out[HEADERS.socket] = socket;
  return out;
}

// header names are case-insensitive on the wire
function has(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}
