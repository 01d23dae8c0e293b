// What the charts draw, worked out from the server's series: pure, so it is
// tested without a canvas.
import { formatDateTime, formatNumber, formatPercent } from '../../lib/format';

/** A day (unix seconds of its GMT+8 midnight) as DD/MM/YYYY, the console's date. */
export const dayLabel = (seconds: number): string => formatDateTime(seconds * 1000).slice(0, 10);
/** The same, short, for the axis. */
export const dayTick = (seconds: number): string => dayLabel(seconds).slice(0, 5);

/** The ticks of the day axis: every 7th day back from today, so today is always labelled. */
export const dayTicks = (days: readonly number[]): number[] => days.filter((_, i) => (days.length - 1 - i) % 7 === 0);

/**
 * The observed return as it stood at the end of each day: payouts over
 * stakes since the first day, null until something was staked. A day's own
 * ratio swings with one big win; the running one is what meets the RTP.
 */
export function runningReturn(stakes: readonly number[], payouts: readonly number[]): (number | null)[] {
  let staked = 0;
  let paid = 0;
  return stakes.map((stake, i) => {
    staked += stake;
    paid += payouts[i] ?? 0;
    return staked > 0 ? paid / staked : null;
  });
}

export const sum = (values: readonly (number | null)[]): number => values.reduce<number>((a, b) => a + (b ?? 0), 0);

/** A chart with nothing but zeros says so instead of drawing a flat line. */
export const isEmpty = (lines: readonly (readonly (number | null)[])[]): boolean => lines.every((line) => line.every((v) => !v));

/** How a value reads in the legend, the table and the summary. */
export type ValueFormat = 'count' | 'amount' | 'percent';
export function formatValue(value: number | null | undefined, as: ValueFormat): string {
  if (value === null || value === undefined) return '-';
  if (as === 'percent') return formatPercent(value);
  return formatNumber(value, { decimals: as === 'count' ? 0 : 2 });
}
