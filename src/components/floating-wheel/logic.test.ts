import { describe, expect, it } from 'vitest';
import { canOpen, clampTop, countdownText, isTap, shouldRender, sideLeft, snapSide } from './logic';

describe('floating wheel rules', () => {
  it('renders only in development and staging, never under maintenance', () => {
    expect(shouldRender('development', 0)).toBe(true);
    expect(shouldRender('staging', 0)).toBe(true);
    expect(shouldRender('production', 0)).toBe(false);
    expect(shouldRender('test', 0)).toBe(false);
    expect(shouldRender('staging', 1)).toBe(false);
  });

  it('snaps to the nearer edge', () => {
    expect(snapSide(10, 80, 412)).toBe('left');
    expect(snapSide(165, 80, 412)).toBe('left');
    expect(snapSide(167, 80, 412)).toBe('right');
    expect(snapSide(400, 80, 412)).toBe('right');
    expect(sideLeft('left', 80, 412)).toBe(8);
    expect(sideLeft('right', 80, 412)).toBe(324);
    expect(sideLeft('right', 80, 60)).toBe(8);
  });

  it('keeps the button on screen vertically', () => {
    expect(clampTop(-50, 100, 800, 20, 90)).toBe(20);
    expect(clampTop(900, 100, 800, 20, 90)).toBe(610);
    expect(clampTop(300, 100, 800, 20, 90)).toBe(300);
  });

  it('is clickable only once the countdown reads 00:00:00', () => {
    const now = Date.parse('2026-03-05T10:00:00Z');
    expect(countdownText('2026-03-05T12:15:30Z', now)).toBe('02:15:30');
    expect(canOpen('2026-03-05T12:15:30Z', now)).toBe(false);
    // 200 ms left still reads 00:00:01 (part seconds round up): not yet.
    expect(canOpen('2026-03-05T10:00:00.200Z', now)).toBe(false);
    expect(canOpen('2026-03-05T10:00:00Z', now)).toBe(true);
    expect(canOpen('2026-03-05T09:59:00Z', now)).toBe(true);
    expect(canOpen(null, now)).toBe(true);
  });

  it('tells a tap from a drag', () => {
    expect(isTap(3, 4)).toBe(true);
    expect(isTap(6, 6)).toBe(false);
  });
});
