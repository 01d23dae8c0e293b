// Names as SPEC 5 shows them to other players: masked in the middle. Shared by
// the app and the server, which masks a name before it leaves (big-wins feed).

// Made on the first name masked, not when the module loads: building a
// segmenter loads ICU's break rules, 70 ms on a slow phone's first screen.
let graphemeSegmenter: Intl.Segmenter | undefined;

// Characters as a reader counts them: a Chinese character outside the BMP is
// two UTF-16 units, and an accented or Tamil letter may be several code points.
function characters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/**
 * A name with its middle hidden, one star per hidden character (spaces too):
 * - 1-2 characters: all stars ('李明' -> '**'), as one visible character would give away half the name;
 * - 3-6 characters: first and last kept ('王小明' -> '王*明', 'Ahmad' -> 'A***d');
 * - 7 or more: first two and last two kept ('Ahmad Razak' -> 'Ah*******ak').
 * At least half of any name stays hidden. Surrounding spaces are trimmed and
 * inner runs collapse to one. Missing name: ''.
 */
export function maskName(name: string | null | undefined): string {
  const chars = characters((name ?? '').trim().replace(/\s+/g, ' '));
  const n = chars.length;
  if (n <= 2) return '*'.repeat(n);
  const keep = n >= 7 ? 2 : 1;
  return chars.slice(0, keep).join('') + '*'.repeat(n - 2 * keep) + chars.slice(n - keep).join('');
}
