import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../contract/errors';
import type { WireRequest, WireResponse } from '../worker/types';
import { api, ApiError, configureApi, setTransport } from './client';

const hooks = { onLogout: vi.fn(), storeCounter: vi.fn(), storeMessage: vi.fn() };
let sent: WireRequest[] = [];

function answer(res: WireResponse | Error): void {
  setTransport(async (req) => {
    sent.push(req);
    if (res instanceof Error) throw res;
    return res;
  });
}

beforeEach(() => {
  sent = [];
  vi.clearAllMocks();
  configureApi(hooks);
});
afterEach(() => {
  setTransport(null);
  Cookies.remove('token');
});

describe('api client', () => {
  it('resolves 2xx with the data and sends cookie headers', async () => {
    Cookies.set('token', 'tok');
    answer({ status: 200, data: { coins: 5 } });
    await expect(api.post<{ coins: number }>('player/login', { token: 'x' })).resolves.toEqual({ coins: 5 });
    expect(sent[0]).toEqual({ method: 'POST', url: 'player/login', body: { token: 'x' }, headers: { Authorization: 'Bearer tok' } });
  });

  it('builds each method and upload', async () => {
    answer({ status: 204, data: '' });
    const file = new Blob(['v']);
    await api.get('vips', { page: 1 });
    await api.put('notifications/1');
    await api.del('x', { id: 2 });
    await api.upload('verify', { uid: 'u' }, { video: file });
    expect(sent.map((r) => [r.method, r.url, r.params, r.body, r.multipart])).toEqual([
      ['GET', 'vips', { page: 1 }, undefined, undefined],
      ['PUT', 'notifications/1', undefined, undefined, undefined],
      ['DELETE', 'x', { id: 2 }, undefined, undefined],
      ['POST', 'verify', undefined, undefined, { fields: { uid: 'u' }, files: { video: file } }],
    ]);
  });

  it('401 logs out and rejects with the message', async () => {
    answer({ status: 401, data: { message: MSG.sessionExpired } });
    const err = await api.get('player').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: MSG.sessionExpired, status: 401, body: { message: MSG.sessionExpired } });
    expect(hooks.onLogout).toHaveBeenCalledWith(MSG.sessionExpired);
    expect(hooks.storeMessage).not.toHaveBeenCalled();
  });

  it('401 from another device stores the message before logging out', async () => {
    answer({ status: 401, data: { message: MSG.loggedInOtherDevices } });
    await expect(api.get('player')).rejects.toThrow(MSG.loggedInOtherDevices);
    expect(hooks.storeMessage).toHaveBeenCalledWith(MSG.loggedInOtherDevices);
    expect(hooks.storeMessage.mock.invocationCallOrder[0]).toBeLessThan(hooks.onLogout.mock.invocationCallOrder[0] ?? 0);
  });

  it('429 stores the wait and does not log out', async () => {
    answer({ status: 429, data: { message: MSG.tooFrequentSeconds, typ: 'otp', wait: 60 } });
    await expect(api.post('otp', { phone: '60123' })).rejects.toMatchObject({ message: MSG.tooFrequentSeconds, status: 429 });
    expect(hooks.storeCounter).toHaveBeenCalledWith('otp429', 60);
    expect(hooks.onLogout).not.toHaveBeenCalled();
  });

  it('no response rejects with the internal server error key', async () => {
    answer({ status: null, data: undefined });
    await expect(api.get('player')).rejects.toMatchObject({ message: MSG.internalServerError, status: null });
  });

  it('a failing transport counts as no response', async () => {
    answer(new Error('worker died'));
    await expect(api.get('player')).rejects.toMatchObject({ message: MSG.internalServerError, status: null });
    expect(hooks.onLogout).not.toHaveBeenCalled();
  });
});

describe('no response', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "You are offline" when the browser is offline, not the server\'s system error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer({ status: null, data: undefined });
    await expect(api.get('vips')).rejects.toMatchObject({ message: MSG.offline, status: null });
  });

  it('online, it stays a failed call with no effects', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    answer({ status: null, data: undefined });
    await expect(api.get('vips')).rejects.toMatchObject({ message: MSG.internalServerError, status: null });
    expect(hooks.onLogout).not.toHaveBeenCalled();
  });
});

describe('through the sync worker', () => {
  it('a write whose worker ended mid-call fails with its own message; a read is asked of the next worker', async () => {
    const { setSpawner } = await import('../worker/link');
    const { expose } = await import('comlink');
    let started = 0;
    const ends: (() => void)[] = [];
    const channels: MessageChannel[] = [];
    setSpawner(() => {
      const n = ++started;
      const channel = new MessageChannel();
      channels.push(channel);
      // the first worker never answers (it is about to die); the second does
      expose({
        attach: () => undefined,
        request: (req: WireRequest) => (n === 1 ? new Promise(() => undefined) : Promise.resolve({ status: 200, data: { url: req.url, worker: n } })),
      }, channel.port2);
      return { endpoint: channel.port1, terminate: () => channel.port1.close(), onEnd: (l) => void ends.push(l) };
    });
    try {
      const write = api.post('redeem', { amount: 5 });
      const read = api.get('vips');
      while (ends.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
      ends[0]?.();
      await expect(write).rejects.toMatchObject({ message: MSG.connectionRestarted, status: null });
      await expect(read).resolves.toEqual({ url: 'vips', worker: 2 });
    } finally {
      for (const c of channels) { c.port1.close(); c.port2.close(); }
    }
  });
});
