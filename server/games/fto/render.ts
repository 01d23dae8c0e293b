// The cards of one Find The Odd deal as PNGs. Only the drawing may tell the
// odd card: every card gets invisible seeded noise (so no two are the same
// bytes), every file has one length and one chunk layout (png.ts), and the
// noise of a card depends on its grid position alone, never on being odd.
// Deterministic: the same options give the same bytes, so a re-deal of a
// round shows exactly what it showed before.
import { createHmac } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { applyDifference, type Difference } from './differences';
import { encodeSameLengthPngs, type RgbImage } from './png';
import type { PictureSet } from './pictures';

export const DEFAULT_CARD_PX = 144;
/** Each card's noise: this many (pixel, channel) pairs moved by exactly 1. */
export const NOISE_POINTS = 8;
const BYTES_PER_POINT = 4;

export interface DealOptions {
  set: PictureSet;
  count: number;
  /** grid position of the odd card */
  odd: number;
  difference: Difference;
  /** 0 obvious .. 1 subtle */
  subtlety: number;
  /** secret per round; at least 16 bytes */
  noiseSeed: Uint8Array;
  /** width and height of a card; DEFAULT_CARD_PX when absent */
  sizePx?: number;
}

/** The picture as opaque RGB, `size` pixels square (the sets have square viewBoxes). */
export function rasterise(svg: string, size: number): RgbImage {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    background: '#ffffff',
    font: { loadSystemFonts: false },
    logLevel: 'off',
  }).render();
  const rgba = image.pixels;
  const rgb = new Uint8Array(image.width * image.height * 3);
  // Opaque on a white background, so resvg's premultiplied RGBA is plain RGB.
  for (let p = 0, q = 0; q < rgb.length; p += 4, q += 3) rgb.set(rgba.subarray(p, p + 3), q);
  return { width: image.width, height: image.height, rgb };
}

/** `image` with card `index`'s noise: each point set to the clean value ±1 (never cumulative, so every card differs from the clean picture). */
function withNoise(image: RgbImage, seed: Uint8Array, index: number): RgbImage {
  const rgb = Uint8Array.from(image.rgb);
  const pixels = image.width * image.height;
  const bytes = createHmac('sha256', seed).update(`fto-card-noise:${index}`).digest();
  for (let i = 0; i < NOISE_POINTS; i++) {
    const at = i * BYTES_PER_POINT;
    const pixel = bytes.readUIntBE(at, 3) % pixels;
    const control = bytes[at + 3] ?? 0;
    const offset = pixel * 3 + (control % 3);
    const clean = image.rgb[offset] ?? 0;
    const up = control >= 128 ? clean < 255 : clean === 0;
    rgb[offset] = up ? clean + 1 : clean - 1;
  }
  return { ...image, rgb };
}

/** `count` base64 PNGs in grid order, all of one byte length; the one at `odd` shows `difference`. */
export function renderDeal(opts: DealOptions): string[] {
  const { set, count, odd, difference, subtlety, noiseSeed } = opts;
  const size = opts.sizePx ?? DEFAULT_CARD_PX;
  if (!Number.isInteger(count) || count < 2) throw new RangeError(`a deal has at least 2 cards, got ${count}`);
  if (!Number.isInteger(odd) || odd < 0 || odd >= count) throw new RangeError(`odd must be a position in 0..${count - 1}, got ${odd}`);
  if (!Number.isInteger(size) || size < 16 || size > 1024) throw new RangeError(`sizePx must be an integer in 16..1024, got ${size}`);
  if (noiseSeed.length < 16) throw new RangeError('noiseSeed needs at least 16 bytes');
  const normal = rasterise(set.svg, size);
  const oddImage = rasterise(applyDifference(set.svg, difference, subtlety), size);
  const cards = Array.from({ length: count }, (_, i) => withNoise(i === odd ? oddImage : normal, noiseSeed, i));
  return encodeSameLengthPngs(cards).map((png) => png.toString('base64'));
}
