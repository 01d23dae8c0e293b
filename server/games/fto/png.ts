// A PNG encoder for opaque 8-bit RGB images that makes several images exactly
// the same byte length, chunk for chunk. Padding sits inside the zlib stream
// (empty deflate blocks before the final one), not in a chunk of its own:
// a filler chunk would still leave each IDAT's length, i.e. the compressed
// size of the picture, readable without decoding a pixel. Every output is
// signature, IHDR, one IDAT, IEND, and every IDAT has the same length.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** zlib header: deflate, 32 KiB window, default level flag. */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
/** Level 9 saves ~4% of bytes at 3-5 times the time of the default level. */
const LEVEL = 6;
const ADLER_BYTES = 4;
/** The shortest tail `deflateTail` can make: one empty final block. */
const MIN_TAIL = 2;

export interface RgbImage {
  width: number;
  height: number;
  /** width * height * 3 bytes, rows top to bottom */
  rgb: Uint8Array;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; ) {
    // 5552 bytes is the most that can be summed before b overflows 2^32.
    const end = Math.min(i + 5552, data.length);
    for (; i < end; i++) {
      a += data[i] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** The scanlines, each with filter type 0 (None): flat art's runs of one colour compress best unfiltered (measured against Sub and Up). */
function scanlines({ width, height, rgb }: RgbImage): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) out.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return out;
}

/**
 * `length` bytes of deflate blocks that decode to nothing, ending with the
 * final block, starting and ending on a byte boundary. length >= 2.
 * Empty stored block: 3 header bits, pad to a byte, LEN 0, NLEN 0xffff (5 bytes
 * from a boundary). Empty fixed-Huffman block: 3 header bits and the 7-bit
 * end-of-block code, all zero but the header (10 bits).
 */
export function deflateTail(length: number): Buffer {
  if (!Number.isInteger(length) || length < MIN_TAIL) throw new RangeError(`a deflate tail is at least ${MIN_TAIL} bytes, got ${length}`);
  const bytes: number[] = [];
  let bits = 0;
  let used = 0;
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) {
      bits |= ((value >> i) & 1) << used++;
      if (used === 8) {
        bytes.push(bits);
        bits = 0;
        used = 0;
      }
    }
  };
  const align = () => used > 0 && put(0, 8 - used);
  const stored = (final: boolean) => {
    put(final ? 1 : 0, 3);
    align();
    bytes.push(0, 0, 0xff, 0xff);
  };
  const fixed = (final: boolean) => put(final ? 0b011 : 0b010, 10);
  let left = length;
  for (; left >= 7; left -= 5) stored(false);
  if (left === 6) {
    fixed(false);
    stored(true);
  } else {
    // (left - 2) empty fixed blocks and a final one: 10 * (left - 1) bits round up to `left` bytes for left in 2..5.
    for (let i = 2; i < left; i++) fixed(false);
    fixed(true);
    align();
  }
  return Buffer.from(bytes);
}

/** PNGs of `images` (all of one size), every file the same number of bytes. */
export function encodeSameLengthPngs(images: readonly RgbImage[]): Buffer[] {
  const first = images[0];
  if (!first) return [];
  const { width, height } = first;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filtering, no interlace
  const head = Buffer.concat([SIGNATURE, chunk('IHDR', ihdr)]);
  const tail = chunk('IEND', new Uint8Array(0));
  const streams = images.map((image) => {
    if (image.width !== width || image.height !== height || image.rgb.length !== width * height * 3)
      throw new RangeError('all images must be RGB of one size');
    const raw = scanlines(image);
    // Sync flush: the deflate data ends on a byte boundary without a final block, so the tail can close it.
    return { body: deflateRawSync(raw, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }), adler: adler32(raw) };
  });
  const zlibLength = ZLIB_HEADER.length + Math.max(...streams.map((s) => s.body.length)) + MIN_TAIL + ADLER_BYTES;
  return streams.map(({ body, adler }) => {
    const checksum = Buffer.alloc(ADLER_BYTES);
    checksum.writeUInt32BE(adler, 0);
    const idat = Buffer.concat([ZLIB_HEADER, body, deflateTail(zlibLength - ZLIB_HEADER.length - body.length - ADLER_BYTES), checksum]);
    return Buffer.concat([head, chunk('IDAT', idat), tail]);
  });
}
