// Lucky egg's rules (slug lucky-egg, key LUCKYEGG, history type LUCKYEGG):
// sessions open at daily time slots (minutes of the day, GMT+8, operator
// set) and last GAME_RULES.LUCKYEGG.sessionMinutes. During an open session a
// player takes part once: a bet, one of LUCKY_EGG_EGGS eggs picked and
// smashed; the egg shows the multiplier drawn from the player's seed (one
// float, pickWeighted on the prize table's integer weights). Which egg is
// picked is the player's gesture only; the float decides.
import { BUSINESS_UTC_OFFSET_MINUTES, GAME_RULES } from '../constants';
import { pickWeighted } from '../fairness';

export const LUCKY_EGG_EGGS = 5;
export const LUCKY_EGG_FLOATS = 1;
export const LUCKY_EGG_SESSION_MS = GAME_RULES.LUCKYEGG.sessionMinutes * 60_000;

export interface EggPrizeShape {
  multiplier: number;
  weight: number;
}

/** The prize a float draws on a table as drawn (index into it). */
export function eggDraw(float: number, table: readonly EggPrizeShape[]): number {
  return pickWeighted(
    float,
    table.map((p) => p.weight),
  );
}

/** Exact return of a table: sum(multiplier x weight) / sum(weight), in integer hundredths. */
export function eggExactRtp(table: readonly EggPrizeShape[]): number {
  const total = table.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return 0;
  return table.reduce((s, p) => s + Math.round(p.multiplier * 100) * p.weight, 0) / total / 100;
}

export const eggMaxOdds = (table: readonly EggPrizeShape[]): number =>
  table.reduce((m, p) => (p.weight > 0 ? Math.max(m, p.multiplier) : m), 0);

export interface EggSessionWindow {
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

export interface EggSessionsAround {
  /** the session open now, if any */
  open: EggSessionWindow | null;
  /** the next one to open */
  next: EggSessionWindow | null;
  /** the last one that opened (open or over): a player who took part in it is told so until the next one */
  latest: EggSessionWindow | null;
}

/** Sessions around `now`. */
export function eggSessions(now: Date, slotMinutes: readonly number[]): EggSessionsAround {
  if (slotMinutes.length === 0) return { open: null, next: null, latest: null };
  const local = now.getTime() + OFFSET_MS;
  const midnight = local - (local % DAY_MS) - OFFSET_MS;
  const starts = [-1, 0, 1].flatMap((day) => slotMinutes.map((m) => midnight + day * DAY_MS + m * 60_000)).sort((a, b) => a - b);
  const t = now.getTime();
  const window = (s: number): EggSessionWindow => ({ startsAt: new Date(s), endsAt: new Date(s + LUCKY_EGG_SESSION_MS) });
  const open = starts.find((s) => s <= t && t < s + LUCKY_EGG_SESSION_MS);
  const next = starts.find((s) => s > t);
  const latest = starts.filter((s) => s <= t).at(-1);
  return {
    open: open === undefined ? null : window(open),
    next: next === undefined ? null : window(next),
    latest: latest === undefined ? null : window(latest),
  };
}

/** Every session of the GMT+8 day `now` falls in, in order (the event screen lists them with their countdowns). */
export function eggSessionsOfDay(now: Date, slotMinutes: readonly number[]): EggSessionWindow[] {
  const local = now.getTime() + OFFSET_MS;
  const midnight = local - (local % DAY_MS) - OFFSET_MS;
  return [...slotMinutes]
    .sort((a, b) => a - b)
    .map((m) => ({ startsAt: new Date(midnight + m * 60_000), endsAt: new Date(midnight + m * 60_000 + LUCKY_EGG_SESSION_MS) }));
}

export const LUCKY_EGG_API = {
  status: 'games/lucky-egg/status',
  smash: 'games/lucky-egg/smash',
  history: 'games/lucky-egg/history',
} as const;
