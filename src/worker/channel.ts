import redaxios from 'redaxios';
import { API_BASE, CIPHER_KEY_PATH } from '../../contract/routes';
import type { RefreshData } from '../../contract/schemas/refresh';
import { refreshPatch } from '../state/refreshPatch';
import { createActivity } from './activity';
import { createLive } from './live';
import { createPersisted } from './persisted';
import type { ChannelApi, WireRequest, WireResponse } from './types';
import { buildWire, needsSeal, type Seal } from './wire';

// The cipher (tweetnacl, about 11 kB gzip) and its key are only needed to seal
// a body: a guest opening the app sends GETs only and loads neither, and its
// first refresh does not wait for a key request.
const loadCipher = () => import('../../contract/cipher');

/**
 * The channel behind the worker, kept apart from `expose` so it can be tested
 * with a fake fetch. It owns the one HTTP client (SPEC section 7: api base,
 * with credentials), the cipher key, which never reaches the main thread, and
 * the live socket (live.ts).
 */
export function createChannel(fetchImpl?: typeof fetch, live = createLive()): ChannelApi {
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
    const res = await http.get<unknown>(CIPHER_KEY_PATH);
    const body = res.data;
    if (res.status !== 200 || !isKeyBody(body)) throw new Error(`cipher key unavailable (${res.status})`);
    return (await loadCipher()).keyFromBase64(body.key);
  }

  function getKey(): Promise<Uint8Array> {
    key ??= fetchKey().catch((err: unknown) => {
      key = null; // a failed fetch is retried on the next call, not cached
      throw err;
    });
    return key;
  }

  async function getSeal(): Promise<Seal> {
    const [sealKey, { encryptJson }] = await Promise.all([getKey(), loadCipher()]);
    return (value) => encryptJson(sealKey, value);
  }

  async function request(req: WireRequest): Promise<WireResponse> {
    try {
      const wire = buildWire(req, needsSeal(req) ? await getSeal() : undefined);
      const res = await http<unknown>({ ...wire });
      return { status: res.status, data: res.data };
    } catch {
      // network failure or no key: both look like "no response" to the caller
      return { status: null, data: undefined };
    }
  }
  return {
    request,
    async refresh(req) {
      const res = await request(req);
      return isOk(res) ? { status: res.status, data: refreshPatch(res.data as RefreshData) } : res;
    },
    ...live,
    ...createActivity(request, async (value) => (await getSeal())(value)),
    ...createPersisted(),
    ping: async () => true,
  };
}

const isOk = (res: WireResponse): boolean => res.status !== null && res.status >= 200 && res.status < 300;

function isKeyBody(body: unknown): body is { key: string } {
  return typeof body === 'object' && body !== null && typeof (body as { key?: unknown }).key === 'string';
}
