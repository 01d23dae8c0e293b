// The quiz's dates as operators enter them: in GMT+8, like the campaign's
// terms ("2 to 14 October 2024 (GMT+8)") and every date the console shows
// (src/lib/format's formatDateTime), whatever zone the desktop is set to.
import { useEffect, useState } from 'react';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../contract/constants';
import { toEpochMs } from '../../lib/format';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** An instant as a datetime-local input's value, on the GMT+8 wall clock. */
export function toBusinessInput(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as GMT+8, as the instant the server stores; null when it is not a date. */
export function fromBusinessInput(value: string): string | null {
  const ms = toEpochMs(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Whole days and hours until a deadline, or null once it has passed. */
export function timeLeft(deadline: string, now: number): { days: number; hours: number } | null {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** The time now, moved on each minute: deadlines count down and campaigns change stage while the tab stays open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
