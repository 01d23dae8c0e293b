// The server side of provable fairness: the shared math of contract/fairness.ts
// bound to node:crypto, plus seed generation. Every game draws its outcome
// numbers through here (see ./outcome.ts), so the RTP simulation and the
// browser verifier run exactly the code that decides real plays.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { floatsFromRounds, floatsWith, outcomeMessage, roundsFor, type HmacSha256 } from '../../contract/fairness';

export { pickIndex, pickWeighted } from '../../contract/fairness';

export function hmacSha256Sync(key: string, message: string): Uint8Array {
  return createHmac('sha256', key).update(message).digest();
}

/** The one async interface both sides implement (the browser's is webHmacSha256). */
export const nodeHmacSha256: HmacSha256 = async (key, message) => hmacSha256Sync(key, message);

/** The first `count` outcome floats of a play, each in [0, 1). */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  return floatsWith(nodeHmacSha256, serverSeed, clientSeed, nonce, count);
}

/** Same numbers without promises: for simulations of millions of rounds. */
export function floatsSync(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
  const rounds = Array.from({ length: roundsFor(count) }, (_, round) =>
    hmacSha256Sync(serverSeed, outcomeMessage(clientSeed, nonce, round)),
  );
  return floatsFromRounds(rounds, count);
}

/** SHA-256 of the seed's text, hex: shown to the player before any play with that seed. */
export function hashSeed(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** 32 random bytes as hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The default client seed: random, so a player who never changes it is still covered. */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}
