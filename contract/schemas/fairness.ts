import Type from 'typebox';
import { CLIENT_SEED_PATTERN } from '../fairness';

// Provable fairness (server/fairness): what the settings screen shows and
// changes, and what its in-browser verifier (contract/fairness.ts) needs to
// recompute a past outcome.

const Hex64 = Type.String({ pattern: '^[0-9a-f]{64}$' });
export const ClientSeed = Type.String({ pattern: CLIENT_SEED_PATTERN });

/** The active pair: the server seed itself stays secret until rotated out. */
export const SeedPair = Type.Object({
  serverSeedHash: Hex64,
  clientSeed: Type.String(),
  /** the nonce the next outcome will use (outcomes drawn so far) */
  nonce: Type.Integer({ minimum: 0 }),
});
export type SeedPair = Type.Static<typeof SeedPair>;

/** A pair rotated out: its server seed is public now, so every outcome it drew can be recomputed. */
export const RevealedSeed = Type.Object({
  serverSeed: Hex64,
  serverSeedHash: Hex64,
  clientSeed: Type.String(),
  /** outcomes drawn with it: nonces 0 .. nonce - 1 */
  nonce: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  revealedAt: Type.String({ format: 'date-time' }),
});
export type RevealedSeed = Type.Static<typeof RevealedSeed>;

/** GET fairness, and the answer of PUT fairness/client-seed. */
export const FairnessState = Type.Object({
  current: SeedPair,
  /** newest first, at most FAIRNESS_HISTORY_LIMIT */
  previous: Type.Array(RevealedSeed),
});
export type FairnessState = Type.Static<typeof FairnessState>;
export const FAIRNESS_HISTORY_LIMIT = 20;

/** PUT fairness/client-seed: takes effect from the next outcome; the nonce goes on counting. */
export const ClientSeedBody = Type.Object({ clientSeed: ClientSeed });
export type ClientSeedBody = Type.Static<typeof ClientSeedBody>;

/** POST fairness/rotate: reveals the active server seed and starts a new pair at nonce 0. Send {} to keep the client seed. */
export const RotateBody = Type.Object({
  /** the client seed of the new pair; the current one is kept when omitted */
  clientSeed: Type.Optional(ClientSeed),
});
export type RotateBody = Type.Static<typeof RotateBody>;
export const RotateResponse = Type.Object({ revealed: RevealedSeed, current: SeedPair });
export type RotateResponse = Type.Static<typeof RotateResponse>;

/**
 * What a game round stores and shows in its history so the verifier can
 * recompute it once the seed is revealed (hash identifies the pair).
 */
export const OutcomeProof = Type.Object({
  serverSeedHash: Hex64,
  clientSeed: Type.String(),
  nonce: Type.Integer({ minimum: 0 }),
});
export type OutcomeProof = Type.Static<typeof OutcomeProof>;
