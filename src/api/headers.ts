import Cookies from 'js-cookie';
import { COOKIES, HEADERS } from '../../contract/routes';

/**
 * Request headers of SPEC section 7, read from cookies on the main thread
 * (a worker has no document.cookie). A caller that already set the push-token
 * header is identifying a device, not a session, so it gets no bearer. Headers
 * the caller set explicitly are never overwritten.
 */
export function authHeaders(existing: Record<string, string>): Record<string, string> {
  const out = { ...existing };
  if (!has(existing, HEADERS.pushToken) && !has(existing, 'authorization')) {
    const token = Cookies.get(COOKIES.token);
    if (token) out.Authorization = `Bearer ${token}`;
  }
  const pushToken = Cookies.get(COOKIES.pushToken);
  if (pushToken && !has(existing, HEADERS.pushToken)) out[HEADERS.pushToken] = pushToken;
  return out;
}

// header names are case-insensitive on the wire
function has(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}
