// Seasonal card art (SPEC section 2: the lucky egg turns national-day themed
// from 24 to 31 August). The server may not import engine/, so it reads the
// windows from server/db/seed/art/paths.ts (SEASONAL_CARD_ART), the list the
// seed and the art generator share; its dates are the same as the merdeka
// window of assets/manifest.json (tests/server/games.test.ts checks they agree).
import { BUSINESS_UTC_OFFSET_MINUTES, type GameSlug } from '../../contract/constants';
import type { Localized } from '../../contract/schemas/common';
import { SEASONAL_CARD_ART } from '../db/seed/art/paths';

interface MonthDay {
  month: number;
  day: number;
}

/** Month and day of `now` on the wall clock of GMT+8. */
export function businessMonthDay(now: Date): MonthDay {
  const local = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return { month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const ordinal = (d: MonthDay): number => d.month * 100 + d.day;

/** Inclusive on both ends; a window may wrap the new year (from 12-28 to 01-03). */
export function inWindow(now: Date, from: MonthDay, to: MonthDay): boolean {
  const today = ordinal(businessMonthDay(now));
  const a = ordinal(from);
  const b = ordinal(to);
  return a <= b ? today >= a && today <= b : today >= a || today <= b;
}

/** The card art to show today: the seasonal variant while its window is open, else the stored art. */
export function seasonalCardImg(slug: GameSlug, stored: Localized, now: Date): Localized {
  const season = SEASONAL_CARD_ART.find((s) => s.slug === slug && inWindow(now, s.from, s.to));
  return season ? season.cardImg : stored;
}
