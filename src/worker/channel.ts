import redaxios from 'redaxios';
import { keyFromBase64, encryptJson } from '../../contract/cipher';
import { API, API_BASE } from '../../contract/routes';
import type { ChannelApi, WireRequest, WireResponse } from './types';
import { buildWire } from './wire';

/**
 * The channel behind the worker, kept apart from `expose` so it can be tested
 * with a fake fetch. It owns the one HTTP client (SPEC section 7: api base,
 * with credentials) and the cipher key, which never reaches the main thread.
 */
export function createChannel(fetchImpl?: typeof fetch): ChannelApi {
  const http = redaxios.create({
    baseURL: API_BASE,
    withCredentials: true,
    // every status is an answer to hand back; only a thrown error means "no response"
    validateStatus: () => true,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  // the promise is cached so concurrent first calls share one key request
  let key: Promise<Uint8Array> | null = null;

  async function fetchKey(): Promise<Uint8Array> {
    const res = await http.get<unknown>(API.cipherKey);
    const body = res.data;
    if (res.status !== 200 || !isKeyBody(body)) throw new Error(`cipher key unavailable (${res.status})`);
    return keyFromBase64(body.key);
  }

  function getKey(): Promise<Uint8Array> {
    key ??= fetchKey().catch((err: unknown) => {
      key = null; // a failed fetch is retried on the next call, not cached
      throw err;
    });
    return key;
  }

  return {
    async request(req: WireRequest): Promise<WireResponse> {
      try {
        const wire = buildWire(req, await getKey());
        const res = await http<unknown>({ ...wire });
        return { status: res.status, data: res.data };
      } catch {
        // network failure or no key: both look like "no response" to the caller
        return { status: null, data: undefined };
      }
    },
    async encryptForBeacon(value: unknown): Promise<string> {
      return encryptJson(await getKey(), value);
    },
  };
}

function isKeyBody(body: unknown): body is { key: string } {
  return typeof body === 'object' && body !== null && typeof (body as { key?: unknown }).key === 'string';
}
