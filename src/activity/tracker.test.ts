import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityTracker, type ActivityPorts } from './tracker';

function ports() {
  let n = 0;
  const calls: string[] = [];
  const p: ActivityPorts = {
    start: vi.fn(async (path: string) => {
      calls.push(`start ${path}`);
      return `s${++n}`;
    }),
    heartbeat: vi.fn(async (id: string) => {
      calls.push(`beat ${id}`);
    }),
    seal: vi.fn(async (id: string) => `sealed(${id})`),
  };
  return { p, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('activity tracker', () => {
  it('starts a session per route visit with a heartbeat at once and every 30 s', async () => {
    const { p, calls } = ports();
    const tracker = createActivityTracker(p);
    expect(await tracker.visit('/games', null)).toEqual({ sessionId: 's1', sealedEnd: 'sealed(s1)' });
    expect(calls).toEqual(['start /games', 'beat s1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((c) => c === 'beat s1')).toHaveLength(3);
    await tracker.visit('/promotions', 's1');
    expect(calls.slice(-2)).toEqual(['start /promotions', 'beat s2']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.at(-1)).toBe('beat s2');
  });

  it('reuses the stored session on the first route after a reload', async () => {
    const { p, calls } = ports();
    expect(await createActivityTracker(p).visit('/redeem', 'kept')).toEqual({ sessionId: 'kept', sealedEnd: 'sealed(kept)' });
    expect(calls).toEqual(['beat kept']);
    expect(p.start).not.toHaveBeenCalled();
  });

  it('stops beating when the page is hidden, until the next visit', async () => {
    const { p, calls } = ports();
    const tracker = createActivityTracker(p);
    await tracker.visit('/', null);
    tracker.hide();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls.filter((c) => c === 'beat s1')).toHaveLength(1);
  });

  it('keeps quiet after logout and survives a failing start', async () => {
    const { p, calls } = ports();
    (p.start as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('offline'));
    const tracker = createActivityTracker(p);
    expect(await tracker.visit('/', null)).toBeNull();
    expect(calls).toEqual([]);
    await tracker.visit('/inbox', null);
    tracker.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(['start /inbox', 'beat s1']);
  });

  it('hands back nothing for a visit a newer one overtook while it started', async () => {
    const { p } = ports();
    const tracker = createActivityTracker(p);
    const first = tracker.visit('/games', null);
    const second = tracker.visit('/inbox', null);
    expect(await first).toBeNull();
    expect(await second).toEqual({ sessionId: 's2', sealedEnd: 'sealed(s2)' });
  });
});
