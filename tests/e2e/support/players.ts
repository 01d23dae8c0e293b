// Fresh players for end-to-end tests, made through the real API as the app
// would: sealed bodies, the OTP read back from the local SMS outbox by the
// demo operator. Every call gives a unique player, phone and caller address,
// so tests running in parallel never share an account or a throttle.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { encryptJson, keyFromBase64 } from '../../../contract/cipher';
import { API, HEADERS } from '../../../contract/routes';
import { ADMIN_API } from '../../../contract/adminRoutes';
import type { LoginResponse } from '../../../contract/schemas/auth';
import type { LaunchTokenResponse } from '../../../contract/schemas/account';
import type { SmsMessage } from '../../../contract/schemas/content';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { E2E_H5_SECRET } from './secrets';

export interface RegisteredPlayer {
  uid: string;
  password: string;
  /** national spelling, as typed in the form (e.g. 0112345678) */
  phone: string;
  /** a live session token (the player is logged in) */
  token: string;
  fullName: string;
}

/**
 * A caller address of its own (the server trusts X-Forwarded-For), so per-address
 * limits of one test never refuse another. Browser contexts that register or
 * fail logins on purpose can pass it as extraHTTPHeaders too.
 */
export const uniqueIpHeaders = (): Record<string, string> => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/** UID: a letter first, letters and digits, 6-15 long, at least one digit. */
const newUid = (): string => `e2e${randomBytes(4).toString('hex')}${randomInt(10)}`;
/** Malaysian mobile 011 + 8 digits. */
const newPhone = (): string => `011${String(randomInt(100_000_000)).padStart(8, '0')}`;

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  opts: { body?: unknown; token?: string; headers: Record<string, string> },
): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) };
  let res;
  if (method === 'get') {
    res = await request.get(`/api/${path}`, { headers });
  } else {
    const { key } = (await (await request.get(`/api/${API.cipherKey}`)).json()) as { key: string };
    res = await request.post(`/api/${path}`, {
      data: { data: encryptJson(keyFromBase64(key), opts.body ?? {}) },
      headers: { ...headers, [HEADERS.encrypted]: 'true' },
    });
  }
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} -> ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The newest six-digit code texted to a number, read from the outbox as the demo operator. */
export async function readOtp(
  request: APIRequestContext,
  phone: string,
  headers: Record<string, string> = uniqueIpHeaders(),
): Promise<string> {
  const { token } = await call<{ token: string }>(request, 'post', ADMIN_API.login, { body: DEMO_OPERATOR, headers });
  const messages = await call<SmsMessage[]>(request, 'get', `${ADMIN_API.smsOutbox}?to=${encodeURIComponent(phone)}&limit=1`, {
    token,
    headers,
  });
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the SMS outbox for ${phone}`);
  return code;
}

/** Registers a brand-new VIP player (phone verified by OTP) and returns its sign-in and session. */
export async function registerPlayer(request: APIRequestContext): Promise<RegisteredPlayer> {
  const headers = uniqueIpHeaders();
  const uid = newUid();
  const password = `pw${randomBytes(4).toString('hex')}`;
  const fullName = 'Test Player';
  const phone = newPhone();
  await call(request, 'post', API.otp, { body: { phone, purpose: 'register' }, headers });
  const otp = await readOtp(request, phone, headers);
  const login = await call<LoginResponse>(request, 'post', API.register, {
    body: { uid, fullName, password, confirmPassword: password, phone, otp, terms: true },
    headers,
  });
  return { uid, password, phone, token: login.token, fullName };
}

/**
 * A one-time launch token for `uid`, as the H5 platform asks for it: plain
 * JSON signed with the shared secret. Open `url` to log in by token.
 */
export async function launchToken(request: APIRequestContext, uid: string): Promise<LaunchTokenResponse> {
  // The nonce keeps two calls in one second distinct (a signed body works once).
  const body = JSON.stringify({ uid, ts: Math.floor(Date.now() / 1000), nonce: randomBytes(8).toString('hex') });
  const signature = createHmac('sha256', E2E_H5_SECRET).update(body).digest('hex');
  const res = await request.post(`/api/${API.h5LaunchToken}`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-h5-signature': signature },
  });
  if (!res.ok()) throw new Error(`POST ${API.h5LaunchToken} -> ${res.status()} ${await res.text()}`);
  return (await res.json()) as LaunchTokenResponse;
}
