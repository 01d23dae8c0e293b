import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import raw from '../../assets/manifest.json';
import { businessDay, findOverlaps, manifestFiles, resolveAsset, windowContains, type AssetManifest } from './manifest';
import { parseManifest } from './parse';

const manifest = parseManifest(raw);
const at = (iso: string) => new Date(iso);

describe('seasonal windows in GMT+8', () => {
  const merdeka = { from: '08-24', to: '08-31' };

  it('starts at GMT+8 midnight of 24 August, not UTC midnight', () => {
    expect(windowContains(merdeka, at('2025-08-23T15:59:59.999Z'))).toBe(false);
    expect(windowContains(merdeka, at('2025-08-23T16:00:00.000Z'))).toBe(true);
  });

  it('ends after 31 August in GMT+8 (1 September 00:00 GMT+8 is off)', () => {
    expect(windowContains(merdeka, at('2025-08-31T15:59:59.999Z'))).toBe(true);
    expect(windowContains(merdeka, at('2025-08-31T16:00:00.000Z'))).toBe(false);
  });

  it('repeats every year and wraps the new year when from > to', () => {
    expect(windowContains(merdeka, at('2031-08-27T04:00:00Z'))).toBe(true);
    const newYear = { from: '12-30', to: '01-02' };
    expect(windowContains(newYear, at('2025-12-29T16:00:00Z'))).toBe(true);
    expect(windowContains(newYear, at('2026-01-02T15:59:59Z'))).toBe(true);
    expect(windowContains(newYear, at('2026-01-02T16:00:00Z'))).toBe(false);
    expect(windowContains(newYear, at('2025-06-01T00:00:00Z'))).toBe(false);
  });

  it('handles one-off dated windows', () => {
    const quiz = { from: '2024-10-02', to: '2024-10-14' };
    expect(windowContains(quiz, at('2024-10-01T16:00:00Z'))).toBe(true);
    expect(windowContains(quiz, at('2024-10-01T15:59:59Z'))).toBe(false);
    expect(windowContains(quiz, at('2025-10-05T00:00:00Z'))).toBe(false);
  });

  it('reads the business day in GMT+8', () => {
    expect(businessDay(at('2024-12-31T16:00:00Z'))).toEqual({ ymd: 20250101, md: 101 });
  });
});

describe('resolveAsset on assets/manifest.json', () => {
  it('gives the lucky egg card its national-day art from 24 to 31 August, per language', () => {
    expect(resolveAsset(manifest, 'lucky-egg.card', { lang: 'zh', now: at('2025-08-23T16:00:00Z') })).toMatchObject({
      file: 'seed-uploads/games/lucky-egg-merdeka-zh.svg',
      variant: 'merdeka',
      type: 'svg',
    });
    expect(resolveAsset(manifest, 'lucky-egg.card', { lang: 'ms', now: at('2025-08-31T16:00:00Z') })).toMatchObject({
      file: 'seed-uploads/games/lucky-egg-ms.svg',
      variant: 'default',
    });
    expect(resolveAsset(manifest, 'lucky-egg.card', { lang: 'en', now: at('2025-08-23T15:59:59Z') }).variant).toBe('default');
  });

  it('fills the language into art with text and refuses unknown keys', () => {
    expect(resolveAsset(manifest, 'spin-wheel.card', { lang: 'ms', now: at('2025-01-01T00:00:00Z') })).toEqual({
      key: 'spin-wheel.card',
      type: 'svg',
      file: 'seed-uploads/games/spin-wheel-ms.svg',
      variant: 'default',
      maxBytes: 16384,
      width: 720,
      height: 480,
    });
    expect(() => resolveAsset(manifest, 'nope.card', { lang: 'en', now: new Date() })).toThrow(/"nope.card" is not in the manifest/);
  });

  it('names files that exist, every language and variant, within their size budgets', () => {
    const files = manifestFiles(manifest);
    expect(files.filter((f) => f.key === 'lucky-egg.card')).toHaveLength(6);
    for (const f of files) {
      const path = resolve(import.meta.dirname, '../../assets', f.file);
      expect(existsSync(path), f.file).toBe(true);
      expect(statSync(path).size, f.file).toBeLessThanOrEqual(f.maxBytes);
    }
  });

  it('has no overlapping seasonal windows', () => {
    expect(findOverlaps(manifest)).toEqual([]);
  });
});

describe('findOverlaps', () => {
  const withSeasons = (...seasonal: { id: string; from: string; to: string }[]): AssetManifest => ({
    version: 1,
    assets: { 'x.card': { type: 'svg', file: 'x.svg', maxBytes: 1, seasonal: seasonal.map((s) => ({ ...s, file: `${s.id}.svg` })) } },
  });

  it('finds yearly windows sharing a day, even across the new year', () => {
    expect(findOverlaps(withSeasons({ id: 'a', from: '08-24', to: '08-31' }, { id: 'b', from: '08-31', to: '09-16' }))).toEqual([
      { key: 'x.card', a: 'a', b: 'b', day: '2024-08-31' },
    ]);
    expect(findOverlaps(withSeasons({ id: 'a', from: '12-25', to: '01-03' }, { id: 'b', from: '01-01', to: '01-15' }))).toEqual([
      { key: 'x.card', a: 'a', b: 'b', day: '2024-01-01' },
    ]);
  });

  it('passes windows that only touch end to start', () => {
    expect(findOverlaps(withSeasons({ id: 'a', from: '08-24', to: '08-31' }, { id: 'b', from: '09-01', to: '09-16' }))).toEqual([]);
  });

  it('compares a dated window with a yearly one in the dated year', () => {
    expect(
      findOverlaps(withSeasons({ id: 'merdeka', from: '08-24', to: '08-31' }, { id: 'promo', from: '2026-08-30', to: '2026-09-05' })),
    ).toEqual([{ key: 'x.card', a: 'merdeka', b: 'promo', day: '2026-08-30' }]);
    expect(
      findOverlaps(withSeasons({ id: 'promo', from: '2026-09-01', to: '2026-09-05' }, { id: 'merdeka', from: '08-24', to: '08-31' })),
    ).toEqual([]);
  });
});

describe('parseManifest', () => {
  const base = { type: 'svg', file: 'games/x-{lang}.svg', maxBytes: 100 };
  const parse = (assets: Record<string, unknown>) => () => parseManifest({ version: 1, assets });

  it('refuses what an artist could get wrong, naming the key', () => {
    expect(() => parseManifest({ assets: {} })).toThrow(/version/);
    expect(parse({ 'X Card': base })).toThrow(/X Card/);
    expect(parse({ 'x.card': { ...base, type: 'gif' } })).toThrow(/x.card: "type"/);
    expect(parse({ 'x.card': { ...base, maxBytes: 0 } })).toThrow(/maxBytes/);
    expect(parse({ 'x.card': { ...base, file: '../secret.svg' } })).toThrow(/file/);
    expect(parse({ 'x.card': { ...base, seasonal: [{ id: 'a', from: '08-24', to: '2025-08-31', file: 'a.svg' }] } })).toThrow(
      /must both be MM-DD/,
    );
    expect(parse({ 'x.card': { ...base, seasonal: [{ id: 'a', from: '2025-09-01', to: '2025-08-31', file: 'a.svg' }] } })).toThrow(
      /end before/,
    );
    expect(parse({ 'x.card': { ...base, seasonal: [{ id: 'a', from: '13-01', to: '13-02', file: 'a.svg' }] } })).toThrow(/MM-DD/);
    expect(parse({ 'x.sound': { type: 'audio', file: 'x.mp3', maxBytes: 100 } })).toThrow(/channel/);
  });

  it('keeps optional fields only when given', () => {
    expect(parseManifest({ version: 1, assets: { 'x.bgm': { type: 'audio', file: 'x.mp3', maxBytes: 9, channel: 'music' } } })).toEqual({
      version: 1,
      assets: { 'x.bgm': { type: 'audio', file: 'x.mp3', maxBytes: 9, channel: 'music' } },
    });
  });
});
