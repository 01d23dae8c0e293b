import { describe, expect, it, vi } from 'vitest';
import { decryptJson, generateKey, keyToBase64 } from '../../contract/cipher';
import { refreshFixture } from '../state/refresh.fixture';
import { refreshPatch, type RefreshPatch } from '../state/refreshPatch';
import { createChannel } from './channel';

const key = generateKey();

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fake server: answers the key route, records the rest. */
function fakeFetch(answer: (seen: Seen) => Response, keyStatus = 200) {
  const seen: Seen[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/api/cipher-key') {
      return new Response(JSON.stringify({ key: keyToBase64(key) }), { status: keyStatus });
    }
    const s = { url, init };
    seen.push(s);
    return answer(s);
  });
  return { fn, seen };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

describe('channel', () => {
  it('works the refresh answer out for the stores beside the call, and passes a refusal on as it came', async () => {
    const answer = refreshFixture();
    answer.coin.balance = 150.006;
    answer.options = [{ name: 'h5_link', value: 'javascript:alert(1)' }];
    const ok = await createChannel(fakeFetch(json(200, answer)).fn).refresh({ method: 'GET', url: 'player', headers: {} });
    const patch = ok.data as RefreshPatch;
    expect(patch.player.coin.total).toBe(150.01);
    expect(patch.links.h5).toBe('#');
    expect(patch.records).toEqual(refreshPatch(refreshFixture()).records);

    const refused = await createChannel(fakeFetch(json(401, { message: 'msg.sessionExpired' })).fn).refresh({
      method: 'GET',
      url: 'player',
      headers: {},
    });
    expect(refused).toEqual({ status: 401, data: { message: 'msg.sessionExpired' } });
  });

  it('fetches the key once, seals the body, sends credentials', async () => {
    const { fn, seen } = fakeFetch(json(200, { ok: true }));
    const ch = createChannel(fn);
    const res = await ch.request({ method: 'POST', url: 'player/login', body: { token: 'a' }, headers: { Authorization: 'Bearer t' } });
    await ch.request({ method: 'GET', url: 'player', params: { x: 1 }, headers: {} });

    expect(res).toEqual({ status: 200, data: { ok: true } });
    expect(fn.mock.calls.filter(([u]) => String(u) === '/api/cipher-key')).toHaveLength(1);
    const [post, get] = seen as [Seen, Seen];
    expect(post.url).toBe('/api/player/login');
    expect(post.init.method).toBe('POST');
    expect(post.init.credentials).toBe('include');
    const headers = post.init.headers as Record<string, string>;
    expect(headers['encrypted-request']).toBe('true');
    expect(headers.authorization).toBe('Bearer t');
    const envelope = JSON.parse(post.init.body as string) as { data: string };
    expect(decryptJson(key, envelope.data)).toEqual({ token: 'a' });
    expect(get.url).toBe('/api/player?x=1');
    expect(get.init.body).toBeUndefined();
  });

  it('hands back error statuses with their body', async () => {
    const { fn } = fakeFetch(json(429, { message: 'msg.tooFrequent', typ: 'spin', wait: 30 }));
    const res = await createChannel(fn).request({ method: 'GET', url: 'x', headers: {} });
    expect(res).toEqual({ status: 429, data: { message: 'msg.tooFrequent', typ: 'spin', wait: 30 } });
  });

  it('a network failure is status null', async () => {
    const { fn } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createChannel(fn).request({ method: 'GET', url: 'x', headers: {} })).toEqual({ status: null, data: undefined });
  });

  it('a missing key fails like the network, and is retried on the next call', async () => {
    let keyStatus = 500;
    const seen: string[] = [];
    const fn = vi.fn(async (input: RequestInfo | URL) => {
      seen.push(String(input));
      if (String(input) === '/api/cipher-key') return new Response(JSON.stringify({ key: keyToBase64(key) }), { status: keyStatus });
      return new Response('{}', { status: 200 });
    });
    const ch = createChannel(fn);
    expect(await ch.request({ method: 'POST', url: 'x', body: {}, headers: {} })).toEqual({ status: null, data: undefined });
    expect(seen).toEqual(['/api/cipher-key']);
    keyStatus = 200;
    expect((await ch.request({ method: 'POST', url: 'x', body: {}, headers: {} })).status).toBe(200);
  });

  it('a request without a body goes out at once, without asking for the key', async () => {
    const { fn } = fakeFetch(json(200, { ok: true }));
    expect(await createChannel(fn).request({ method: 'GET', url: 'vips', headers: {} })).toEqual({ status: 200, data: { ok: true } });
    expect(fn.mock.calls.map(([u]) => String(u))).toEqual(['/api/vips']);
  });

  it("starts a visit's activity session with the page's headers and seals its end beacon with the same key", async () => {
    const { fn, seen } = fakeFetch(({ url }) => json(200, url.endsWith('activity/start') ? { sessionId: 's1' } : { ok: true })());
    const refused = vi.fn();
    const visit = await createChannel(fn).activityVisit('/games', { authorization: 'Bearer t' }, null, { refused });
    expect(visit?.sessionId).toBe('s1');
    expect(decryptJson(key, visit?.sealedEnd ?? '')).toEqual({ sessionId: 's1' });
    expect(seen.map((s) => s.url)).toEqual(['/api/activity/start', '/api/activity/heartbeat']);
    expect(new Headers(seen[1]?.init.headers).get('authorization')).toBe('Bearer t');
    expect(refused).not.toHaveBeenCalled();
  });

  it('hands a refused heartbeat to the page, which logs a lapsed session out', async () => {
    const { fn } = fakeFetch(json(401, { message: 'msg.sessionExpired' }));
    const refused = vi.fn();
    expect(await createChannel(fn).activityVisit('/games', {}, 'kept', { refused })).toMatchObject({ sessionId: 'kept' });
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith({ status: 401, data: { message: 'msg.sessionExpired' } }));
  });
});
