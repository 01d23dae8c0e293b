// The browser half of provable fairness, for every game: for a revealed
// server seed, recompute the outcome floats of each past round drawn with it
// (contract/fairness.ts: the same HMAC floats the server drew) and let the
// round's game compare what they give with what was recorded. Nothing is
// trusted from the server but the seed, which must hash to the fingerprint
// shown before play, and the table each round says it was drawn on.
import { floatsWith, seedMatchesHash, type HmacSha256 } from '../../contract/fairness';
import type { RevealedSeed } from '../../contract/schemas/fairness';
import type { RoundToVerify } from './verifyRound';

export interface RoundCheck {
  game: string;
  rowId: number;
  nonce: number;
  expected: string;
  recorded: string;
  ok: boolean;
}

export interface SeedCheck {
  hashOk: boolean;
  rounds: RoundCheck[];
}

export async function verifySeed(seed: RevealedSeed, rounds: readonly RoundToVerify[], hmac: HmacSha256): Promise<SeedCheck> {
  const hashOk = await seedMatchesHash(seed.serverSeed, seed.serverSeedHash);
  const checks: RoundCheck[] = [];
  for (const round of rounds) {
    if (round.proof.serverSeedHash !== seed.serverSeedHash) continue;
    // The round's own client seed and nonce: the player may have changed the client seed mid-pair.
    const floats = await floatsWith(hmac, seed.serverSeed, round.proof.clientSeed, round.proof.nonce, round.floats);
    const { expected, recorded, ok } = round.check(floats);
    checks.push({ game: round.game, rowId: round.rowId, nonce: round.proof.nonce, expected, recorded, ok: hashOk && ok });
  }
  checks.sort((a, b) => a.nonce - b.nonce);
  return { hashOk, rounds: checks };
}
