// The outcome floats of floatsSync (./rng.ts), bit for bit, for simulations
// of millions of rounds: node:crypto's createHmac costs ~4 us a call, most of
// it building objects, while one seed pair's HMAC-SHA256 is two SHA-256
// blocks once the key's inner and outer states are worked out (RFC 2104).
// So the key is hashed once per stream and a call is two compressions in
// plain integer arithmetic, writing floats into a reused array. Never used
// for a real play (those go through ./rng.ts); tests and `npm run rtp`
// compare it with floatsSync, so a simulation still runs what players get.
import { createHash } from 'node:crypto';
import { FLOATS_PER_ROUND } from '../../contract/fairness';

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const BLOCK = 64;

/** One SHA-256 compression of the 16 words at w[0..15] into state (w is scratch of 64 words). */
function compress(state: Int32Array, w: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15] ?? 0;
    const y = w[i - 2] ?? 0;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0;
  }
  let a = state[0] ?? 0,
    b = state[1] ?? 0,
    c = state[2] ?? 0,
    d = state[3] ?? 0,
    e = state[4] ?? 0,
    f = state[5] ?? 0,
    g = state[6] ?? 0,
    h = state[7] ?? 0;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] ?? 0) + a) | 0;
  state[1] = ((state[1] ?? 0) + b) | 0;
  state[2] = ((state[2] ?? 0) + c) | 0;
  state[3] = ((state[3] ?? 0) + d) | 0;
  state[4] = ((state[4] ?? 0) + e) | 0;
  state[5] = ((state[5] ?? 0) + f) | 0;
  state[6] = ((state[6] ?? 0) + g) | 0;
  state[7] = ((state[7] ?? 0) + h) | 0;
}

/** The state after one block of the key XOR `pad` (the HMAC's inner or outer start). */
function padState(key: Uint8Array, pad: number, w: Int32Array): Int32Array {
  const state = new Int32Array(IV);
  for (let i = 0; i < 16; i++) {
    let word = 0;
    for (let j = 0; j < 4; j++) word = (word << 8) | ((key[i * 4 + j] ?? 0) ^ pad);
    w[i] = word;
  }
  compress(state, w);
  return state;
}

export interface FloatStream {
  /** The first `count` floats of `nonce`, written into (and returned as) a reused array: read them before the next call. */
  floats(nonce: number, count: number): readonly number[];
}

/** floatsSync(serverSeed, clientSeed, nonce, count) for any nonce, fast. */
export function floatStream(serverSeed: string, clientSeed: string): FloatStream {
  const encoder = new TextEncoder();
  let key: Uint8Array = encoder.encode(serverSeed);
  if (key.length > BLOCK) key = createHash('sha256').update(key).digest();
  const w = new Int32Array(64);
  const inner = padState(key, 0x36, w);
  const outer = padState(key, 0x5c, w);
  // The message's bytes `${clientSeed}:${nonce}:${round}` and their padding: room for two blocks.
  const prefix = encoder.encode(`${clientSeed}:`);
  // Two safe integers of up to 16 digits and a colon follow the prefix.
  const msg = new Uint8Array(Math.ceil((prefix.length + 33 + 9) / BLOCK) * BLOCK);
  msg.set(prefix);
  const state = new Int32Array(8);
  const out: number[] = [];

  const writeDigits = (at: number, n: number): number => {
    const text = String(n);
    for (let i = 0; i < text.length; i++) msg[at + i] = text.charCodeAt(i);
    return at + text.length;
  };

  /** HMAC of the current message of `length` bytes into `state`. */
  const hmac = (length: number): void => {
    // Inner: key block already in `inner`; the message, 0x80, zeros, its bit length (64 key bytes + message).
    const blocks = Math.ceil((length + 9) / BLOCK);
    msg.fill(0, length, blocks * BLOCK);
    msg[length] = 0x80;
    const bits = (BLOCK + length) * 8;
    const end = blocks * BLOCK;
    msg[end - 4] = bits >>> 24;
    msg[end - 3] = (bits >>> 16) & 0xff;
    msg[end - 2] = (bits >>> 8) & 0xff;
    msg[end - 1] = bits & 0xff;
    state.set(inner);
    for (let b = 0; b < blocks; b++) {
      for (let i = 0; i < 16; i++) {
        const o = b * BLOCK + i * 4;
        w[i] = ((msg[o] ?? 0) << 24) | ((msg[o + 1] ?? 0) << 16) | ((msg[o + 2] ?? 0) << 8) | (msg[o + 3] ?? 0);
      }
      compress(state, w);
    }
    // Outer: the inner digest (8 words), 0x80, zeros, (64 + 32) * 8 bits.
    for (let i = 0; i < 8; i++) w[i] = state[i] ?? 0;
    w[8] = 0x80000000 | 0;
    for (let i = 9; i < 15; i++) w[i] = 0;
    w[15] = (BLOCK + 32) * 8;
    state.set(outer);
    compress(state, w);
  };

  return {
    floats(nonce, count) {
      if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
      const afterNonce = writeDigits(prefix.length, nonce);
      msg[afterNonce] = 0x3a; // ':'
      out.length = count;
      for (let round = 0; round * FLOATS_PER_ROUND < count; round++) {
        hmac(writeDigits(afterNonce + 1, round));
        // bytesToFloat sums b0/256 + ... + b3/256^4, exact in a double: the big-endian word over 2^32.
        const upTo = Math.min(FLOATS_PER_ROUND, count - round * FLOATS_PER_ROUND);
        for (let i = 0; i < upTo; i++) out[round * FLOATS_PER_ROUND + i] = ((state[i] ?? 0) >>> 0) / 4294967296;
      }
      return out;
    },
  };
}

/** murmur3's finalizer: every input bit moves every output bit. */
function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

export interface PlayerChoices {
  /** restart the generator for a round's nonce */
  start(nonce: number): void;
  /** the next float in [0, 1) */
  next(): number;
}

/**
 * A simulated player's random choices (a hand, a panel, a card): sfc32
 * seeded from the seed pair and the round's nonce, so they do not depend on
 * how a run was split into chunks, never read the outcome floats, and cost
 * nanoseconds, not an HMAC. Not for anything a real play decides.
 */
export function playerChoices(serverSeed: string, clientSeed: string): PlayerChoices {
  const digest = createHash('sha256').update(`${serverSeed}:${clientSeed}:player`).digest();
  const key = [0, 1, 2, 3].map((i) => digest.readInt32BE(i * 4));
  let a = 0,
    b = 0,
    c = 0,
    d = 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  return {
    start(nonce) {
      const lo = nonce >>> 0;
      const hi = Math.floor(nonce / 4294967296);
      a = fmix32((key[0] ?? 0) ^ fmix32(lo));
      b = fmix32((key[1] ?? 0) ^ fmix32(hi + 0x9e3779b9));
      c = fmix32((key[2] ?? 0) ^ fmix32(lo + 0x3c6ef372));
      d = (key[3] ?? 0) | 1;
      for (let i = 0; i < 12; i++) next();
    },
    next,
  };
}
