// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { encodePng, type RgbImage } from './png';
import { decodePng, pngChunks } from './testing';

const W = 40;
const H = 30;
const image = (pixel: (i: number) => number): RgbImage => ({
  width: W,
  height: H,
  rgb: Uint8Array.from({ length: W * H * 3 }, (_, i) => pixel(i)),
});
const flat = image(() => 200);
const busy = image((i) => (i * 7919) % 251);

/** The pixels another PNG decoder (resvg's, in Rust) reads from `png`. */
function decodeElsewhere(png: Buffer): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><image width="${W}" height="${H}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const rgba = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().pixels;
  return Uint8Array.from({ length: W * H * 3 }, (_, i) => rgba[Math.floor(i / 3) * 4 + (i % 3)] ?? -1);
}

describe('encodePng', () => {
  it('writes the signature, IHDR, one IDAT and IEND, nothing else', () => {
    const layout = pngChunks(encodePng(busy)).map((c) => c.type);
    expect(layout).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('decodes to exactly the pixels given, in our reader and in an independent PNG decoder', () => {
    for (const img of [flat, busy]) {
      const png = encodePng(img);
      expect(decodePng(png)).toEqual(img);
      expect(decodeElsewhere(png)).toEqual(img.rgb);
    }
  });

  it('refuses pixels that are not width x height RGB', () => {
    expect(() => encodePng({ width: W, height: H, rgb: new Uint8Array(W * H * 4) })).toThrow(RangeError);
  });
});
