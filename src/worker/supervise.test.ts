import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannel } from './channel';
import { superviseChannel, type WorkerHandle } from './supervise';
import { createMemoryStore } from '../state/memoryStore';
import { createStateWriter, STATE_KEY } from '../state/stateWriter';
import { createPersisted } from './persisted';
import type { ActivityPage, LivePage } from './types';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

interface FakeWorker extends WorkerHandle {
  terminated: boolean;
  crash(): void;
}

/** A worker on a real MessageChannel with `exposed` on its far side; with nothing there it is a worker the browser stopped: no call and no ping is ever answered. */
function workerOn(exposed: object | null): FakeWorker {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  if (exposed) expose(exposed, port2);
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

/** A worker running the real channel (its fetch answering after `fetchMs`), or, not `answering`, a dead one. */
function fakeWorker(answering: boolean, fetchMs = 0, live?: Parameters<typeof createChannel>[1]): FakeWorker {
  const fetchImpl = async (input: RequestInfo | URL) => {
    await new Promise((resolve) => setTimeout(resolve, fetchMs));
    return new Response(JSON.stringify({ url: String(input) }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return workerOn(answering ? createChannel(fetchImpl, live) : null);
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
    await channel.liveClose(); // nothing left to watch once this test's ports close
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

describe('what a dead worker held goes on in the fresh one', () => {
  const ping = async () => true as const;

  it('a state write told but not yet collected is written by the fresh worker', async () => {
    const store = createMemoryStore();
    // The first worker takes the write and dies before its timer collects it.
    const first = workerOn({ ping, stateDirty: async () => undefined });
    const { channel, started } = supervised(first, workerOn({ ping, ...createPersisted(createStateWriter({ store, delayMs: 20 })) }));
    await channel.stateDirty({ collect: () => ({ data: { n: 7 }, stamp: { page: 'p', seq: 1 } }) });
    first.crash();
    await vi.waitFor(() => expect(store.data.get(STATE_KEY)).toMatchObject({ data: { n: 7 } }));
    expect(started).toHaveLength(2);
  });

  it("the player's visit goes on: the fresh worker beats the same session, not a new one", async () => {
    const visited: [string, string | null][] = [];
    const visitOn = (sessionId: string) => ({
      ping,
      activityVisit: async (path: string, _headers: unknown, stored: string | null) => {
        visited.push([path, stored]);
        return { sessionId: stored ?? sessionId, sealedEnd: 'sealed' };
      },
    });
    const first = workerOn(visitOn('s1'));
    const { channel, started } = supervised(first, workerOn(visitOn('s2')));
    const page: ActivityPage = { refused: () => undefined };
    await expect(channel.activityVisit('/games', { authorization: 'Bearer t' }, null, page)).resolves.toMatchObject({ sessionId: 's1' });
    first.crash();
    await vi.waitFor(() => expect(visited).toHaveLength(2));
    expect(visited).toEqual([
      ['/games', null],
      ['/games', 's1'],
    ]);
    expect(started).toHaveLength(2);
    await channel.activityStop(); // nothing left to watch once this test's ports close
  });

  it('a hidden page or a logout leaves nothing to carry: a dead worker stays dead', async () => {
    const first = workerOn({
      ping,
      activityVisit: async () => ({ sessionId: 's1', sealedEnd: 'sealed' }),
      activityHide: async () => undefined,
    });
    const { channel, started } = supervised(first, workerOn({ ping }));
    await channel.activityVisit('/games', {}, null, { refused: () => undefined });
    await channel.activityHide();
    first.crash();
    await new Promise((resolve) => setTimeout(resolve, 100)); // five ping turns of the supervisor
    expect(started).toHaveLength(1);
  });
});
