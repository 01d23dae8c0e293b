import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import type { SpinBody, SpinResult } from '../../../contract/games/wheel';
import { ApiError } from '../../api/client';
import { forgetPendingSpins, pendingKey, requestSpin, type KeyStore } from './spinRequest';

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

const result = { roundId: 9 } as SpinResult;
let n = 0;
const newKey = () => `key-${++n}-xxxxxxxx`;

describe('spin idempotency keys', () => {
  let store: MemoryStore;
  beforeEach(() => {
    forgetPendingSpins();
    store = new MemoryStore();
  });

  it('uses a fresh key per answered spin', async () => {
    const keys: string[] = [];
    const post = async (_url: string, body: SpinBody) => {
      keys.push(body.idempotencyKey);
      return result;
    };
    expect(await requestSpin('spin-wheel', { post, store, newKey })).toEqual({ kind: 'result', result });
    await requestSpin('spin-wheel', { post, store, newKey });
    expect(new Set(keys).size).toBe(2);
    expect(store.map.size).toBe(0);
  });

  it('keeps the key after a network failure and reuses it on the next try', async () => {
    const keys: string[] = [];
    let fail = true;
    const post = async (url: string, body: SpinBody) => {
      expect(url).toBe('games/spinwheelv2/spin');
      keys.push(body.idempotencyKey);
      if (fail) throw new ApiError(MSG.internalServerError, null, undefined);
      return result;
    };
    expect(await requestSpin('spinwheelv2', { post, store, newKey })).toEqual({ kind: 'network', key: MSG.networkSlow });
    expect(store.map.get('spin-key:spinwheelv2')).toBe(keys[0]);
    // A reload: memory is gone, sessionStorage still has it.
    forgetPendingSpins();
    fail = false;
    expect((await requestSpin('spinwheelv2', { post, store, newKey })).kind).toBe('result');
    expect(keys[1]).toBe(keys[0]);
    expect(pendingKey('spinwheelv2', { store, newKey })).not.toBe(keys[0]);
  });

  it('spends the key on a refusal and reports its message', async () => {
    const post = async () => {
      throw new ApiError(MSG.noMoreChancesToSpin, 409, { message: MSG.noMoreChancesToSpin });
    };
    expect(await requestSpin('spin-wheel', { post, store, newKey })).toEqual({
      kind: 'refused',
      key: MSG.noMoreChancesToSpin,
      status: 409,
    });
    expect(store.map.size).toBe(0);
  });

  it('a server failure is a refusal to show, yet keeps the key for the next spin', async () => {
    const keys: string[] = [];
    const post = async (_url: string, body: SpinBody) => {
      keys.push(body.idempotencyKey);
      throw new ApiError(MSG.internalServerError, 502, { message: MSG.internalServerError });
    };
    expect(await requestSpin('spin-wheel', { post, store, newKey })).toEqual({
      kind: 'refused',
      key: MSG.internalServerError,
      status: 502,
    });
    await requestSpin('spin-wheel', { post, store, newKey });
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up waiting after the timeout but keeps the key', async () => {
    const post = () => new Promise<SpinResult>(() => undefined);
    expect(await requestSpin('spin-wheel', { post, store, newKey, timeoutMs: 5 })).toEqual({ kind: 'network', key: MSG.networkSlow });
    expect(store.map.has('spin-key:spin-wheel')).toBe(true);
  });

  it('keeps one pending key per game', () => {
    const a = pendingKey('spin-wheel', { store, newKey });
    expect(pendingKey('spin-wheel', { store, newKey })).toBe(a);
    expect(pendingKey('spinwheelv2', { store, newKey })).not.toBe(a);
  });
});
