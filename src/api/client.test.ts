import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../contract/errors';
import type { WireRequest, WireResponse } from '../worker/types';
import { api, ApiError, configureApi, errorKey, setTransport } from './client';

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

  it('a screen says "offline" for no answer while the device has no network, the server\'s key otherwise', async () => {
    answer({ status: null, data: undefined });
    const noAnswer = await api.get('player').catch((e: unknown) => e);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(errorKey(noAnswer)).toBe(MSG.offline);
      expect(errorKey(new ApiError(MSG.insufficientBalance, 400, {}))).toBe(MSG.insufficientBalance);
      online.mockReturnValue(true);
      expect(errorKey(noAnswer)).toBe(MSG.internalServerError);
      expect(errorKey(new Error('not a call'))).toBe(MSG.internalServerError);
    } finally {
      online.mockRestore();
    }
  });
});
