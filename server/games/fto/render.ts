// The board of one Find The Odd deal: every card drawn into one PNG, in grid
// order. One file for the whole board, so no file length, chunk or padding
// can point to a card: where the odd card is lies in the pixels alone. Every
// card gets invisible seeded noise (so no two cards are the same pixels), and
// the noise of a card depends on its grid position alone, never on being odd.
// Deterministic: the same options give the same bytes, so a re-deal of a
// round shows exactly what it showed before. The pictures are drawn once per
// set, difference and size and kept (drawing is most of a deal's CPU).
import { createHmac } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { applyDifference, type Difference } from './differences';
import { encodePng, type RgbImage } from './png';
import type { PictureSet } from './pictures';

export const DEFAULT_CARD_PX = 144;
/** Each card's noise: this many (pixel, channel) pairs moved by exactly 1. */
export const NOISE_POINTS = 8;
const BYTES_PER_POINT = 4;

export interface DealOptions {
  set: PictureSet;
  count: number;
  /** cards a row */
  cols: number;
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

/**
 * Drawn pictures kept per set (a new manifest brings new set objects), least recently used first out,
 * deflated: a set's every difference at every round's subtlety (about 130) is ~0.7 MB so, 8 MB raw.
 */
const drawn = new WeakMap<PictureSet, Map<string, { width: number; height: number; packed: Buffer }>>();
const KEPT_PER_SET = 256;

function drawnOnce(set: PictureSet, key: string, draw: () => RgbImage): RgbImage {
  let kept = drawn.get(set);
  if (!kept) drawn.set(set, (kept = new Map()));
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return { width: hit.width, height: hit.height, rgb: inflateRawSync(hit.packed) };
  }
  const image = draw();
  kept.set(key, { width: image.width, height: image.height, packed: deflateRawSync(image.rgb, { level: 1 }) });
  if (kept.size > KEPT_PER_SET) kept.delete(kept.keys().next().value ?? key);
  return image;
}

/** Copies `card` into `board` at grid place `index`, with that place's noise: each point the clean value ±1 (so every card differs from the clean picture). */
function placeCard(board: RgbImage, card: RgbImage, cols: number, seed: Uint8Array, index: number): void {
  const { width: size } = card;
  const stride = board.width * 3;
  const left = (index % cols) * size * 3;
  const top = Math.floor(index / cols) * size;
  const at = (pixel: number) => (top + Math.floor(pixel / size)) * stride + left + (pixel % size) * 3;
  for (let y = 0; y < size; y++) board.rgb.set(card.rgb.subarray(y * size * 3, (y + 1) * size * 3), at(y * size));
  const pixels = size * size;
  const bytes = createHmac('sha256', seed).update(`fto-card-noise:${index}`).digest();
  for (let i = 0; i < NOISE_POINTS; i++) {
    const from = i * BYTES_PER_POINT;
    const pixel = bytes.readUIntBE(from, 3) % pixels;
    const control = bytes[from + 3] ?? 0;
    const channel = control % 3;
    const clean = card.rgb[pixel * 3 + channel] ?? 0;
    const up = control >= 128 ? clean < 255 : clean === 0;
    board.rgb[at(pixel) + channel] = up ? clean + 1 : clean - 1;
  }
}

/** The board of `count` cards, `cols` a row, as a base64 PNG; the card at `odd` shows `difference`. Empty places of the last row are white. */
export function renderBoard(opts: DealOptions): string {
  const { set, count, cols, odd, difference, subtlety, noiseSeed } = opts;
  const size = opts.sizePx ?? DEFAULT_CARD_PX;
  if (!Number.isInteger(count) || count < 2) throw new RangeError(`a deal has at least 2 cards, got ${count}`);
  if (!Number.isInteger(cols) || cols < 1 || cols > count) throw new RangeError(`cols must be in 1..${count}, got ${cols}`);
  if (!Number.isInteger(odd) || odd < 0 || odd >= count) throw new RangeError(`odd must be a position in 0..${count - 1}, got ${odd}`);
  if (!Number.isInteger(size) || size < 16 || size > 1024) throw new RangeError(`sizePx must be an integer in 16..1024, got ${size}`);
  if (noiseSeed.length < 16) throw new RangeError('noiseSeed needs at least 16 bytes');
  const normal = drawnOnce(set, `normal ${size}`, () => rasterise(set.svg, size));
  const oddImage = drawnOnce(set, `${difference.kind} ${difference.part ?? ''} ${subtlety} ${size}`, () =>
    rasterise(applyDifference(set.svg, difference, subtlety), size),
  );
  const rows = Math.ceil(count / cols);
  const board: RgbImage = { width: cols * size, height: rows * size, rgb: new Uint8Array(cols * size * rows * size * 3).fill(255) };
  for (let i = 0; i < count; i++) placeCard(board, i === odd ? oddImage : normal, cols, noiseSeed, i);
  return encodePng(board).toString('base64');
}
