import { describe, expect, it } from 'vitest';
import { otpButton, resendDeadline, secondsUntil } from './otpTimer';

const T0 = 1_700_000_000_000;

describe('secondsUntil', () => {
  it('rounds part seconds up and never goes below 0', () => {
    expect(secondsUntil(T0 + 59_001, T0)).toBe(60);
    expect(secondsUntil(T0 + 1, T0)).toBe(1);
    expect(secondsUntil(T0, T0)).toBe(0);
    expect(secondsUntil(T0 - 5_000, T0)).toBe(0);
    expect(secondsUntil(null, T0)).toBe(0);
    expect(secondsUntil(Number.NaN, T0)).toBe(0);
  });
});

describe('otpButton', () => {
  it('is usable before the first send', () => {
    expect(otpButton({ resendAt: null, throttled: 0, sent: false }, T0)).toEqual({ wait: 0, label: 'send', tooFrequent: false });
  });

  it('counts the server resendIn down to zero, then offers a resend', () => {
    const resendAt = resendDeadline(60, T0);
    expect(otpButton({ resendAt, throttled: 0, sent: true }, T0).wait).toBe(60);
    expect(otpButton({ resendAt, throttled: 0, sent: true }, T0 + 30_500).wait).toBe(30);
    expect(otpButton({ resendAt, throttled: 0, sent: true }, T0 + 60_000)).toEqual({ wait: 0, label: 'resend', tooFrequent: false });
  });

  it('waits for a 429 wait longer than the own countdown, and says it is too frequent', () => {
    const resendAt = resendDeadline(10, T0);
    expect(otpButton({ resendAt, throttled: 45, sent: true }, T0)).toEqual({ wait: 45, label: 'resend', tooFrequent: true });
  });

  it('a 429 already over is not "too frequent"', () => {
    expect(otpButton({ resendAt: null, throttled: 0, sent: false }, T0).tooFrequent).toBe(false);
  });

  it('an expired code clears the deadline, so resend works at once', () => {
    expect(otpButton({ resendAt: null, throttled: 0, sent: true }, T0)).toEqual({ wait: 0, label: 'resend', tooFrequent: false });
  });

  it('ignores a negative resendIn', () => {
    expect(resendDeadline(-5, T0)).toBe(T0);
  });
});
