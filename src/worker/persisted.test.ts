import { expose, proxy, wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../state/memoryStore';
import { createStateWriter, STATE_KEY, writeEnvelope, type Collected, type SavedEnvelope } from '../state/stateWriter';
import { workerStateWriter } from './pageStateWriter';
import { createPersisted } from './persisted';
import type { ChannelApi, StatePage } from './types';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** The worker's writer on the far side of a real MessageChannel, and the page's writer over it. */
function acrossBoundary() {
  const store = createMemoryStore();
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(createPersisted(createStateWriter({ store, delayMs: 20 })), port2);
  const remote = wrap<Pick<ChannelApi, 'stateDirty' | 'stateCancel'>>(port1);
  // As the supervisor (supervise.ts) passes it: the page's side as a Comlink proxy.
  const channel = {
    stateDirty: (page: StatePage) => remote.stateDirty(proxy(page)),
    stateCancel: () => remote.stateCancel(),
  };
  return { store, writer: workerStateWriter<{ n: number }>(async () => channel) };
}

/** `n` as one page (or `page`) collects it, its `seq`-th collection. */
const stamped = (n: number, seq: number, page = 'page-a'): Collected<{ n: number }> => ({ data: { n }, stamp: { page, seq } });

const savedN = (store: ReturnType<typeof createMemoryStore>) => (store.data.get(STATE_KEY) as SavedEnvelope<{ n: number }>).data.n;

describe('the saved state written by the worker', () => {
  it('writes once for many changes, with the stores as they are when the write is due, read once on the page', async () => {
    const { store, writer } = acrossBoundary();
    let n = 0;
    let reads = 0;
    const collect = () => {
      reads += 1;
      return stamped(n, reads);
    };
    for (n = 1; n <= 5; n++) writer.dirty(collect);
    n = 9;
    await vi.waitFor(() => expect(store.writes).toHaveLength(1));
    expect(savedN(store)).toBe(9);
    expect(reads).toBe(1);

    // The next change after a write is told again and written again.
    n = 10;
    writer.dirty(collect);
    await vi.waitFor(() => expect(store.writes).toHaveLength(2));
    expect(savedN(store)).toBe(10);
  });

  it('writes versioned, and drops the pending write when the page cancels it', async () => {
    const { store, writer } = acrossBoundary();
    writer.dirty(() => stamped(1, 1));
    await vi.waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.data.get(STATE_KEY)).toMatchObject({ v: 1, data: { n: 1 } });
    writer.dirty(() => stamped(2, 2));
    writer.cancel();
    await new Promise((resolve) => setTimeout(resolve, 60)); // three of the writer's delays
    expect(store.writes).toHaveLength(1);
  });

  it("never writes a collection of the page over a later one of the same page; another page's write replaces it", async () => {
    const { store, writer } = acrossBoundary();
    let collected = false;
    let land = (): void => undefined;
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    // The worker's due write collects n = 1 first, and reaches the store late...
    writer.dirty(async () => {
      collected = true;
      const first = stamped(1, 1);
      await landed;
      return first;
    });
    await vi.waitFor(() => expect(collected).toBe(true));
    // ...after the page's at-once write (a logout) of what it collected since.
    await writeEnvelope(store, stamped(2, 2));
    land();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(savedN(store)).toBe(2);

    // A reload or a second tab is another page: its write is the latest, whatever its count.
    await writeEnvelope(store, stamped(3, 1, 'page-b'));
    expect(savedN(store)).toBe(3);
  });
});
