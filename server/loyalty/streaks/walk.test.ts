import { describe, expect, it } from 'vitest';
import { dayName, dayOfName } from './days';
import { isMonday, walkStreak } from './walk';

// Monday 30 November 2026 and the days after it, as GMT+8 day numbers.
const MON = dayOfName('2026-11-30');
const [TUE, WED, THU, FRI, SAT, SUN, MON2, TUE2] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => MON + n) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const none = new Set<number>();
const walk = (played: number[], today: number, festivals: ReadonlySet<number> = none) => walkStreak(new Set(played), festivals, today);

describe('walkStreak', () => {
  it('knows its Mondays', () => {
    expect(isMonday(MON)).toBe(true);
    expect([TUE, WED, THU, FRI, SAT, SUN].some(isMonday)).toBe(false);
    expect(isMonday(MON2)).toBe(true);
  });

  it('runs no streak before a first play', () => {
    expect(walk([], WED)).toEqual({ days: 0, start: null, shield: true, shielded: [], lost: null });
  });

  it('does not count today as missed while it is not over', () => {
    expect(walk([MON, TUE], WED)).toEqual({ days: 2, start: MON, shield: true, shielded: [], lost: null });
  });

  it('forgives one missed day with the shield and is lost on the second, with its length and day', () => {
    expect(walk([MON, TUE, THU], FRI)).toMatchObject({ days: 3, start: MON, shield: false, shielded: [WED] });
    expect(walk([MON, TUE], FRI)).toEqual({ days: 0, start: null, shield: false, shielded: [], lost: { days: 2, on: THU } });
    // Missed days after a lost streak lose nothing more: the day it was lost stays the one told.
    expect(walk([MON, TUE], SUN).lost).toEqual({ days: 2, on: THU });
  });

  it('starts a new streak with the next play: the lost one is no longer told, the old shielded days are gone', () => {
    expect(walk([MON, TUE, THU], SAT)).toMatchObject({ days: 0, lost: { days: 3, on: FRI } });
    expect(walk([MON, TUE, THU, SAT], SAT)).toEqual({ days: 1, start: SAT, shield: false, shielded: [], lost: null });
  });

  it('gets the shield back every Monday: one missed day a week', () => {
    // Wednesday and next Monday both missed, a week apart: both forgiven.
    const played = [MON, TUE, THU, FRI, SAT, SUN, TUE2];
    expect(walk(played, TUE2)).toEqual({ days: 7, start: MON, shield: false, shielded: [WED, MON2], lost: null });
    // Wednesday and Saturday missed in one week: the second is the end.
    expect(walk([MON, TUE, THU, FRI], SUN)).toMatchObject({ days: 0, lost: { days: 4, on: SAT } });
  });

  it('gets the shield back on a festival day of the calendar', () => {
    // Wednesday missed, Friday (a festival) missed too: the festival brought the shield back.
    const festival = new Set([FRI]);
    expect(walk([MON, TUE, THU, SAT], SAT, festival)).toEqual({ days: 4, start: MON, shield: false, shielded: [WED, FRI], lost: null });
    // The same days without the festival: lost on Friday.
    expect(walk([MON, TUE, THU], SAT).lost).toEqual({ days: 3, on: FRI });
    // A festival played through still refills: Friday played, Saturday missed, forgiven.
    expect(walk([MON, TUE, THU, FRI, SUN], SUN, festival)).toMatchObject({ days: 5, shielded: [WED, SAT] });
  });

  it('names its days as the card shows them', () => {
    expect(dayName(MON)).toBe('2026-11-30');
    expect(dayName(SAT)).toBe('2026-12-05');
  });
});
