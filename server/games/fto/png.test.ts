// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateTail, encodeSameLengthPngs, type RgbImage } from './png';
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

describe('same-length PNGs', () => {
  it('pads with deflate blocks that decode to nothing, any length from 2 bytes', () => {
    for (let n = 2; n <= 40; n++) {
      const tail = deflateTail(n);
      expect(tail.length).toBe(n);
      expect(inflateSync(Buffer.concat([Buffer.from([0x78, 0x9c]), tail, Buffer.from([0, 0, 0, 1])])).length).toBe(0);
    }
    expect(() => deflateTail(1)).toThrow(RangeError);
  });

  it('gives a flat and a busy picture files of one length with the same chunks of the same lengths', () => {
    const pngs = encodeSameLengthPngs([flat, busy, flat]);
    expect(new Set(pngs.map((p) => p.length)).size).toBe(1);
    const layout = (png: Buffer) => pngChunks(png).map((c) => `${c.type}:${c.data.length}`);
    expect(layout(pngs[0] ?? Buffer.alloc(0))).toEqual(['IHDR:13', expect.stringMatching(/^IDAT:\d+$/), 'IEND:0']);
    for (const png of pngs) expect(layout(png)).toEqual(layout(pngs[0] ?? Buffer.alloc(0)));
  });

  it('decodes to exactly the pixels given, in our reader and in an independent PNG decoder', () => {
    const pngs = encodeSameLengthPngs([flat, busy]);
    [flat, busy].forEach((img, i) => {
      const png = pngs[i] ?? Buffer.alloc(0);
      expect(decodePng(png)).toEqual(img);
      expect(decodeElsewhere(png)).toEqual(img.rgb);
    });
  });

  it('refuses pictures of different sizes', () => {
    expect(() => encodeSameLengthPngs([flat, { width: 1, height: 1, rgb: new Uint8Array(3) }])).toThrow(RangeError);
  });
});
