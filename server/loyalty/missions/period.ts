// A mission's current period on the app's clock: a daily one from GMT+8
// midnight to the next, a weekly one from Monday 00:00 GMT+8 to the next
// Monday (fixed hours, never a rolling 24 h).
import type { MissionPeriod } from '../../../contract/loyalty/missionsRules';
import { startOfBusinessDay, startOfBusinessWeek } from '../../lib/businessDay';

const DAY_MS = 86_400_000;

export interface Period {
  start: Date;
  end: Date;
}

export function periodOf(period: MissionPeriod, now: Date): Period {
  if (period === 'daily') {
    const start = startOfBusinessDay(now);
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }
  const start = startOfBusinessWeek(now);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
}
