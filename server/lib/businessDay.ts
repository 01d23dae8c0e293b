import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/constants';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** Midnight GMT+8 of the business day containing `now`: daily limits reset here, not on a rolling 24 h. */
export function startOfBusinessDay(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}

/** Monday midnight GMT+8 of the business week containing `now`: weekly limits reset here. */
export function startOfBusinessWeek(now: Date): Date {
  const day = startOfBusinessDay(now);
  // Day 0 of the epoch (1 Jan 1970, GMT+8) was a Thursday: three days after a Monday.
  const dayIndex = Math.round((day.getTime() + OFFSET_MS) / DAY_MS);
  return new Date(day.getTime() - ((dayIndex + 3) % 7) * DAY_MS);
}
