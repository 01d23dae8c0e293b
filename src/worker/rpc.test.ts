import { afterEach, describe, expect, it } from 'vitest';
import { expose, wrap } from './rpc';

interface Api {
  add(a: number, b: number): Promise<number>;
  echo(value: unknown): Promise<unknown>;
  fail(): Promise<never>;
}

const channels: MessageChannel[] = [];

/** Both ends of a real MessageChannel, as the main thread and the worker would hold them. */
function connect() {
  const channel = new MessageChannel();
  channels.push(channel);
  let calls = 0;
  const api: Api = {
    async add(a, b) {
      calls++;
      return a + b;
    },
    async echo(value) {
      return value;
    },
    async fail() {
      throw new Error('cipher key unavailable (503)');
    },
  };
  expose(api, channel.port2);
  return { remote: wrap<Api>(channel.port1), calls: () => calls };
}

afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

describe('rpc', () => {
  it('calls the worker side and answers each call with its own result', async () => {
    const { remote, calls } = connect();
    await expect(Promise.all([remote.add(1, 2), remote.add(40, 2)])).resolves.toEqual([3, 42]);
    expect(calls()).toBe(2);
  });

  it('carries plain data both ways by structured clone', async () => {
    const { remote } = connect();
    const value = { method: 'POST', body: { amount: 50, at: new Date(0) }, headers: { 'x-a': 'b' } };
    await expect(remote.echo(value)).resolves.toEqual(value);
  });

  it("rejects with the worker's error message", async () => {
    const { remote } = connect();
    await expect(remote.fail()).rejects.toThrow('cipher key unavailable (503)');
  });

  it('rejects a method the worker does not have, and is not thenable itself', async () => {
    const { remote } = connect();
    const unknown = remote as unknown as Record<string, () => Promise<unknown>>;
    await expect(unknown.missing?.()).rejects.toThrow('no method missing');
    expect((remote as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
