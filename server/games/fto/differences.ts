// What may differ on the odd card, and the odd card's SVG. Pure: the order of
// `differencesOf` is part of the fairness mapping (a round picks
// `differences[floor(f * length)]`) and the browser's verifier rebuilds it
// from the set's part list, so it depends on nothing but that list.
import { partSpans, svgRoot } from './svgParts';

export type DifferenceKind = 'colour' | 'missing' | 'rotated' | 'mirrored';
/** The kinds a single part can take; `mirrored` is the whole picture's. */
export type PartKind = Exclude<DifferenceKind, 'mirrored'>;
/** Also the order of a part's differences in `differencesOf`. */
export const PART_KINDS: readonly PartKind[] = ['colour', 'missing', 'rotated'];

export interface Difference {
  kind: DifferenceKind;
  /** the `data-part` id; null for `mirrored` */
  part: string | null;
}

export interface PartList {
  parts: readonly { id: string; kinds: readonly PartKind[] }[];
  mirrorable: boolean;
}

/**
 * Every difference a set allows, in a fixed order: parts in document order,
 * each part's kinds in the order colour, missing, rotated (whatever order its
 * `data-kinds` lists them in), then `mirrored` last when the set is mirrorable.
 */
export function differencesOf(set: PartList): Difference[] {
  const out: Difference[] = [];
  for (const part of set.parts) {
    for (const kind of PART_KINDS) if (part.kinds.includes(kind)) out.push({ kind, part: part.id });
  }
  if (set.mirrorable) out.push({ kind: 'mirrored', part: null });
  return out;
}

// Subtlety 0 is obvious, 1 subtle but fair to a careful eye at ~80 CSS px.
const lerp = (obvious: number, subtle: number, subtlety: number) => obvious + (subtle - obvious) * subtlety;
/** Degrees of hue a colour difference turns the part's colours by. */
export const hueShift = (subtlety: number) => lerp(150, 50, subtlety);
/** Degrees (clockwise) a rotated part turns about its pivot. */
export const rotation = (subtlety: number) => lerp(40, 18, subtlety);

/** A hex colour in a fill, stroke or stop-color (attribute or style), not a `url(#id)` reference. */
export const PAINT = /((?:fill|stroke|stop-color)\s*(?:=\s*["']|:\s*))#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;

export function hexToRgb(hex: string): [number, number, number] {
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Max minus min channel, 0-255: how much colour a hue turn has to work with. */
export function chroma(hex: string): number {
  const rgb = hexToRgb(hex);
  return Math.max(...rgb) - Math.min(...rgb);
}

function turnHue(hex: string, degrees: number): string {
  const [r, g, b] = hexToRgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r1, g1, b1] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return [r1, g1, b1]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

function number(value: string | undefined, what: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n)) throw new Error(`${what} is not a number (${String(value)})`);
  return n;
}

/** The words of `data-kinds` (unchecked: the loader says which are unknown). */
export function kindsOf(value: string | undefined): string[] {
  return (value ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The pivot `data-pivot="x y"` of a part, or null when absent or malformed. */
export function parsePivot(value: string | undefined): [number, number] | null {
  const xy = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return xy.length === 2 && xy.every(Number.isFinite) ? [xy[0] ?? 0, xy[1] ?? 0] : null;
}

/** The odd card's SVG: `svg` with one difference applied. Throws if the set does not allow it. */
export function applyDifference(svg: string, difference: Difference, subtlety: number): string {
  if (!(subtlety >= 0 && subtlety <= 1)) throw new RangeError(`subtlety must be in [0, 1], got ${subtlety}`);
  if (difference.kind === 'mirrored') {
    const root = svgRoot(svg);
    if (root?.attrs.get('data-mirrorable') !== 'true') throw new Error('this set is not mirrorable');
    const box = (root?.attrs.get('viewBox') ?? '').trim().split(/[\s,]+/);
    if (!root || box.length !== 4) throw new Error('mirroring needs the root <svg> viewBox');
    const axis = 2 * number(box[0], 'viewBox x') + number(box[2], 'viewBox width');
    return `${svg.slice(0, root.openEnd)}<g transform="matrix(-1 0 0 1 ${axis} 0)">${svg.slice(root.openEnd, root.closeStart)}</g>${svg.slice(root.closeStart)}`;
  }
  const span = partSpans(svg).find((s) => s.attrs.get('data-part') === difference.part);
  if (!span) throw new Error(`no part "${String(difference.part)}" in this set`);
  if (!kindsOf(span.attrs.get('data-kinds')).includes(difference.kind))
    throw new Error(`part "${String(difference.part)}" does not allow ${difference.kind}`);
  const before = svg.slice(0, span.start);
  const group = svg.slice(span.start, span.end);
  const after = svg.slice(span.end);
  switch (difference.kind) {
    case 'missing':
      return before + after;
    case 'colour':
      return before + group.replace(PAINT, (_, lead: string, hex: string) => `${lead}#${turnHue(hex, hueShift(subtlety))}`) + after;
    case 'rotated': {
      const pivot = parsePivot(span.attrs.get('data-pivot'));
      if (!pivot) throw new Error(`part "${String(difference.part)}" has no data-pivot`);
      return `${before}<g transform="rotate(${rotation(subtlety)} ${pivot[0]} ${pivot[1]})">${group}</g>${after}`;
    }
  }
}
