// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyDifference, differencesOf, type Difference, type PartKind } from './differences';
import { loadPictureSets } from './pictures';

const SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" data-mirrorable="true"><rect width="120" height="120" fill="#ffffff"/>` +
  `<g data-part="ball" data-kinds="colour missing rotated" data-pivot="30 40"><circle cx="30" cy="30" r="9" fill="#ff0000" stroke="#00f"/><path d="M0 0" style="fill:#00ff00"/></g>` +
  `<g data-part="box" data-kinds="missing"><rect x="70" y="70" width="20" height="20" fill="#e63946"/></g></svg>`;

const set = (id: string) => {
  const found = loadPictureSets().find((s) => s.id === id);
  if (!found) throw new Error(`no set ${id}`);
  return found;
};

describe('differencesOf', () => {
  it('lists parts in document order, kinds colour, missing, rotated whatever order the markup gives, and mirrored last', () => {
    const parts: { id: string; kinds: PartKind[] }[] = [
      { id: 'b', kinds: ['rotated', 'colour'] },
      { id: 'a', kinds: ['missing'] },
    ];
    expect(differencesOf({ parts, mirrorable: true })).toEqual([
      { kind: 'colour', part: 'b' },
      { kind: 'rotated', part: 'b' },
      { kind: 'missing', part: 'a' },
      { kind: 'mirrored', part: null },
    ]);
    expect(differencesOf({ parts, mirrorable: false }).map((d) => d.kind)).not.toContain('mirrored');
  });

  it('keeps the published order of a real set (the verifier maps the same float on it)', () => {
    const order = differencesOf(set('lucky-cat')).map((d) => `${d.kind}:${d.part ?? '-'}`);
    expect(order).toEqual([
      'colour:cushion',
      'missing:cushion',
      'colour:ears',
      'missing:ears',
      'colour:patch',
      'missing:patch',
      'missing:paw',
      'rotated:paw',
      'colour:collar',
      'colour:bell',
      'missing:bell',
      'colour:coin',
      'missing:coin',
      'rotated:coin',
      'mirrored:-',
    ]);
  });
});

describe('applyDifference', () => {
  const ball = (kind: Difference['kind']): Difference => ({ kind, part: 'ball' });

  it('removes a missing part entirely and leaves the rest as it was', () => {
    const odd = applyDifference(SVG, ball('missing'), 0.5);
    expect(odd).not.toContain('data-part="ball"');
    expect(odd).not.toContain('circle');
    expect(odd).toBe(SVG.replace(/<g data-part="ball"[\s\S]*?<\/g>/, ''));
  });

  it('turns the hue of every colour inside the part, fill, stroke and style alike, and of nothing outside it', () => {
    const odd = applyDifference(SVG, ball('colour'), 0);
    expect(odd).not.toMatch(/fill="#ff0000"|stroke="#00f"|fill:#00ff00/);
    expect(odd).toContain('<rect width="120" height="120" fill="#ffffff"/>');
    expect(odd).toContain('fill="#e63946"');
    // 150 degrees at subtlety 0: red becomes a blue-green, never a grey
    expect(odd).toMatch(/<circle cx="30" cy="30" r="9" fill="#00ff80"/);
    expect(applyDifference(SVG, ball('colour'), 1)).toMatch(/fill="#ffd500"/); // 50 degrees: red to amber
  });

  it('rotates a part about its pivot, 35-45 degrees when obvious and 15-20 when subtle', () => {
    const angle = (s: number) => Number(/rotate\(([\d.]+) 30 40\)/.exec(applyDifference(SVG, ball('rotated'), s))?.[1]);
    expect(angle(0)).toBeGreaterThanOrEqual(35);
    expect(angle(0)).toBeLessThanOrEqual(45);
    expect(angle(1)).toBeGreaterThanOrEqual(15);
    expect(angle(1)).toBeLessThanOrEqual(20);
    expect(angle(0.5)).toBeLessThan(angle(0));
  });

  it('mirrors the whole picture about its vertical centre line', () => {
    const odd = applyDifference(SVG, { kind: 'mirrored', part: null }, 0);
    expect(odd).toMatch(/^<svg [^>]*><g transform="matrix\(-1 0 0 1 120 0\)"><rect/);
    expect(odd.endsWith('</g></svg>')).toBe(true);
  });

  it('refuses what the set does not allow', () => {
    expect(() => applyDifference(SVG, { kind: 'rotated', part: 'box' }, 0)).toThrow(/does not allow rotated/);
    expect(() => applyDifference(SVG, { kind: 'missing', part: 'nope' }, 0)).toThrow(/no part "nope"/);
    expect(() => applyDifference(SVG.replace(' data-mirrorable="true"', ''), { kind: 'mirrored', part: null }, 0)).toThrow(
      /not mirrorable/,
    );
    expect(() => applyDifference(SVG, ball('missing'), 1.5)).toThrow(RangeError);
  });

  it('applies every difference of every set (each odd SVG differs from the normal one)', () => {
    for (const s of loadPictureSets()) {
      for (const d of differencesOf(s)) expect(applyDifference(s.svg, d, 0.5), `${s.id} ${d.kind} ${d.part}`).not.toBe(s.svg);
    }
  });
});
