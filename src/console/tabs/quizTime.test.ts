import { describe, expect, it } from 'vitest';
import { fromBusinessInput, timeLeft, toBusinessInput } from './quizTime';

describe('the quiz console’s GMT+8 dates', () => {
  it('reads a picked date and time on the Kuala Lumpur clock, whatever the desktop’s zone', () => {
    expect(fromBusinessInput('2024-10-02T00:00')).toBe('2024-10-01T16:00:00.000Z');
    expect(fromBusinessInput('2024-10-14T23:59')).toBe('2024-10-14T15:59:00.000Z');
  });

  it('shows a stored instant back as the same wall-clock value', () => {
    expect(toBusinessInput('2024-10-01T16:00:00.000Z')).toBe('2024-10-02T00:00');
    expect(toBusinessInput(fromBusinessInput('2031-01-06T09:30') ?? '')).toBe('2031-01-06T09:30');
  });

  it('refuses what is not a date', () => {
    expect(fromBusinessInput('')).toBeNull();
    expect(fromBusinessInput('2024-02-30T00:00')).toBeNull();
    expect(toBusinessInput('soon')).toBe('');
  });

  it('counts down whole days and hours to a contact deadline, and nothing once it has passed', () => {
    const now = Date.parse('2026-11-25T00:00:00.000Z');
    expect(timeLeft('2026-11-30T00:00:00.000Z', now - 1000)).toEqual({ days: 5, hours: 0 });
    expect(timeLeft('2026-11-30T00:00:00.000Z', now + 1000)).toEqual({ days: 4, hours: 23 });
    expect(timeLeft('2026-11-25T00:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2026-11-24T00:00:00.000Z', now)).toBeNull();
  });
});
