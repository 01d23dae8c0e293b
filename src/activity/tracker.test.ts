import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityTracker, type ActivityPorts } from './tracker';

function ports(stored: string | null = null) {
  let saved = stored;
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
    beacon: vi.fn((eData: string) => {
      calls.push(`beacon ${eData}`);
    }),
    stored: {
      get: () => saved,
      set: (id) => {
        saved = id;
      },
    },
  };
  return { p, calls, stored: () => saved };
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
    await tracker.visit('/games');
    expect(calls).toEqual(['start /games', 'beat s1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((c) => c === 'beat s1')).toHaveLength(3);
    await tracker.visit('/promotions');
    expect(calls.slice(-2)).toEqual(['start /promotions', 'beat s2']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.at(-1)).toBe('beat s2');
  });

  it('reuses the stored session on the first route after a reload', async () => {
    const { p, calls } = ports('kept');
    await createActivityTracker(p).visit('/redeem');
    expect(calls).toEqual(['beat kept']);
    expect(p.start).not.toHaveBeenCalled();
  });

  it('sends the sealed end beacon on hide, once, and stops beating', async () => {
    const { p, calls } = ports();
    const tracker = createActivityTracker(p);
    await tracker.visit('/');
    tracker.hide();
    tracker.hide();
    expect(calls.filter((c) => c.startsWith('beacon'))).toEqual(['beacon sealed(s1)']);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls.filter((c) => c === 'beat s1')).toHaveLength(1);
  });

  it('keeps quiet after logout and survives a failing start', async () => {
    const { p, calls } = ports();
    (p.start as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('offline'));
    const tracker = createActivityTracker(p);
    await tracker.visit('/');
    expect(calls).toEqual([]);
    await tracker.visit('/inbox');
    tracker.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(['start /inbox', 'beat s1']);
  });
});
