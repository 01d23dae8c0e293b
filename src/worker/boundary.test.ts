import { expose, proxy, wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptJson, generateKey, keyToBase64 } from '../../contract/cipher';
import { createChannel } from './channel';
import type { ChannelApi } from './types';

const key = generateKey();
const ports: MessagePort[] = [];

/** The channel exposed on one end of a real MessageChannel and wrapped on the other, as the worker and the page hold them. */
function connect(keyStatus = 200) {
  const bodies: string[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === '/api/cipher-key') return new Response(JSON.stringify({ key: keyToBase64(key) }), { status: keyStatus });
    bodies.push(String(init.body ?? ''));
    return new Response(JSON.stringify({ ok: true, url: String(input) }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(createChannel(fakeFetch), port2);
  return { remote: wrap<ChannelApi>(port1), bodies };
}

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

describe('the worker boundary (Comlink)', () => {
  it('answers concurrent calls each with its own response, the body sealed on the far side', async () => {
    const { remote, bodies } = connect();
    const [a, b] = await Promise.all([
      remote.request({ method: 'POST', url: 'redeem', body: { amount: 50 }, headers: {} }),
      remote.request({ method: 'GET', url: 'wallet', headers: {} }),
    ]);
    expect(a).toEqual({ status: 200, data: { ok: true, url: '/api/redeem' } });
    expect(b).toEqual({ status: 200, data: { ok: true, url: '/api/wallet' } });
    const sealed = (JSON.parse(bodies[0] ?? '{}') as { data: string }).data;
    expect(decryptJson(key, sealed)).toEqual({ amount: 50 });
  });

  it('calls the page back through a proxy: a refused heartbeat reaches the page side', async () => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    const fakeFetch = async (input: RequestInfo | URL) =>
      String(input) === '/api/cipher-key'
        ? new Response(JSON.stringify({ key: keyToBase64(key) }), { status: 200 })
        : new Response(JSON.stringify({ message: 'msg.sessionExpired' }), { status: 401, headers: { 'content-type': 'application/json' } });
    expose(createChannel(fakeFetch), port2);
    const refusals: unknown[] = [];
    const visit = await wrap<ChannelApi>(port1).activityVisit(
      '/',
      {},
      'kept',
      proxy({ refused: (res: unknown) => void refusals.push(res) }),
    );
    expect(visit?.sessionId).toBe('kept');
    await vi.waitFor(() => expect(refusals).toEqual([{ status: 401, data: { message: 'msg.sessionExpired' } }]));
  });
});
