// Malaysian working days (Monday to Friday, less the public holidays the
// operator keeps) counted on GMT+8 calendar days named YYYY-MM-DD. Pure: the
// server computes a physical prize's mail-by day with it (SPEC 9: mailed
// within 14 working days), and the console could show the same sum.
import { BUSINESS_UTC_OFFSET_MINUTES } from './constants';

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** Working days between winning a physical prize and mailing it (SPEC 9). */
export const MAIL_BY_WORKING_DAYS = 14;

const dayNumberOf = (name: string): number => Math.floor(Date.parse(`${name}T00:00:00Z`) / DAY_MS);
const nameOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether a YYYY-MM-DD name is a real calendar day in a sane range: not
 * 2026-02-30, not month 99 (whose Date is invalid and would throw where it is
 * printed back), nothing before 2000 or after 2099.
 */
export function isCalendarDay(day: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day) || day < '2000-01-01' || day > '2099-12-31') return false;
  const number = dayNumberOf(day);
  return Number.isFinite(number) && nameOf(number) === day;
}

/** The GMT+8 calendar day an instant falls on. */
export const businessDay = (at: Date): string => nameOf(Math.floor((at.getTime() + OFFSET_MS) / DAY_MS));

/** Saturday or Sunday (day 0, 1970-01-01, was a Thursday). */
const weekend = (day: number): boolean => {
  const weekday = (day + 4) % 7; // 0 = Sunday
  return weekday === 0 || weekday === 6;
};

/**
 * The day `count` working days after `from` (which itself does not count,
 * as "within 14 working days of the win" starts the day after). A holiday
 * on a weekend changes nothing here; any replacement day the government
 * declares is simply another entry in the list.
 */
export function addWorkingDays(from: string, count: number, holidays: ReadonlySet<string>): string {
  let day = dayNumberOf(from);
  if (!Number.isFinite(day)) throw new RangeError(`not a day: ${from}`);
  for (let left = count; left > 0; ) {
    day += 1;
    if (!weekend(day) && !holidays.has(nameOf(day))) left -= 1;
  }
  return nameOf(day);
}

/**
 * Late: not mailed by the end of its mail-by day (GMT+8), or mailed after
 * that day. A prize mailed on its mail-by day is on time.
 */
export function mailedLate(mailBy: string, mailedAt: Date | null, now: Date): boolean {
  return businessDay(mailedAt ?? now) > mailBy;
}
