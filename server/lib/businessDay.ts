import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/constants';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** Midnight GMT+8 of the business day containing `now`: daily limits reset here, not on a rolling 24 h. */
export function startOfBusinessDay(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}
