// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { differencesOf } from './differences';
import { loadPictureSets } from './pictures';

/** An assets folder with a manifest naming the given sets. */
function assetsWith(sets: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fto-sets-'));
  mkdirSync(join(dir, 'games/fto/sets'), { recursive: true });
  const assets: Record<string, unknown> = { 'wheel.hub': { type: 'svg', file: 'games/wheel/hub.svg', maxBytes: 4096 } };
  for (const [id, svg] of Object.entries(sets)) {
    writeFileSync(join(dir, `games/fto/sets/${id}.svg`), svg);
    assets[`fto.set.${id}`] = { type: 'svg', file: `games/fto/sets/${id}.svg`, maxBytes: 6144, width: 120, height: 120 };
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ version: 1, assets }));
  return dir;
}

const svg = (parts: string, root = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"${root}><rect width="120" height="120" fill="#fff"/>${parts}</svg>`;
const part = (id: string, kinds: string, fill = '#e63946', pivot = ' data-pivot="60 60"') =>
  `<g data-part="${id}" data-kinds="${kinds}"${pivot}><circle cx="60" cy="40" r="10" fill="${fill}"/></g>`;

describe('picture sets', () => {
  it('loads every set the manifest names, sorted by key, each with at least 3 parts and its differences', () => {
    const sets = loadPictureSets();
    expect(sets.length).toBeGreaterThanOrEqual(12);
    expect(sets.map((s) => s.key)).toEqual(sets.map((s) => s.key).sort());
    for (const set of sets) {
      expect(set.key).toBe(`fto.set.${set.id}`);
      expect(set.file).toBe(`games/fto/sets/${set.id}.svg`);
      expect(set.parts.length, set.id).toBeGreaterThanOrEqual(3);
      expect(differencesOf(set).length, set.id).toBeGreaterThanOrEqual(3);
      for (const p of set.parts.filter((q) => q.kinds.includes('rotated'))) {
        // a pivot off the picture would swing the part out of sight
        for (const xy of p.pivot ?? [-1]) expect(xy, `${set.id} ${p.id}`).toSatisfy((v: number) => v >= 0 && v <= 120);
      }
    }
    expect(loadPictureSets()).toBe(sets);
  });

  it('marks the asymmetric pictures mirrorable and leaves the symmetric lantern and kite out', () => {
    const mirrorable = new Map(loadPictureSets().map((s) => [s.id, s.mirrorable]));
    expect(mirrorable.get('lucky-cat')).toBe(true);
    expect(mirrorable.get('koi')).toBe(true);
    expect(mirrorable.get('lantern')).toBe(false);
    expect(mirrorable.get('wau')).toBe(false);
  });

  it('reads parts, kinds (in the fixed order), pivots and the mirrorable flag', () => {
    const dir = assetsWith({
      a: svg(part('one', 'rotated colour') + part('two', 'missing', '#888', '') + part('three', 'missing'), ' data-mirrorable="true"'),
    });
    const [set] = loadPictureSets(dir);
    expect(set).toMatchObject({
      id: 'a',
      mirrorable: true,
      parts: [
        { id: 'one', kinds: ['colour', 'rotated'], pivot: [60, 60] },
        { id: 'two', kinds: ['missing'], pivot: null },
        { id: 'three', kinds: ['missing'], pivot: null },
      ],
    });
  });

  it.each([
    ['no parts', svg(''), /needs at least 3/],
    [
      'a rotated part without pivot',
      svg(part('a', 'rotated', '#e63946', '') + part('b', 'missing') + part('c', 'missing')),
      /part "a" is rotated but has no data-pivot/,
    ],
    [
      'a colour part in greys only',
      svg(part('a', 'colour', '#777777') + part('b', 'missing') + part('c', 'missing')),
      /part "a" is marked colour but has no strongly coloured/,
    ],
    ['an unknown kind', svg(part('a', 'blink') + part('b', 'missing') + part('c', 'missing')), /unknown data-kinds blink/],
    [
      'text in the art',
      svg(`<text>7</text>${part('a', 'missing')}${part('b', 'missing')}${part('c', 'missing')}`),
      /must not contain text/,
    ],
    ['an unclosed group', svg(`<g>${part('a', 'missing')}${part('b', 'missing')}${part('c', 'missing')}`), /never closed/],
  ])('refuses a set with %s, naming its file', (_, markup, problem) => {
    const dir = assetsWith({ good: svg(part('a', 'missing') + part('b', 'missing') + part('c', 'colour')), broken: markup });
    expect(() => loadPictureSets(dir)).toThrow(/^assets\/games\/fto\/sets\/broken\.svg: /);
    expect(() => loadPictureSets(dir)).toThrow(problem);
  });
});
