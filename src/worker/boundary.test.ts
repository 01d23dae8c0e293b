// The page/worker boundary through Comlink, over a real MessageChannel as a
// worker's port: calls, the page's callbacks through its proxy, and a worker
// that ends mid-call (the supervisor retries or rejects, never hangs).
import { expose, proxy } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptJson, generateKey, keyToBase64 } from '../../contract/cipher';
import { API } from '../../contract/routes';
import { createMemoryStore } from '../state/memoryStore';
import { STATE_KEY } from '../state/storage';
import { supervise, WorkerGoneError, type WorkerHandle } from './supervisor';
import { createSync, type SyncDeps } from './sync';
import type { PageLink, SyncApi, WireResponse } from './types';

const key = generateKey();
const open: MessageChannel[] = [];

afterEach(() => {
  for (const { port1, port2 } of open.splice(0)) {
    port1.close();
    port2.close();
  }
});

/** Starts `api` behind a MessageChannel, as spawn.ts starts a worker; `crash()` ends it as an uncaught error would. */
function fakeWorkers<T extends object>(make: (n: number) => T) {
  const ends: (() => void)[] = [];
  let started = 0;
  const spawn = (): WorkerHandle => {
    const channel = new MessageChannel();
    open.push(channel);
    expose(make(++started), channel.port2);
    let end = (): void => undefined;
    ends.push(() => end());
    return {
      endpoint: channel.port1,
      terminate: () => {
        channel.port1.close();
        channel.port2.close();
      },
      onEnd: (listener) => {
        end = listener;
      },
    };
  };
  return { spawn, crash: () => ends.at(-1)?.(), started: () => started };
}

/** A server behind fetch: the cipher key, activity start and heartbeat, and the refresh data. */
function fakeServer(gate: Promise<void> = Promise.resolve()) {
  const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  let sessions = 0;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://x').pathname.replace('/api/', '');
    if (url === API.cipherKey) return new Response(JSON.stringify({ key: keyToBase64(key) }));
    const sealed = init.body ? (JSON.parse(init.body as string) as { data: string }).data : undefined;
    seen.push({ url, headers: init.headers as Record<string, string>, body: sealed === undefined ? undefined : decryptJson(key, sealed) });
    if (url === API.activityStart) return new Response(JSON.stringify({ sessionId: `s${++sessions}` }));
    await gate;
    return new Response(JSON.stringify({ url }));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, seen };
}

/** The page's link, recording what the worker told it. */
function pageLink(state: () => unknown = () => ({ v: 1 })) {
  const told: { beacon: (string | null)[]; session: (string | null)[]; refreshed: WireResponse[] } = { beacon: [], session: [], refreshed: [] };
  const link: PageLink = {
    headers: () => ({ Authorization: 'Bearer from-the-page' }),
    token: () => 'tok',
    serverEvent: () => undefined,
    socketNotice: () => undefined,
    refreshed: (res) => void told.refreshed.push(res),
    beaconBody: (sealed) => void told.beacon.push(sealed),
    activitySession: (id) => void told.session.push(id),
    collect: state as PageLink['collect'],
  };
  return { link, told };
}

function syncWorkers(deps: SyncDeps, link: PageLink) {
  const workers = fakeWorkers(() => createSync(deps));
  const supervisor = supervise<SyncApi>(workers.spawn, (remote) => remote.attach(proxy(link)));
  return { ...workers, supervisor };
}

/** Resolves when `check` passes, polled on each message turn (no fixed sleep). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the boundary (Comlink)', () => {
  it('calls the worker and answers each call with its own result', async () => {
    const { fetchImpl, seen } = fakeServer();
    const { supervisor } = syncWorkers({ fetch: fetchImpl }, pageLink().link);
    const [a, b] = await Promise.all([
      supervisor.call((w) => w.request({ method: 'GET', url: 'vips', headers: {} })),
      supervisor.call((w) => w.request({ method: 'POST', url: 'redeem', body: { amount: 50 }, headers: { Authorization: 'Bearer t' } })),
    ]);
    expect(a).toEqual({ status: 200, data: { url: 'vips' } });
    expect(b).toEqual({ status: 200, data: { url: 'redeem' } });
    // the body left the worker sealed with the key the page never saw
    expect(seen.find((s) => s.url === 'redeem')?.body).toEqual({ amount: 50 });
  });

  it("the worker calls the page back through its proxy: headers for its own calls, the beacon's body, the session to keep", async () => {
    const { fetchImpl, seen } = fakeServer();
    const { link, told } = pageLink();
    const { supervisor } = syncWorkers({ fetch: fetchImpl }, link);
    await supervisor.call((w) => w.activityVisit('/games', null));
    await until(() => seen.length === 2); // the heartbeat goes at once, unawaited
    expect(seen.map((s) => [s.url, s.headers.authorization, s.body])).toEqual([
      [API.activityStart, 'Bearer from-the-page', { path: '/games' }],
      [API.activityHeartbeat, 'Bearer from-the-page', { sessionId: 's1' }],
    ]);
    await until(() => told.beacon.some((b) => b !== null));
    expect(told.session).toEqual(['s1']);
    expect(decryptJson(key, told.beacon.find((b) => b !== null) ?? '')).toEqual({ sessionId: 's1' });
    await supervisor.call((w) => w.activityStop());
    expect(told.beacon.at(-1)).toBeNull();
  });

  it('concurrent refreshes of one URL share one request', async () => {
    let answer = (): void => undefined;
    const { fetchImpl, seen } = fakeServer(new Promise((resolve) => { answer = resolve; }));
    const { supervisor } = syncWorkers({ fetch: fetchImpl }, pageLink().link);
    const req = { method: 'GET' as const, url: API.player, headers: {} };
    const first = supervisor.call((w) => w.refresh(req));
    await until(() => seen.length === 1);
    const second = supervisor.call((w) => w.refresh(req));
    // the second ask reaches the worker while the first is out
    await supervisor.call((w) => w.activityStop());
    answer();
    const answers = await Promise.all([first, second]);
    expect(answers).toEqual([{ status: 200, data: { url: API.player } }, { status: 200, data: { url: API.player } }]);
    expect(seen.filter((s) => s.url === API.player)).toHaveLength(1);
  });
});

describe('a worker that ends mid-call', () => {
  /** A worker whose first `slow` call never answers (as if it died holding it); later ones do. */
  const hanging = (n: number) => ({
    slow: (): Promise<string> => (n === 1 ? new Promise<string>(() => undefined) : Promise.resolve(`answered by worker ${n}`)),
  });

  it('rejects a call that may not be retried with WorkerGoneError, and the next call starts a new worker', async () => {
    const workers = fakeWorkers(hanging);
    const supervisor = supervise<ReturnType<typeof hanging>>(workers.spawn);
    const call = supervisor.call((w) => w.slow());
    await until(() => supervisor.running);
    workers.crash();
    await expect(call).rejects.toBeInstanceOf(WorkerGoneError);
    await expect(supervisor.call((w) => w.slow())).resolves.toBe('answered by worker 2');
    expect(workers.started()).toBe(2);
  });

  it('retries a call that may be retried on a new worker, which gets the page link again', async () => {
    const workers = fakeWorkers(hanging);
    const starts: number[] = [];
    const supervisor = supervise<ReturnType<typeof hanging>>(workers.spawn, () => void starts.push(workers.started()));
    const call = supervisor.call((w) => w.slow(), { retry: true });
    await until(() => supervisor.running);
    supervisor.restart();
    await expect(call).resolves.toBe('answered by worker 2');
    expect(starts).toEqual([1, 2]);
  });

  it('a queued state write survives the worker: the page asks again and the new worker writes it', async () => {
    const store = createMemoryStore();
    let state = 1;
    const { link } = pageLink(() => ({ v: 1, data: state }));
    const { supervisor, crash } = syncWorkers({ store, stateWriteDelayMs: 60_000 }, link);
    // a write waiting out its delay in the first worker...
    const written = supervisor.call((w) => w.persistSoon(), { retry: true });
    await until(() => supervisor.running);
    state = 2;
    crash();
    // ...is asked of the second, and a login's immediate write does not wait for the delay
    await until(() => supervisor.running);
    await supervisor.call((w) => w.persistNow(), { retry: true });
    await written;
    expect(store.data.get(STATE_KEY)).toEqual({ v: 1, data: 2 });
  });
});
