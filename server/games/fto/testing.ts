// Test helpers: read back the PNGs render.ts makes (8-bit RGB, any filter) and
// compare pictures the way a careful player would, pixel by pixel.
import { crc32, inflateSync } from 'node:zlib';
import type { RgbImage } from './png';

export interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG in file order; throws on a bad signature or CRC. */
export function pngChunks(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) throw new Error('not a PNG');
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) throw new Error(`bad CRC in ${type}`);
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

export function decodePng(png: Buffer): RgbImage {
  const chunks = pngChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR')?.data;
  if (!ihdr || ihdr[8] !== 8 || ihdr[9] !== 2) throw new Error('expected 8-bit RGB');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  if (raw.length !== (stride + 1) * height) throw new Error(`image data is ${raw.length} bytes, expected ${(stride + 1) * height}`);
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? -1;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    if (filter < 0 || filter > 4) throw new Error(`unknown filter ${filter}`);
    for (let x = 0; x < stride; x++) {
      const at = y * stride + x;
      const a = x >= 3 ? (rgb[at - 3] ?? 0) : 0;
      const b = y > 0 ? (rgb[at - stride] ?? 0) : 0;
      const c = x >= 3 && y > 0 ? (rgb[at - stride - 3] ?? 0) : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      rgb[at] = ((line[x] ?? 0) + predictor) & 255;
    }
  }
  return { width, height, rgb };
}

export interface PixelDiff {
  /** pixels whose largest channel difference is above the threshold */
  changed: number;
  /** pixels that differ at all */
  touched: number;
  /** largest channel difference anywhere */
  max: number;
  pixels: number;
}

export function comparePictures(a: RgbImage, b: RgbImage, threshold: number): PixelDiff {
  if (a.rgb.length !== b.rgb.length) throw new Error('pictures of different sizes');
  const out: PixelDiff = { changed: 0, touched: 0, max: 0, pixels: a.width * a.height };
  for (let p = 0; p < a.rgb.length; p += 3) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs((a.rgb[p + c] ?? 0) - (b.rgb[p + c] ?? 0)));
    if (d > 0) out.touched++;
    if (d > threshold) out.changed++;
    out.max = Math.max(out.max, d);
  }
  return out;
}

/** The cards of a board as separate pictures, in grid order (`count` cards, `cols` a row, square). */
export function cutBoard(board: RgbImage, count: number, cols: number): RgbImage[] {
  const size = board.width / cols;
  return Array.from({ length: count }, (_, i) => {
    const rgb = new Uint8Array(size * size * 3);
    const left = (i % cols) * size;
    const top = Math.floor(i / cols) * size;
    for (let y = 0; y < size; y++)
      rgb.set(board.rgb.subarray(((top + y) * board.width + left) * 3, ((top + y) * board.width + left + size) * 3), y * size * 3);
    return { width: size, height: size, rgb };
  });
}
