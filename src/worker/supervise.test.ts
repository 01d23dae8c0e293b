import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannel } from './channel';
import { superviseChannel, type WorkerHandle } from './supervise';
import type { LivePage } from './types';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

interface FakeWorker extends WorkerHandle {
  terminated: boolean;
  crash(): void;
}

/**
 * A worker on a real MessageChannel: `answering` exposes the real channel
 * (its fetch answering after `fetchMs`) on the far side; a dead one has nothing
 * there, as a worker the browser stopped: no call and no ping is ever answered.
 */
function fakeWorker(answering: boolean, fetchMs = 0, live?: Parameters<typeof createChannel>[1]): FakeWorker {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const fetchImpl = async (input: RequestInfo | URL) => {
    await new Promise((resolve) => setTimeout(resolve, fetchMs));
    return new Response(JSON.stringify({ url: String(input) }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  if (answering) expose(createChannel(fetchImpl, live), port2);
  const onError = new EventTarget();
  const worker: FakeWorker = {
    terminated: false,
    postMessage: (message, transfer) => port1.postMessage(message, transfer ?? []),
    addEventListener: (type, listener) => (type === 'error' ? onError : port1).addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => (type === 'error' ? onError : port1).removeEventListener(type, listener as EventListener),
    start: () => port1.start(),
    terminate() {
      worker.terminated = true;
      port1.close();
    },
    crash() {
      onError.dispatchEvent(new Event('error'));
    },
  };
  return worker;
}

/** A supervisor over these workers in turn, with short ping times; what it started, for the test to read. */
function supervised(...workers: FakeWorker[]) {
  const started: FakeWorker[] = [];
  const channel = superviseChannel(
    () => {
      const next = workers[started.length];
      if (!next) throw new Error('no more workers');
      started.push(next);
      return next;
    },
    { pingEveryMs: 20, pingWithinMs: 200 },
  );
  return { channel, started };
}

const get = { method: 'GET', url: 'wallet', headers: {} } as const;

describe('the channel worker, supervised', () => {
  it('sends a call again on a fresh worker when the first stopped answering mid-call, and ends the dead one', async () => {
    const dead = fakeWorker(false);
    const { channel, started } = supervised(dead, fakeWorker(true));
    await expect(channel.request(get)).resolves.toEqual({ status: 200, data: { url: '/api/wallet' } });
    expect(started).toHaveLength(2);
    expect(dead.terminated).toBe(true);
  });

  it('restarts at once on a crash, and keeps the fresh worker for the next calls', async () => {
    const first = fakeWorker(true, 600);
    const { channel, started } = supervised(first, fakeWorker(true));
    const call = channel.request(get);
    first.crash();
    await expect(call).resolves.toEqual({ status: 200, data: { url: '/api/wallet' } });
    await expect(channel.request({ ...get, url: 'inbox' })).resolves.toMatchObject({ status: 200 });
    expect(started).toHaveLength(2);
    expect(first.terminated).toBe(true);
  });

  it('leaves a slow but living worker alone: its pings are answered while the call waits', async () => {
    const { channel, started } = supervised(fakeWorker(true, 600));
    await expect(channel.request(get)).resolves.toMatchObject({ status: 200 });
    expect(started).toHaveLength(1);
  });

  it('gives up after one fresh worker also died: the call rejects, and the page reads that as no answer', async () => {
    const { channel } = supervised(fakeWorker(false), fakeWorker(false));
    await expect(channel.request(get)).rejects.toThrow('stopped answering');
  });
});

/** A worker's live socket that says it connected as `id`; its messages never answer when `hangs`. */
function fakeLive(id: string, hangs = false) {
  const sent: unknown[] = [];
  return {
    sent,
    live: {
      async liveConnect(page: LivePage) {
        await page.connected(id, true);
      },
      liveSend: (message: unknown) => {
        sent.push(message);
        return hangs ? new Promise<never>(() => undefined) : Promise.resolve({ data: 'pong', error: null });
      },
      liveClose: async () => undefined,
    },
  };
}

/** The page's side, recording what it is told in order. */
function livePage() {
  const told: string[] = [];
  const page: LivePage = {
    token: () => 'token',
    event: () => undefined,
    refused: () => undefined,
    outdated: () => undefined,
    resync: () => undefined,
    connected: (id, first) => void told.push(`connected ${id}${first ? ' (first)' : ''}`),
    dropped: () => void told.push('dropped'),
  };
  const until = (n: number) =>
    vi.waitFor(() => {
      if (told.length < n) throw new Error(`told ${told.join(', ')}`);
    });
  return { page, told, until };
}

describe('the live socket under supervision', () => {
  it('opens the socket again on a fresh worker after a crash; a message in flight answers network slow and is not sent twice', async () => {
    const [one, two] = [fakeLive('s1', true), fakeLive('s2')];
    const first = fakeWorker(true, 0, one.live);
    const { channel, started } = supervised(first, fakeWorker(true, 0, two.live));
    const { page, told, until } = livePage();
    await channel.liveConnect(page);
    await until(1);
    const inFlight = channel.liveSend({ type: 'ping' });
    await vi.waitFor(() => expect(one.sent).toHaveLength(1));
    first.crash();
    await expect(inFlight).resolves.toEqual({ data: null, error: 'msg.networkSlow' });
    await until(3);
    expect(told).toEqual(['connected s1 (first)', 'dropped', 'connected s2 (first)']);
    expect(started).toHaveLength(2);
    expect(two.sent).toEqual([]);
    await expect(channel.liveSend({ type: 'ping' })).resolves.toEqual({ data: 'pong', error: null });
  });

  it('leaves a dead worker dead once the socket is closed (logout): nothing is started again', async () => {
    const first = fakeWorker(true, 0, fakeLive('s1').live);
    const { channel, started } = supervised(first, fakeWorker(true, 0, fakeLive('s2').live));
    const { page, until } = livePage();
    await channel.liveConnect(page);
    await until(1);
    await channel.liveClose();
    first.crash();
    await new Promise((resolve) => setTimeout(resolve, 100)); // five ping turns of the supervisor
    expect(started).toHaveLength(1);
  });
});
