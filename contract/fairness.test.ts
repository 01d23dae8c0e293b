import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  floatsFromRounds,
  floatsWith,
  outcomeMessage,
  pickIndex,
  pickWeighted,
  roundsFor,
  seedMatchesHash,
  toHex,
  webHashSeed,
  webHmacSha256,
} from './fairness';

// Pinned once from an independent few-line node:crypto implementation of the
// documented scheme (not from this module), so a change of byte order, key
// encoding or message format shows up here.
const SERVER_SEED = 'a'.repeat(64);
const CLIENT_SEED = 'player-seed';
const SEED_HASH = 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb';
const HMAC_0_0 = '26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672';
const HMAC_7_0 = '8a5dc141eac48db35ef2bcf6b667466bfb65ea1511479556acbf3b4dda470f92';
const FIRST_TEN = [
  0.15141557133756578, 0.6422305372543633, 0.2915035653859377, 0.5162990654353052, 0.12258616671897471, 0.22063910262659192,
  0.39553937898017466, 0.015905764419585466, 0.6873923211824149, 0.03667684108950198,
];

describe('outcome floats (browser path, crypto.subtle)', () => {
  it('formats the HMAC message as clientSeed:nonce:round', () => {
    expect(outcomeMessage('abc', 12, 3)).toBe('abc:12:3');
  });

  it('matches the pinned HMAC vectors', async () => {
    expect(toHex(await webHmacSha256(SERVER_SEED, `${CLIENT_SEED}:0:0`))).toBe(HMAC_0_0);
    expect(toHex(await webHmacSha256(SERVER_SEED, `${CLIENT_SEED}:7:0`))).toBe(HMAC_7_0);
  });

  it('turns 4 bytes into sum(b_i / 256^(i+1)) and walks on to round 1 after 8 floats', async () => {
    expect(await floatsWith(webHmacSha256, SERVER_SEED, CLIENT_SEED, 0, 10)).toEqual(FIRST_TEN);
  });

  it('hashes the seed text with SHA-256 and verifies a revealed seed', async () => {
    expect(await webHashSeed(SERVER_SEED)).toBe(SEED_HASH);
    expect(await seedMatchesHash(SERVER_SEED, SEED_HASH.toUpperCase())).toBe(true);
    expect(await seedMatchesHash('b'.repeat(64), SEED_HASH)).toBe(false);
  });

  it('spans [0, 1): all-zero bytes give 0, all-0xff bytes stay below 1', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    const top = bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0);
    expect(top).toBeLessThan(1);
    expect(top).toBe(1 - 2 ** -32);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]), 0)).toBe(0.5);
  });

  it('refuses bad counts, nonces and short rounds', async () => {
    expect(roundsFor(0)).toBe(0);
    expect(roundsFor(8)).toBe(1);
    expect(roundsFor(9)).toBe(2);
    expect(() => roundsFor(-1)).toThrow(RangeError);
    await expect(floatsWith(webHmacSha256, SERVER_SEED, CLIENT_SEED, -1, 1)).rejects.toThrow(RangeError);
    expect(() => floatsFromRounds([new Uint8Array(32)], 9)).toThrow(RangeError);
    expect(() => bytesToFloat(new Uint8Array(3), 0)).toThrow(RangeError);
  });
});

describe('pickWeighted', () => {
  it('gives each slot a share of [0, 1) in order, in proportion to its weight', () => {
    const weights = [1, 2, 1];
    expect(pickWeighted(0, weights)).toBe(0);
    expect(pickWeighted(0.2499, weights)).toBe(0);
    expect(pickWeighted(0.25, weights)).toBe(1);
    expect(pickWeighted(0.7499, weights)).toBe(1);
    expect(pickWeighted(0.75, weights)).toBe(2);
    expect(pickWeighted(1 - 2 ** -32, weights)).toBe(2);
  });

  it('never lands on a zero-weight slot, even at the edges', () => {
    expect(pickWeighted(0, [0, 5, 0])).toBe(1);
    expect(pickWeighted(1 - 2 ** -32, [0, 5, 0])).toBe(1);
    expect(pickWeighted(1 - 2 ** -53, [0.1, 0.2, 0.7, 0])).toBe(2);
  });

  it('refuses floats outside [0, 1) and broken tables', () => {
    expect(() => pickWeighted(1, [1])).toThrow(RangeError);
    expect(() => pickWeighted(-0.1, [1])).toThrow(RangeError);
    expect(() => pickWeighted(Number.NaN, [1])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [1, -1])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });

  it('pickIndex picks what pickWeighted does over n equal weights, at and around every edge', () => {
    for (const n of [1, 2, 3, 6, 9, 16, 1000]) {
      const weights = Array.from({ length: n }, () => 1);
      const edges = Array.from({ length: n }, (_, i) => i / n).flatMap((f) => [f, Math.max(0, f - 2 ** -32), f + 2 ** -32]);
      for (const f of [...edges, 1 - 2 ** -32].filter((x) => x >= 0 && x < 1)) expect(pickIndex(f, n)).toBe(pickWeighted(f, weights));
    }
    expect(() => pickIndex(1, 3)).toThrow(RangeError);
    expect(() => pickIndex(-0.1, 3)).toThrow(RangeError);
    expect(() => pickIndex(Number.NaN, 3)).toThrow(RangeError);
  });

  it('pickIndex splits [0, 1) into n equal slots', () => {
    expect(pickIndex(0, 6)).toBe(0);
    expect(pickIndex(0.5, 6)).toBe(3);
    expect(pickIndex(1 - 2 ** -32, 6)).toBe(5);
    expect(() => pickIndex(0.5, 0)).toThrow(RangeError);
  });
});
