import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import { ApiError } from './client';
import { forgetRetryKeys, retryKey, sendWithRetryKey, settleRetryKey, type KeyStore } from './retryKey';

class MemoryStore implements KeyStore {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

let n = 0;
const newKey = () => `key-${++n}-xxxxxxxx`;
const lost = () => new ApiError(MSG.internalServerError, null, undefined);
const refused = (status: number) => new ApiError(MSG.invalidRequest, status, { message: MSG.invalidRequest });

describe('retry keys', () => {
  let store: MemoryStore;
  beforeEach(() => {
    forgetRetryKeys();
    sessionStorage.clear();
    store = new MemoryStore();
  });

  it('uses a fresh key per answered action', async () => {
    const keys: string[] = [];
    const send = async (key: string) => {
      keys.push(key);
      return 'ok';
    };
    expect(await sendWithRetryKey('spin-key:a', send, { store, newKey })).toBe('ok');
    await sendWithRetryKey('spin-key:a', send, { store, newKey });
    expect(new Set(keys).size).toBe(2);
    expect(store.map.size).toBe(0);
  });

  it('keeps the key after a network failure, also across a reload, and reuses it', async () => {
    const keys: string[] = [];
    let fail = true;
    const send = async (key: string) => {
      keys.push(key);
      if (fail) throw lost();
      return 'ok';
    };
    await expect(sendWithRetryKey('spin-key:b', send, { store, newKey })).rejects.toMatchObject({ status: null });
    expect(store.map.get('spin-key:b')).toBe(keys[0]);
    forgetRetryKeys(); // a reload: memory is gone, sessionStorage still has it
    fail = false;
    await sendWithRetryKey('spin-key:b', send, { store, newKey });
    expect(keys[1]).toBe(keys[0]);
    expect(retryKey('spin-key:b', { store, newKey })).not.toBe(keys[0]);
  });

  it('a 5xx keeps the key (the action may have happened); a refusal spends it', async () => {
    const keys: string[] = [];
    let error = refused(502);
    const send = async (key: string) => {
      keys.push(key);
      throw error;
    };
    await expect(sendWithRetryKey('redeem', send, { store, newKey })).rejects.toBe(error);
    error = refused(409);
    await expect(sendWithRetryKey('redeem', send, { store, newKey })).rejects.toBe(error);
    expect(keys[1]).toBe(keys[0]);
    expect(store.map.size).toBe(0);
    await expect(sendWithRetryKey('redeem', send, { store, newKey })).rejects.toBe(error);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('gives up waiting after the timeout but keeps the key', async () => {
    const never = () => new Promise<string>(() => undefined);
    await expect(sendWithRetryKey('spin-key:c', never, { store, newKey, timeoutMs: 5 })).rejects.toMatchObject({
      message: MSG.networkSlow,
      status: null,
    });
    expect(store.map.has('spin-key:c')).toBe(true);
  });

  it('keeps one pending key per action', () => {
    const a = retryKey('spin-key:a', { store, newKey });
    expect(retryKey('spin-key:a', { store, newKey })).toBe(a);
    expect(retryKey('spin-key:b', { store, newKey })).not.toBe(a);
  });

  it('another scope (another amount) is another action', () => {
    const first = retryKey('redeem', { scope: '50', store, newKey });
    expect(retryKey('redeem', { scope: '50', store, newKey })).toBe(first);
    const second = retryKey('redeem', { scope: '100', store, newKey });
    expect(second).not.toBe(first);
    forgetRetryKeys();
    expect(retryKey('redeem', { scope: '100', store, newKey })).toBe(second);
    expect(retryKey('redeem', { scope: '50', store, newKey })).not.toBe(first);
  });

  it('lives in sessionStorage by default, as a key the contract accepts', () => {
    const key = retryKey('redeem', { scope: '100' });
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    forgetRetryKeys();
    expect(retryKey('redeem', { scope: '100' })).toBe(key);
    settleRetryKey('redeem');
    expect(retryKey('redeem', { scope: '100' })).not.toBe(key);
  });

  it('a hand-edited or old stored value starts over', () => {
    store.setItem('redeem', '{"coins":100,"key":"abc"}');
    store.setItem('spin-key:a', 'no');
    expect(retryKey('redeem', { store, newKey })).toMatch(/^key-/);
    expect(retryKey('spin-key:a', { store, newKey })).toMatch(/^key-/);
  });

  it('a storage that refuses writes still keeps the key in memory', () => {
    const full: KeyStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const key = retryKey('redeem', { store: full, newKey });
    expect(retryKey('redeem', { store: full, newKey })).toBe(key);
  });
});
