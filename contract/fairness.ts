// Provably fair outcome numbers, shared by the server (which draws them) and
// the browser (whose verifier recomputes them from a revealed seed). Only the
// HMAC differs by side, so it is injected: node:crypto on the server,
// crypto.subtle here (webHmacSha256) for the browser.
//
// The scheme is the one Stake documents, so players can check it with any
// third-party verifier:
//   bytes(round) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)
//   float        = b0/256 + b1/256^2 + b2/256^3 + b3/256^4   (4 bytes per float)
// and a cursor walks on to round 1, 2, ... when one 32-byte HMAC (8 floats) is
// not enough. The key is the server seed's text (its hex string as UTF-8), not
// the decoded bytes, exactly as those verifiers do it.

/** A client seed: letters, digits, _ and -, easy to type and to copy into any third-party verifier. */
export const CLIENT_SEED_PATTERN = '^[\\w-]{1,64}$';

/** HMAC-SHA256 of a UTF-8 message under a UTF-8 key. */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;

export const BYTES_PER_FLOAT = 4;
/** One HMAC-SHA256 is 32 bytes: eight floats per round. */
export const FLOATS_PER_ROUND = 8;

export function outcomeMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** The float of the four bytes at `offset`: in [0, 1), 32 bits of precision. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let result = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new RangeError(`need ${BYTES_PER_FLOAT} bytes at offset ${offset}`);
    result += byte / 256 ** (i + 1);
  }
  return result;
}

/** How many HMAC rounds `count` floats take. */
export function roundsFor(count: number): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`float count must be a non-negative integer, got ${count}`);
  return Math.ceil(count / FLOATS_PER_ROUND);
}

/**
 * The floats of already computed rounds (round i's 32 bytes at index i).
 * Synchronous so a simulation of millions of rounds can skip promises.
 */
export function floatsFromRounds(rounds: readonly Uint8Array[], count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const round = rounds[Math.floor(i / FLOATS_PER_ROUND)];
    if (!round) throw new RangeError(`float ${i} needs round ${Math.floor(i / FLOATS_PER_ROUND)}`);
    out.push(bytesToFloat(round, (i % FLOATS_PER_ROUND) * BYTES_PER_FLOAT));
  }
  return out;
}

/** The first `count` outcome floats of one (server seed, client seed, nonce). */
export async function floatsWith(
  hmac: HmacSha256,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
  const rounds = await Promise.all(
    Array.from({ length: roundsFor(count) }, (_, round) => hmac(serverSeed, outcomeMessage(clientSeed, nonce, round))),
  );
  return floatsFromRounds(rounds, count);
}

/**
 * The index a float lands on when each slot owns a share of [0, 1) in
 * proportion to its weight (slot order matters and is part of the published
 * table). Integer weights keep the RTP of a table exact.
 */
export function pickWeighted(float: number, weights: readonly number[]): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`float must be in [0, 1), got ${float}`);
  let total = 0;
  for (const w of weights) {
    if (!Number.isFinite(w) || w < 0) throw new RangeError(`weights must be finite and non-negative, got ${w}`);
    total += w;
  }
  if (total <= 0) throw new RangeError('weights must not all be zero');
  const target = float * total;
  let cumulative = 0;
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] ?? 0;
    if (w === 0) continue;
    cumulative += w;
    last = i;
    if (target < cumulative) return i;
  }
  // Only reachable through rounding on non-integer weights: the last live slot owns the top edge.
  return last;
}

/** An integer in [0, n): the "range" helper of the same scheme. */
export function pickIndex(float: number, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`n must be a positive integer, got ${n}`);
  if (!(float >= 0 && float < 1)) throw new RangeError(`float must be in [0, 1), got ${float}`);
  // pickWeighted over n weights of 1, without building them (a third of a simulated rsp match's time):
  // its running sums are the integers 1..n, so it returns the first i with float * n < i + 1.
  return Math.min(n - 1, Math.floor(float * n));
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(text));

function subtle() {
  const s = globalThis.crypto?.subtle;
  // crypto.subtle exists only in secure contexts (https or localhost).
  if (!s) throw new Error('crypto.subtle is not available (the verifier needs a secure context)');
  return s;
}

/** HMAC-SHA256 through Web Crypto: the browser side (and Node 20's globalThis.crypto). */
export const webHmacSha256: HmacSha256 = async (key, message) => {
  const k = await subtle().importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, utf8(message)));
};

/** SHA-256 of a seed's text as hex: the commitment shown before any play. */
export async function webHashSeed(seed: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(seed))));
}

/** Browser verifier: does a revealed seed match the hash that was shown before play? */
export async function seedMatchesHash(serverSeed: string, serverSeedHash: string): Promise<boolean> {
  return (await webHashSeed(serverSeed)) === serverSeedHash.toLowerCase();
}
