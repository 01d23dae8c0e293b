// Seasonal card art (SPEC section 2: the lucky egg turns national-day themed
// from 24 to 31 August), read from the asset manifest artists edit
// (assets/manifest.json, key "<slug>.card", its "seasonal" list; see
// assets/games/README.md): changing the art or its dates is a file edit and a
// restart, no code. Dates are inclusive, in GMT+8; "MM-DD" repeats yearly,
// "YYYY-MM-DD" happens once. The games list serves card art from the uploads
// path, so a card variant's files live under assets/seed-uploads/.
import { readFileSync } from 'node:fs';
import { BUSINESS_UTC_OFFSET_MINUTES, GAME_SLUGS, LANGS, type GameSlug } from '../../contract/constants';
import type { Localized } from '../../contract/schemas/common';
import { fromRoot } from '../lib/projectRoot';

export const MANIFEST_FILE = fromRoot('assets/manifest.json');
const UPLOADS_PREFIX = 'seed-uploads/';

interface DayStamp {
  /** null: every year */
  year: number | null;
  month: number;
  day: number;
}

export interface SeasonalCard {
  slug: GameSlug;
  id: string;
  from: DayStamp;
  to: DayStamp;
  /** per language, relative to the uploads path */
  cardImg: Localized;
}

interface ManifestSeason {
  id?: unknown;
  from?: unknown;
  to?: unknown;
  file?: unknown;
}

const DATE = /^(?:(\d{4})-)?(\d{2})-(\d{2})$/;

function parseDay(value: unknown): DayStamp | null {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return null;
  return { year: match[1] ? Number(match[1]) : null, month: Number(match[2]), day: Number(match[3]) };
}

/**
 * Every seasonal card variant in a manifest. A variant the server cannot use
 * (bad dates, art outside seed-uploads) is left out; `npm run assets:check`
 * is where an artist hears about a broken manifest.
 */
export function readSeasonalCards(file: string = MANIFEST_FILE): SeasonalCard[] {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { assets?: Record<string, { seasonal?: ManifestSeason[] }> };
  const cards: SeasonalCard[] = [];
  for (const slug of GAME_SLUGS) {
    for (const season of manifest.assets?.[`${slug}.card`]?.seasonal ?? []) {
      const from = parseDay(season.from);
      const to = parseDay(season.to);
      const path =
        typeof season.file === 'string' && season.file.startsWith(UPLOADS_PREFIX) ? season.file.slice(UPLOADS_PREFIX.length) : null;
      if (!from || !to || !path || typeof season.id !== 'string') continue;
      const [en, zh, ms] = LANGS.map((lang) => path.replaceAll('{lang}', lang)) as [string, string, string];
      cards.push({ slug, id: season.id, from, to, cardImg: { en, zh, ms } });
    }
  }
  return cards;
}

/** Year, month and day of `now` on the wall clock of GMT+8. */
export function businessDay(now: Date): { year: number; month: number; day: number } {
  const local = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Inclusive on both ends; a yearly window may wrap the new year (from 12-28 to 01-03). */
export function inWindow(now: Date, from: DayStamp, to: DayStamp): boolean {
  const today = businessDay(now);
  if (from.year !== null && to.year !== null) {
    const key = (d: { year: number; month: number; day: number }) => d.year * 10_000 + d.month * 100 + d.day;
    return key(today) >= key({ ...from, year: from.year }) && key(today) <= key({ ...to, year: to.year });
  }
  const ordinal = (d: { month: number; day: number }) => d.month * 100 + d.day;
  const [t, a, b] = [ordinal(today), ordinal(from), ordinal(to)];
  return a <= b ? t >= a && t <= b : t >= a || t <= b;
}

let cached: SeasonalCard[] | null = null;

/** The card art to show today: a seasonal variant while its window is open, else the stored art. */
export function seasonalCardImg(
  slug: GameSlug,
  stored: Localized,
  now: Date,
  cards: readonly SeasonalCard[] = (cached ??=
    readSeasonalCards()),
): Localized {
  return cards.find((s) => s.slug === slug && inWindow(now, s.from, s.to))?.cardImg ?? stored;
}
