// @vitest-environment node
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { differencesOf } from './differences';
import { PNG_DEFLATE_LEVEL, type RgbImage } from './png';
import { loadPictureSets, type PictureSet } from './pictures';
import { renderBoard, type DealOptions } from './render';
import { comparePictures, cutBoard, decodePng, pngChunks } from './testing';

/** A channel difference a player can see; the noise is 1. */
const VISIBLE = 24;
/**
 * Where a check is about which pixels change, not about the default size, cards are drawn at half the
 * size: a quarter of the pixels to draw, encode and compare (these checks took 5-10 s of CPU at 144 px).
 */
const SMALL = 72;
const seed = (byte: number) => new Uint8Array(32).fill(byte);
const sets = loadPictureSets();
const first = sets[0] as PictureSet;
const board = (opts: Partial<DealOptions> = {}) =>
  renderBoard({
    set: first,
    count: 16,
    cols: 4,
    odd: 5,
    difference: differencesOf(first)[0] ?? { kind: 'mirrored', part: null },
    subtlety: 0.5,
    noiseSeed: seed(1),
    ...opts,
  });
const bytes = (png: string) => Buffer.from(png, 'base64');
/** The cards of a board, each as a picture. */
const cards = (png: string, count = 16, cols = 4) => cutBoard(decodePng(bytes(png)), count, cols);

describe('renderBoard', () => {
  it.each(sets.map((s) => [s.id, s] as const))(
    '%s: the odd card differs visibly for every difference, two normal cards only by the noise',
    (_, set) => {
      const differences = differencesOf(set);
      for (const difference of differences) {
        for (const subtlety of [0, 1]) {
          const [normal, odd] = cards(
            renderBoard({ set, count: 2, cols: 2, odd: 1, difference, subtlety, noiseSeed: seed(9), sizePx: SMALL }),
            2,
            2,
          );
          if (!normal || !odd) throw new Error('two cards expected');
          const seen = comparePictures(normal, odd, VISIBLE);
          expect(seen.changed / seen.pixels, `${difference.kind} ${difference.part ?? ''} subtlety ${subtlety}`).toBeGreaterThan(0.005);
        }
      }
      const [a, b] = cards(
        renderBoard({
          set,
          count: 3,
          cols: 3,
          odd: 2,
          difference: differences[0] ?? { kind: 'mirrored', part: null },
          subtlety: 1,
          noiseSeed: seed(9),
        }),
        3,
        3,
      );
      if (!a || !b) throw new Error('three cards expected');
      const noise = comparePictures(a, b, VISIBLE);
      expect(noise.touched / noise.pixels).toBeLessThan(0.001);
      expect(noise.max).toBe(1);
    },
  );

  it('is one picture of the whole board, cards in grid order, no two cards the same pixels', () => {
    const png = board();
    expect(decodePng(bytes(png))).toMatchObject({ width: 4 * 144, height: 4 * 144 });
    const all = cards(png);
    expect(new Set(all.map((card) => Buffer.from(card.rgb).toString('base64'))).size).toBe(16);
    // Twelve cards in three a row: three rows. Nine in four a row: three rows, the last three places white.
    expect(decodePng(bytes(board({ count: 12, cols: 3, sizePx: SMALL })))).toMatchObject({ width: 3 * SMALL, height: 4 * SMALL });
    const [, , , white] = cutBoard(decodePng(bytes(board({ count: 9, cols: 4, odd: 0, sizePx: SMALL }))), 12, 4).slice(8);
    expect(white?.rgb.every((v) => v === 255)).toBe(true);
  });

  it('carries nothing but the pixels: no chunk but IHDR, IDAT and IEND, and the IDAT is exactly deflate of the pixels, with nothing to strip', () => {
    for (const difference of differencesOf(first)) {
      const png = bytes(board({ difference, sizePx: SMALL }));
      const chunks = pngChunks(png);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const idat = chunks[1]?.data ?? Buffer.alloc(0);
      // A player's deflate of the pixels at the same level makes the same bytes: no padding, no block
      // that decodes to nothing, no byte after the stream, so the file's length is the whole board's
      // compressed size and no card's.
      expect(deflateSync(inflateSync(idat), { level: PNG_DEFLATE_LEVEL }).equals(idat), difference.kind).toBe(true);
    }
  });

  it('deals the same bytes again for the same inputs, and other noise for another seed', () => {
    const png = board();
    expect(board()).toBe(png);
    const again = cards(board({ noiseSeed: seed(2) }));
    const before = cards(png);
    again.forEach((card, i) => expect(card.rgb, `card ${i}`).not.toEqual(before[i]?.rgb));
    expect(comparePictures(again[5] as RgbImage, before[5] as RgbImage, VISIBLE).changed).toBe(0);
  });

  it("ties a card's noise to its grid position, not to which card is odd", () => {
    const a = cards(board({ odd: 5, sizePx: SMALL }));
    const b = cards(board({ odd: 9, sizePx: SMALL }));
    for (const i of [0, 1, 15]) expect(a[i], `card ${i}`).toEqual(b[i]);
  });

  it('draws 144 px cards unless told another size', () => {
    expect(cards(board())[0]).toMatchObject({ width: 144, height: 144 });
    expect(cards(board({ count: 2, cols: 2, odd: 0, sizePx: 80 }), 2, 2)[1]).toMatchObject({ width: 80, height: 80 });
  });

  it('refuses a deal it cannot make fairly', () => {
    expect(() => board({ count: 1, cols: 1, odd: 0 })).toThrow(RangeError);
    expect(() => board({ odd: 16 })).toThrow(RangeError);
    expect(() => board({ cols: 0 })).toThrow(RangeError);
    expect(() => board({ noiseSeed: new Uint8Array(8) })).toThrow(RangeError);
    expect(() => board({ sizePx: 8 })).toThrow(RangeError);
  });
});
