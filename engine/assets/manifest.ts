// The asset manifest (assets/manifest.json): what artists edit to swap art
// without touching code. Scenes ask for a key; the manifest says which file,
// per language where the art has text ("{lang}" in the path), and which
// seasonal variant is on for today's date in GMT+8. Everything here is pure:
// the date comes in as a parameter.
import { BUSINESS_UTC_OFFSET_MINUTES, LANGS, type Lang } from '../../contract/constants';

export type AssetType = 'image' | 'svg' | 'audio';
export type AudioChannelName = 'music' | 'sfx';

/** A window of days, both ends included, in GMT+8: "MM-DD" every year, or "YYYY-MM-DD" once. */
export interface SeasonalVariant {
  id: string;
  from: string;
  to: string;
  file: string;
  maxBytes?: number;
}

export interface AssetEntry {
  type: AssetType;
  /** path under assets/; "{lang}" is replaced by en, zh or ms */
  file: string;
  /** size budget of each of its files, checked by assets:check */
  maxBytes: number;
  /** raster size an svg is drawn at */
  width?: number;
  height?: number;
  /** for audio: which mixer channel plays it */
  channel?: AudioChannelName;
  seasonal?: SeasonalVariant[];
}

export interface AssetManifest {
  version: 1;
  assets: Record<string, AssetEntry>;
}

export interface ResolvedAsset {
  key: string;
  type: AssetType;
  /** path under assets/, language filled in */
  file: string;
  /** 'default' or the seasonal variant's id */
  variant: string;
  maxBytes: number;
  width?: number;
  height?: number;
  channel?: AudioChannelName;
}

const LANG_TOKEN = '{lang}';
const YEARLY = /^(\d{2})-(\d{2})$/;
const DATED = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in GMT+8 as yyyymmdd and mmdd numbers (comparable). */
export function businessDay(now: Date): { ymd: number; md: number } {
  const local = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  const md = (local.getUTCMonth() + 1) * 100 + local.getUTCDate();
  return { ymd: local.getUTCFullYear() * 10_000 + md, md };
}

/** Whether a window is on for a business day. */
export function windowContains(window: Pick<SeasonalVariant, 'from' | 'to'>, now: Date): boolean {
  const day = businessDay(now);
  const yearly = parseYearly(window.from);
  if (yearly !== null) {
    const to = parseYearly(window.to) ?? Number.NaN;
    // from > to wraps the new year (12-20 .. 01-05).
    return yearly <= to ? day.md >= yearly && day.md <= to : day.md >= yearly || day.md <= to;
  }
  return day.ymd >= (parseDated(window.from) ?? Number.NaN) && day.ymd <= (parseDated(window.to) ?? Number.NaN);
}

function parseYearly(text: string): number | null {
  const m = YEARLY.exec(text);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

function parseDated(text: string): number | null {
  const m = DATED.exec(text);
  return m ? Number(m[1]) * 10_000 + Number(m[2]) * 100 + Number(m[3]) : null;
}

/** The first seasonal variant on for `now`, if any (findOverlaps keeps that unambiguous). */
export function activeVariant(entry: AssetEntry, now: Date): SeasonalVariant | null {
  return entry.seasonal?.find((v) => windowContains(v, now)) ?? null;
}

/** The file a scene should load for a key today, in a language. */
export function resolveAsset(manifest: AssetManifest, key: string, opts: { lang: Lang; now: Date }): ResolvedAsset {
  const entry = manifest.assets[key];
  if (!entry) throw new Error(`asset "${key}" is not in the manifest`);
  const variant = activeVariant(entry, opts.now);
  const resolved: ResolvedAsset = {
    key,
    type: entry.type,
    file: (variant?.file ?? entry.file).replaceAll(LANG_TOKEN, opts.lang),
    variant: variant?.id ?? 'default',
    maxBytes: variant?.maxBytes ?? entry.maxBytes,
  };
  if (entry.width !== undefined) resolved.width = entry.width;
  if (entry.height !== undefined) resolved.height = entry.height;
  if (entry.channel !== undefined) resolved.channel = entry.channel;
  return resolved;
}

/** Every concrete file the manifest names (each language, each variant), for assets:check. */
export function manifestFiles(manifest: AssetManifest): { key: string; variant: string; file: string; maxBytes: number }[] {
  return Object.entries(manifest.assets).flatMap(([key, entry]) =>
    [
      { variant: 'default', file: entry.file, maxBytes: entry.maxBytes },
      ...(entry.seasonal ?? []).map((v) => ({ variant: v.id, file: v.file, maxBytes: v.maxBytes ?? entry.maxBytes })),
    ].flatMap(({ variant, file, maxBytes }) => {
      const langs: readonly string[] = file.includes(LANG_TOKEN) ? LANGS : [''];
      return langs.map((lang) => ({ key, variant, file: file.replaceAll(LANG_TOKEN, lang), maxBytes }));
    }),
  );
}

export interface Overlap {
  key: string;
  a: string;
  b: string;
  /** the first business day both are on, as YYYY-MM-DD (a yearly clash is shown in 2024) */
  day: string;
}

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
/** A dated window longer than this is a typo, not a season. */
const MAX_SCAN_DAYS = 3700;

/** The business-day starts (GMT+8 midnights) a window covers; a yearly one is scanned over leap year 2024, which has every MM-DD. */
function scanDays(v: SeasonalVariant): Date[] {
  const from = DATED.exec(v.from);
  const start = from ? Date.UTC(Number(from[1]), Number(from[2]) - 1, Number(from[3])) : Date.UTC(2024, 0, 1);
  const days: Date[] = [];
  for (let i = 0; i < (from ? MAX_SCAN_DAYS : 366); i++) {
    const day = new Date(start + i * DAY_MS - OFFSET_MS);
    if (from && !windowContains(v, day)) break;
    days.push(day);
  }
  return days;
}

/**
 * Seasonal windows of one key that are on the same day: the manifest would
 * then depend on list order, so assets:check refuses it. A clash can only
 * happen on a day the narrower (dated) window covers, so scanning that
 * window's days (or one leap year for two yearly windows) is exact.
 */
export function findOverlaps(manifest: AssetManifest): Overlap[] {
  const found: Overlap[] = [];
  for (const [key, entry] of Object.entries(manifest.assets)) {
    const variants = entry.seasonal ?? [];
    variants.forEach((a, i) => {
      for (const b of variants.slice(i + 1)) {
        const scanned = DATED.test(b.from) ? b : a;
        const other = scanned === a ? b : a;
        const clash = scanDays(scanned).find((day) => windowContains(scanned, day) && windowContains(other, day));
        if (clash) {
          const local = new Date(clash.getTime() + OFFSET_MS).toISOString().slice(0, 10);
          found.push({ key, a: a.id, b: b.id, day: local });
        }
      }
    });
  }
  return found;
}
