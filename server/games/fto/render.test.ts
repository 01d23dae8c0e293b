// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { differencesOf } from './differences';
import { loadPictureSets, type PictureSet } from './pictures';
import { renderDeal, type DealOptions } from './render';
import { comparePictures, decodePng, pngChunks } from './testing';

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
const deal = (opts: Partial<DealOptions> = {}) =>
  renderDeal({
    set: first,
    count: 16,
    odd: 5,
    difference: differencesOf(first)[0] ?? { kind: 'mirrored', part: null },
    subtlety: 0.5,
    noiseSeed: seed(1),
    ...opts,
  });
const bytes = (card: string | undefined) => Buffer.from(card ?? '', 'base64');
const picture = (card: string | undefined) => decodePng(bytes(card));

describe('renderDeal', () => {
  it.each(sets.map((s) => [s.id, s] as const))(
    '%s: the odd card differs visibly for every difference, two normal cards only by the noise',
    (_, set) => {
      const differences = differencesOf(set);
      for (const difference of differences) {
        for (const subtlety of [0, 1]) {
          const [normal, odd] = renderDeal({ set, count: 2, odd: 1, difference, subtlety, noiseSeed: seed(9), sizePx: SMALL }).map(picture);
          if (!normal || !odd) throw new Error('two cards expected');
          const seen = comparePictures(normal, odd, VISIBLE);
          expect(seen.changed / seen.pixels, `${difference.kind} ${difference.part ?? ''} subtlety ${subtlety}`).toBeGreaterThan(0.005);
        }
      }
      const [a, b] = renderDeal({
        set,
        count: 3,
        odd: 2,
        difference: differences[0] ?? { kind: 'mirrored', part: null },
        subtlety: 1,
        noiseSeed: seed(9),
      }).map(picture);
      if (!a || !b) throw new Error('three cards expected');
      const noise = comparePictures(a, b, VISIBLE);
      expect(noise.touched / noise.pixels).toBeLessThan(0.001);
      expect(noise.max).toBe(1);
    },
  );

  it('gives every card of a deal different bytes and exactly the same length', () => {
    const cards = deal();
    expect(cards).toHaveLength(16);
    expect(new Set(cards).size).toBe(16);
    expect(new Set(cards.map((c) => c.length)).size).toBe(1);
    expect(new Set(cards.map((c) => bytes(c).length)).size).toBe(1);
  });

  it('carries nothing but the picture: one chunk layout, no text or metadata, for the odd card and the others alike', () => {
    for (const difference of differencesOf(first)) {
      const layouts = deal({ difference, sizePx: SMALL }).map((c) =>
        pngChunks(bytes(c))
          .map((k) => `${k.type}:${k.data.length}`)
          .join(' '),
      );
      expect(new Set(layouts).size, difference.kind).toBe(1);
      expect(layouts[0]).toMatch(/^IHDR:13 IDAT:\d+ IEND:0$/);
    }
    const ihdrs = deal().map((c) => pngChunks(bytes(c))[0]?.data.toString('hex'));
    expect(new Set(ihdrs).size).toBe(1);
  });

  it('deals the same bytes again for the same inputs, and other noise for another seed', () => {
    const cards = deal();
    expect(deal()).toEqual(cards);
    const again = deal({ noiseSeed: seed(2) });
    expect(again.some((c, i) => c === cards[i])).toBe(false);
    const seen = comparePictures(picture(again[5]), picture(cards[5]), VISIBLE);
    expect(seen.changed).toBe(0);
  });

  it("ties a card's noise to its grid position, not to which card is odd", () => {
    const a = deal({ odd: 5, sizePx: SMALL });
    const b = deal({ odd: 9, sizePx: SMALL });
    for (const i of [0, 1, 15]) expect(picture(a[i]), `card ${i}`).toEqual(picture(b[i]));
  });

  it('draws 144 px cards unless told another size', () => {
    expect(picture(deal()[0])).toMatchObject({ width: 144, height: 144 });
    expect(picture(deal({ count: 2, odd: 0, sizePx: 80 })[1])).toMatchObject({ width: 80, height: 80 });
  });

  it('refuses a deal it cannot make fairly', () => {
    expect(() => deal({ count: 1, odd: 0 })).toThrow(RangeError);
    expect(() => deal({ odd: 16 })).toThrow(RangeError);
    expect(() => deal({ noiseSeed: new Uint8Array(8) })).toThrow(RangeError);
    expect(() => deal({ sizePx: 8 })).toThrow(RangeError);
  });
});
