import type { APIRequestContext } from '@playwright/test';
import { encryptJson, keyFromBase64 } from '../../../contract/cipher';
import { API, HEADERS } from '../../../contract/routes';
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
  const { token } = (await sealed(request, 'post', API.adminLogin, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'put', API.adminMaintenance, { maintenance: on ? 1 : 0, mDateTime }, token);
}
