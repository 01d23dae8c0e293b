// GMT+8 day numbers and their YYYY-MM-DD names.
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../contract/constants';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export const dayNumber = (at: Date): number => Math.floor((at.getTime() + OFFSET_MS) / DAY_MS);
export const dayName = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOfName = (name: string): number => Math.floor(Date.parse(`${name}T00:00:00Z`) / DAY_MS);
/** The instant GMT+8 midnight starts this day. */
export const dayStart = (day: number): Date => new Date(day * DAY_MS - OFFSET_MS);
