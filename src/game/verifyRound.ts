// The fairness verifier's rounds (src/game/verifySeed.ts), apart from the game descriptors of
// types.ts: the verifier is pure code that tests/server/games-history.test.ts runs in Node against
// the real server, so nothing here may reach the DOM (tsconfig.node.json checks it without).
import type { GameSlug } from '../../contract/constants';
import type { OutcomeProof } from '../../contract/schemas/fairness';

/**
 * The quiz's lucky roulette: drawn from the player's seed pair like a game's
 * round, shown in the QA gallery like a game's scene, yet no game of the
 * games list (not a GameSlug, no ChromeGame): src/game/quiz/roulette.
 */
export const QUIZ_ROULETTE = 'quiz-roulette';

/** What the fairness verifier recomputes rounds of (src/game/verifySources.ts). */
export type VerifiedGame = GameSlug | typeof QUIZ_ROULETTE;

/** One past round the fairness verifier recomputes from a revealed seed. */
export interface RoundToVerify {
  game: VerifiedGame;
  rowId: number;
  proof: OutcomeProof;
  /** how many outcome floats the round drew */
  floats: number;
  /** what the recomputed floats give beside what was recorded, as short texts the verifier shows */
  check(floats: readonly number[]): { expected: string; recorded: string; ok: boolean };
}
