import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextCheckAt, realityCheckSince, remindAgainAfter, resetRealityClock } from './realityClock';

const START = Date.parse('2026-11-25T04:00:00Z');

describe("the reality check's clock", () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetRealityClock();
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the first game with stakes and keeps that start for the tab, across a reload', () => {
    expect(realityCheckSince()).toBe('2026-11-25T04:00:00.000Z');
    vi.advanceTimersByTime(10 * 60_000);
    expect(realityCheckSince()).toBe('2026-11-25T04:00:00.000Z');
    resetRealityClock(); // a reload: the module's memory is gone, the tab's storage is not
    expect(realityCheckSince()).toBe('2026-11-25T04:00:00.000Z');
  });

  it('is due one interval after the start, then one interval after each "Keep playing"', () => {
    realityCheckSince();
    expect(nextCheckAt(30)).toBe(START + 30 * 60_000);
    vi.advanceTimersByTime(31 * 60_000);
    remindAgainAfter(30);
    expect(nextCheckAt(30)).toBe(START + 61 * 60_000);
  });
});
