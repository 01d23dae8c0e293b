import { describe, expect, it } from 'vitest';
import { addWorkingDays, businessDay, isCalendarDay, MAIL_BY_WORKING_DAYS, mailedLate } from './workingDays';

const none = new Set<string>();

describe('addWorkingDays', () => {
  it('skips weekends: a Friday plus one is the Monday, plus 14 is the third Thursday', () => {
    expect(addWorkingDays('2026-11-27', 1, none)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1, none)).toBe('2026-11-30'); // won on a Saturday
    expect(addWorkingDays('2026-11-27', MAIL_BY_WORKING_DAYS, none)).toBe('2026-12-17');
    expect(addWorkingDays('2026-11-27', 0, none)).toBe('2026-11-27');
  });

  it('a public holiday on a weekday pushes the date a working day on', () => {
    expect(addWorkingDays('2026-11-27', 14, new Set(['2026-12-01']))).toBe('2026-12-18');
  });

  it('a public holiday on a weekend changes nothing', () => {
    expect(addWorkingDays('2026-11-27', 14, new Set(['2026-12-05', '2026-12-13']))).toBe('2026-12-17');
  });

  it('crosses a year: Christmas and New Year fall on Fridays', () => {
    expect(addWorkingDays('2026-12-24', 14, new Set(['2026-12-25', '2027-01-01']))).toBe('2027-01-15');
    expect(addWorkingDays('2026-12-24', 14, none)).toBe('2027-01-13');
  });

  it('refuses what is not a day', () => {
    expect(() => addWorkingDays('2026-13-45', 1, none)).toThrow(RangeError);
  });
});

describe('businessDay and mailedLate', () => {
  it('names the GMT+8 day', () => {
    expect(businessDay(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('is on time through the whole mail-by day (GMT+8) and late after it, mailed or not', () => {
    const lastMinute = new Date('2026-12-17T15:59:00Z');
    const nextDay = new Date('2026-12-17T16:00:00Z');
    expect(mailedLate('2026-12-17', null, lastMinute)).toBe(false);
    expect(mailedLate('2026-12-17', null, nextDay)).toBe(true);
    expect(mailedLate('2026-12-17', lastMinute, nextDay)).toBe(false);
    expect(mailedLate('2026-12-17', nextDay, nextDay)).toBe(true);
  });
});

describe('isCalendarDay', () => {
  it('takes a real day between 2000 and 2099 and nothing else, without throwing', () => {
    expect(['2026-02-28', '2028-02-29', '2000-01-01', '2099-12-31'].map(isCalendarDay)).toEqual([true, true, true, true]);
    expect(
      ['2026-02-29', '2026-02-30', '8723-99-21', '2026-13-01', '1999-12-31', '2100-01-01', '2026-1-01', ''].map(isCalendarDay),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});
