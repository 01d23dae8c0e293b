import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../contract/constants';

/** The GMT+8 calendar day of `at` as YYYY-MM-DD: points are bucketed by the club's day, like its daily limits. */
export const businessDayOf = (at: Date): string => new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
