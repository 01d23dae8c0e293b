// Display formats of SPEC section 5. Pure functions with no UI-language input:
// every language shows the same digits, dates and masks.
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../contract/constants';
import { roundTo } from './rounding';

export type DateInput = Date | string | number;

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const NAIVE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * Epoch milliseconds of input, or NaN when it is not a date. A string without
 * a zone ('2026-03-05 14:07:00', '2026-03-05') is read as Malaysia time: the
 * back office speaks GMT+8, and JavaScript's own rule (date-only as UTC,
 * date-time as the device zone) would shift it by the player's zone. Other
 * strings go to Date.parse, so give them a zone.
 */
export function toEpochMs(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return Number.isFinite(input) ? input : NaN;
  const text = input.trim();
  const m = NAIVE_DATE_TIME.exec(text);
  if (!m) return text === '' ? NaN : Date.parse(text);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // '.5' is half a second, not 5 ms.
  const fraction = Number((m[7] ?? '').padEnd(3, '0'));
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second, fraction));
  // Date.UTC rolls 30 February into March; a round trip rejects such dates.
  const valid =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return valid ? wall.getTime() - OFFSET_MS : NaN;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * 'DD/MM/YYYY hh:mm A' in Malaysia time whatever the device zone, e.g.
 * '05/03/2026 02:07 PM'. Seconds are cut, not rounded, so a time never shows
 * a minute that has not started. Not a date: '' (nothing rather than 'NaN').
 */
export function formatDateTime(input: DateInput): string {
  const ms = toEpochMs(input);
  if (Number.isNaN(ms)) return '';
  // Shifting the instant and reading UTC fields avoids the device zone entirely.
  const d = new Date(ms + OFFSET_MS);
  const hours = d.getUTCHours();
  const hh = pad2(hours % 12 === 0 ? 12 : hours % 12);
  const ampm = hours < 12 ? 'AM' : 'PM';
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${hh}:${pad2(d.getUTCMinutes())} ${ampm}`;
}

/** 'DD/MM/YYYY' alone, Malaysia time: a day, where the time would say nothing (an expiry day). */
export const formatDay = (input: DateInput): string => formatDateTime(input).slice(0, 10);

/** A GMT+8 calendar day named YYYY-MM-DD (a prize's mail-by day) as DD/MM/YYYY; noon keeps it on its day in any zone. */
export const formatCalendarDay = (day: string): string => formatDay(`${day}T12:00:00+08:00`) || day;

/** The spec calls this format simply "date"; both names are in use. */
export const formatDate = formatDateTime;

export interface NumberFormatOptions {
  /** Digits after the point, 0-20; default 2. */
  decimals?: number;
}

/**
 * Thousand separators and fixed decimals: 1234567.5 -> '1,234,567.50'. The
 * same grouping in every UI language (Malaysia writes 1,234.50 in en, zh and
 * ms alike). NaN and ±Infinity give '-': a visible gap, not a fake zero.
 * Written out rather than through Intl.NumberFormat, whose first instance
 * loads ICU's number data: 100 ms of a slow phone's first screen.
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const decimals = Math.min(20, Math.max(0, Math.trunc(options.decimals ?? 2)));
  // Our rounding first, so the label agrees with round2; toFixed then prints that value's digits.
  const rounded = roundTo(value, decimals);
  const abs = Math.abs(rounded);
  // The shortest digits that read back as the rounded value, as Intl prints them. toFixed
  // would round the double's exact expansion instead, which differs in the last place once
  // the spacing of doubles nears 10^-decimals (70639607642869.6 is 70639607642869.59375).
  const digits = String(abs);
  // Past 2^53 (or written with an exponent) no amount of coins or RM comes near: Intl's own.
  if (abs * 10 ** decimals >= Number.MAX_SAFE_INTEGER || digits.includes('e')) {
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(rounded);
  }
  const [whole = '', fraction = ''] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${decimals > 0 ? `.${fraction.padEnd(decimals, '0')}` : ''}`;
}

// Shared with the server, which masks names before they leave it (the big-wins feed).
export { maskName } from '../../contract/names';

/**
 * 'hh:mm:ss' of the time left; hours go past 24 ('27:03:09'). Part seconds
 * round up, so '00:00:00' appears only once the time is really over (the
 * floating wheel opens on that reading). Zero, negative or not a finite number: '00:00:00'.
 */
export function formatCountdown(msRemaining: number): string {
  if (!Number.isFinite(msRemaining) || msRemaining <= 0) return '00:00:00';
  const total = Math.ceil(msRemaining / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(total % 60)}`;
}

/** A probability as a percentage that never rounds a real chance down to 0.00%. */
export function formatPercent(p: number): string {
  const pct = p * 100;
  const decimals = pct > 0 && pct < 0.01 ? 4 : pct < 1 ? 3 : 2;
  return `${formatNumber(pct, { decimals })}%`;
}

export const formatOdds = (x: number): string => `${formatNumber(x, { decimals: x % 1 === 0 ? 0 : 2 })}x`;
