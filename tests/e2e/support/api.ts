import type { APIRequestContext } from '@playwright/test';
import { encryptJson, keyFromBase64 } from '../../../contract/cipher';
import { API, HEADERS } from '../../../contract/routes';
import { ADMIN_API } from '../../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';

/** Calls the API as the app does: bodies sealed with the server's key. */
export async function sealed(request: APIRequestContext, method: 'post' | 'put', url: string, body: unknown, token?: string) {
  const { key } = (await (await request.get(`/api/${API.cipherKey}`)).json()) as { key: string };
  const res = await request[method](`/api/${url}`, {
    data: { data: encryptJson(keyFromBase64(key), body) },
    headers: { [HEADERS.encrypted]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok()) throw new Error(`${method} ${url} -> ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** An operator switching system maintenance, as the console will. */
export async function setMaintenance(request: APIRequestContext, on: boolean, mDateTime: string | null = null) {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'put', ADMIN_API.maintenance, { maintenance: on ? 1 : 0, mDateTime }, token);
}

/**
 * Runs the server's clock `shiftMs` ahead of real time (admin/test-clock, outside production), the
 * jobs run once before it answers. Only specs under system/ move it: they run alone, after the rest.
 */
export async function moveServerClock(request: APIRequestContext, shiftMs: number) {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'put', ADMIN_API.testClock, { shiftMs }, token);
}
