/**
 * The server's clock, which QA and the browser tests can move forward outside
 * production (server/testclock): a streak across days or a reminder 14 days
 * before an expiry is then seen in a real browser without waiting for it.
 * Everything time-bound reads `now`, so moving it moves sessions, jobs and
 * the rows they write alike.
 */
export interface ShiftableClock {
  now: () => Date;
  /** how far ahead of the machine's time, in ms */
  shiftMs: () => number;
  setShift: (ms: number) => void;
}

export function shiftableClock(): ShiftableClock {
  let shift = 0;
  return {
    now: () => new Date(Date.now() + shift),
    shiftMs: () => shift,
    setShift: (ms) => {
      shift = ms;
    },
  };
}
