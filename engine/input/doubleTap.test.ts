import { describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../contract/constants';
import { acceptsTap, createDoubleTapGuard, guardTaps } from './doubleTap';

describe('double-tap guard (300 ms)', () => {
  it('uses the spec window', () => {
    expect(TIMING.doubleTapGuardMs).toBe(300);
  });

  it('accepts the first tap and ignores a second within 300 ms', () => {
    expect(acceptsTap(null, 1000)).toBe(true);
    expect(acceptsTap(1000, 1000)).toBe(false);
    expect(acceptsTap(1000, 1299.9)).toBe(false);
    expect(acceptsTap(1000, 1300)).toBe(true);
  });

  it('counts from the last accepted tap, so steady tapping is not locked out', () => {
    let now = 0;
    const guard = createDoubleTapGuard(() => now);
    const accepted: number[] = [];
    for (now = 0; now <= 1000; now += 200) if (guard.accept()) accepted.push(now);
    expect(accepted).toEqual([0, 400, 800]);
  });

  it('does not block forever when the clock goes backwards', () => {
    expect(acceptsTap(5000, 100)).toBe(true);
  });

  it('reset() lets the next tap through at once', () => {
    let now = 10;
    const guard = createDoubleTapGuard(() => now);
    expect(guard.accept()).toBe(true);
    now = 50;
    guard.reset();
    expect(guard.accept()).toBe(true);
  });

  it('guardTaps drops the guarded call and passes arguments through', () => {
    let now = 0;
    const handler = vi.fn();
    const tap = guardTaps(
      createDoubleTapGuard(() => now, 300),
      handler,
    );
    tap('a', 1);
    now = 100;
    tap('b', 2);
    now = 300;
    tap('c', 3);
    expect(handler.mock.calls).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });
});
