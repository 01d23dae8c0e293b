// The one way a game draws its random numbers: every game service calls
// drawOutcome inside the transaction that writes its round and ledger entry,
// stores the proof with the round, and maps the floats to its result with
// pure code (pickWeighted on its prize table, for instance). The RTP
// simulation calls the same mapping on floatsSync, so simulated and real
// plays share one path.
import type { Kysely } from 'kysely';
import type { OutcomeProof } from '../../contract/schemas/fairness';
import type { Database } from '../db/schema';
import { nextOutcome } from './repo';
import { floats } from './rng';

export interface DrawnOutcome {
  /** `count` numbers in [0, 1), in the documented order */
  floats: number[];
  /** what the round keeps so the player can verify it after a rotation */
  proof: OutcomeProof;
}

/** Takes the player's next nonce and computes the outcome floats for it. */
export async function drawOutcome(trx: Kysely<Database>, playerId: number, count: number): Promise<DrawnOutcome> {
  const seed = await nextOutcome(trx, playerId);
  return {
    floats: await floats(seed.serverSeed, seed.clientSeed, seed.nonce, count),
    proof: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
  };
}
