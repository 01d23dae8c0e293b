import { describe, expect, it } from 'vitest';
import { fraction, NO_PROGRESS, preloadView, workDone } from './preloadProgress';

const timing = { minMs: 5000, maxMs: 15000 };
const ALL = { data: 1, images: 1, fonts: 1 };

describe('preloadView', () => {
  it('never finishes before the minimum time, even with all work done', () => {
    expect(preloadView(ALL, 4999, timing)).toEqual({ percent: 99, finished: false });
    expect(preloadView(ALL, 5000, timing)).toEqual({ percent: 100, finished: true });
  });

  it('follows the time while the work is ahead of it', () => {
    expect(preloadView(ALL, 2500, timing).percent).toBe(50);
  });

  it('follows the work while it is behind the time', () => {
    expect(preloadView({ data: 1, images: 0, fonts: 0 }, 9000, timing)).toEqual({ percent: 50, finished: false });
    expect(preloadView({ data: 1, images: 0.5, fonts: 1 }, 9000, timing).percent).toBe(82);
  });

  it('gives up waiting at the maximum time', () => {
    expect(preloadView(NO_PROGRESS, 15000, timing)).toEqual({ percent: 100, finished: true });
  });

  it('starts at 0', () => {
    expect(preloadView(NO_PROGRESS, 0, timing).percent).toBe(0);
  });
});

describe('helpers', () => {
  it('weighs the steps to a whole', () => {
    expect(workDone(ALL)).toBeCloseTo(1);
    expect(workDone({ data: 2, images: -1, fonts: Number.NaN })).toBeCloseTo(0.5);
  });

  it('counts nothing to do as done', () => {
    expect(fraction(0, 0)).toBe(1);
    expect(fraction(1, 4)).toBe(0.25);
    expect(fraction(9, 4)).toBe(1);
  });
});
