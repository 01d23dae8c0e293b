import { beforeEach, describe, expect, it } from 'vitest';
import { clearCounter, counterKey, countersState, getCounter, restoreCounters, setCounter, waitLeft } from './counters';

beforeEach(() => restoreCounters(undefined));

describe('counters', () => {
  it('key is typ plus status', () => {
    expect(counterKey('otp', 429)).toBe('otp429');
    expect(counterKey('uid', 400)).toBe('uid400');
  });

  it('stores, reads and clears a value', () => {
    setCounter('otp400', 2);
    expect(getCounter('otp400')).toBe(2);
    clearCounter('otp400');
    expect(getCounter('otp400')).toBeUndefined();
    expect(countersState.setAt).toEqual({});
  });

  it('ignores non-finite values', () => {
    setCounter('otp409', Number.NaN);
    expect(getCounter('otp409')).toBeUndefined();
  });

  it('counts a 429 wait down from when it was stored', () => {
    setCounter('otp429', 60, 10_000);
    expect(waitLeft('otp429', 10_000)).toBe(60);
    expect(waitLeft('otp429', 40_500)).toBe(30);
    expect(waitLeft('otp429', 80_000)).toBe(0);
    expect(waitLeft('none429', 0)).toBe(0);
  });

  it('restore keeps saved numbers and drops junk', () => {
    restoreCounters({ counts: { otp429: 30, bad: 'x' }, setAt: { otp429: 5 }, authMessage: 'msg.loggedInOtherDevices' });
    expect(countersState.counts).toEqual({ otp429: 30 });
    expect(countersState.authMessage).toBe('msg.loggedInOtherDevices');
  });
});
