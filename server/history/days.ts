// The history's day filter: days are Malaysian (GMT+8) calendar days, as the
// player reads the dates on the screen.
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { AppError } from '../http/errors';

const DAY_MS = 86_400_000;
const MYT_OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** Midnight in Malaysia (GMT+8) that starts the day 'YYYY-MM-DD', as an instant; null when not a real date. */
export function businessDayStart(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  // Date.UTC rolls 31 April into May; a real date survives the round trip.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc - MYT_OFFSET_MS);
}

/** [start of `from`, start of the day after `to`) in Malaysia time; either end may be open. */
export function businessRange(from: string | undefined, to: string | undefined): { since: Date | null; until: Date | null } {
  const since = from === undefined ? null : businessDayStart(from);
  const toStart = to === undefined ? null : businessDayStart(to);
  if ((from !== undefined && !since) || (to !== undefined && !toStart)) throw new AppError(400, MSG.invalidRequest);
  const until = toStart ? new Date(toStart.getTime() + DAY_MS) : null;
  if (since && until && since.getTime() >= until.getTime()) throw new AppError(400, MSG.invalidRequest);
  return { since, until };
}
