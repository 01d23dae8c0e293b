// Find The Odd's picture sets: every `fto.set.<id>` entry of
// assets/manifest.json (see assets/games/fto/README.md), read and checked once.
// The list is sorted by key because the fairness mapping indexes into it
// (adding a set shifts the index of the sets after it, so a round should
// record the id of the set it dealt).
// The server may not import engine/, so the manifest is read here as JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../../lib/projectRoot';
import { chroma, differencesOf, kindsOf, PAINT, PART_KINDS, parsePivot, type PartKind } from './differences';
import { partSpans, svgRoot } from './svgParts';

export const ASSETS_DIR = fromRoot('assets');
export const SET_KEY_PREFIX = 'fto.set.';
/** A part's colours must have this much chroma (0-255) for a hue turn to show. */
const MIN_CHROMA = 60;
const MIN_PARTS = 3;

export interface Part {
  id: string;
  /** in the order colour, missing, rotated */
  kinds: readonly PartKind[];
  /** rotation centre in viewBox units; null when the part cannot be rotated */
  pivot: readonly [number, number] | null;
}

export interface PictureSet {
  /** `<id>` of the manifest key `fto.set.<id>` */
  id: string;
  key: string;
  /** path under assets/ */
  file: string;
  /** the markup as rendered: the file without comments or XML prolog */
  svg: string;
  parts: readonly Part[];
  mirrorable: boolean;
}

interface ManifestEntry {
  type?: unknown;
  file?: unknown;
  maxBytes?: unknown;
}

/** Throws a message naming the file and every problem found in it. */
export function parsePictureSet(key: string, file: string, raw: string, maxBytes?: number): PictureSet {
  const problems: string[] = [];
  const svg = raw
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (maxBytes !== undefined && Buffer.byteLength(raw) > maxBytes)
    problems.push(`is ${Buffer.byteLength(raw)} bytes, over its budget of ${maxBytes}`);
  if (/<(text|image|script|foreignObject)\b/.test(svg)) problems.push('must not contain text, images or scripts');
  if (/\bhref\s*=\s*["'](?!#)/.test(svg)) problems.push('must not link outside itself');
  const root = svgRoot(svg);
  const box = (root?.attrs.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!root) problems.push('has no <svg> root');
  else if (box.length !== 4 || !box.every(Number.isFinite) || box[2] !== box[3] || !((box[2] ?? 0) > 0))
    problems.push('needs a square viewBox ("0 0 120 120")');
  const mirrorable = root?.attrs.get('data-mirrorable') === 'true';
  const parts: Part[] = [];
  let spans: ReturnType<typeof partSpans> = [];
  try {
    spans = partSpans(svg);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  for (const span of spans) {
    const id = span.attrs.get('data-part') ?? '';
    const words = kindsOf(span.attrs.get('data-kinds'));
    const unknown = words.filter((w) => !(PART_KINDS as readonly string[]).includes(w));
    const kinds = PART_KINDS.filter((k) => words.includes(k));
    const pivot = parsePivot(span.attrs.get('data-pivot'));
    const group = svg.slice(span.start, span.end);
    if (!/^[a-z][a-z0-9-]*$/.test(id)) problems.push(`part "${id}": ids are lower-case words joined by "-"`);
    if (parts.some((p) => p.id === id)) problems.push(`part "${id}" appears twice`);
    if (unknown.length > 0) problems.push(`part "${id}": unknown data-kinds ${unknown.join(', ')} (use ${PART_KINDS.join(', ')})`);
    if (kinds.length === 0) problems.push(`part "${id}" has no data-kinds`);
    if (kinds.includes('rotated') && !pivot) problems.push(`part "${id}" is rotated but has no data-pivot="x y"`);
    if (kinds.includes('colour') && ![...group.matchAll(PAINT)].some((m) => chroma(m[2] ?? '') >= MIN_CHROMA)) {
      problems.push(`part "${id}" is marked colour but has no strongly coloured hex fill or stroke (greys do not change hue)`);
    }
    parts.push({ id, kinds, pivot: kinds.includes('rotated') ? pivot : null });
  }
  if (parts.length < MIN_PARTS) problems.push(`has ${parts.length} data-part groups; a set needs at least ${MIN_PARTS}`);
  if (differencesOf({ parts, mirrorable }).length === 0) problems.push('allows no difference');
  if (problems.length > 0) throw new Error(`assets/${file}: ${problems.join('; ')}`);
  return { id: key.slice(SET_KEY_PREFIX.length), key, file, svg, parts, mirrorable };
}

const cache = new Map<string, readonly PictureSet[]>();

/**
 * Every picture set the manifest under `assetsDir` names, sorted by key.
 * Read once per directory; an artist's change needs a restart.
 */
export function loadPictureSets(assetsDir: string = ASSETS_DIR): readonly PictureSet[] {
  const known = cache.get(assetsDir);
  if (known) return known;
  const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8')) as { assets?: Record<string, ManifestEntry> };
  const sets = Object.entries(manifest.assets ?? {})
    .filter(([key]) => key.startsWith(SET_KEY_PREFIX))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, entry]) => {
      if (entry.type !== 'svg' || typeof entry.file !== 'string')
        throw new Error(`assets/manifest.json: "${key}" must be an svg with a file`);
      const maxBytes = typeof entry.maxBytes === 'number' ? entry.maxBytes : undefined;
      return parsePictureSet(key, entry.file, readFileSync(join(assetsDir, entry.file), 'utf8'), maxBytes);
    });
  if (sets.length === 0) throw new Error(`assets/manifest.json: no "${SET_KEY_PREFIX}<id>" picture sets`);
  cache.set(assetsDir, sets);
  return sets;
}
