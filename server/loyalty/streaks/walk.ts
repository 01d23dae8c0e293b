// The streak as a pure walk over GMT+8 day numbers (days since 1 Jan 1970 in
// GMT+8): no clock, no database, so the home card, the milestones and the
// tests all read the same rule.
//   - a day with a finished play adds one to the streak;
//   - a missed day is forgiven by the shield when it is there (and shown as
//     shielded), else the streak is lost on that day;
//   - the shield is back every Monday (one missed day a week) and on every
//     festival day of the operator's calendar;
//   - today is never missed: it is not over.

export interface StreakWalk {
  days: number;
  /** the streak's first played day, null when none runs */
  start: number | null;
  shield: boolean;
  shielded: number[];
  lost: { days: number; on: number } | null;
}

/** Day 0 (1 Jan 1970) was a Thursday, three days after a Monday. */
export const isMonday = (day: number): boolean => (day + 3) % 7 === 0;

export function walkStreak(played: ReadonlySet<number>, festivals: ReadonlySet<number>, today: number): StreakWalk {
  const first = Math.min(...played);
  const w: StreakWalk = { days: 0, start: null, shield: true, shielded: [], lost: null };
  if (!Number.isFinite(first)) return w;
  for (let day = first; day <= today; day += 1) {
    if (isMonday(day) || festivals.has(day)) w.shield = true;
    if (played.has(day)) {
      if (w.days === 0) {
        w.start = day;
        w.shielded = [];
      }
      w.days += 1;
      w.lost = null;
    } else if (day < today && w.days > 0) {
      if (w.shield) {
        w.shield = false;
        w.shielded.push(day);
      } else {
        w.lost = { days: w.days, on: day };
        w.days = 0;
        w.start = null;
        w.shielded = [];
      }
    }
  }
  return w;
}
