// A Find The Odd play as a pure state machine over what the rounds store
// keeps (`detail`: the answered rounds and the round dealt now; `outcome`:
// the draws, secret while the play is open). The service (play.ts) runs these
// inside the player's lock and persists what they return; nothing here reads
// a clock or a database, so every rule is a unit test.
import { MSG } from '../../../contract/errors';
import type { FtoRoundResult } from '../../../contract/games/fto';
import { FTO_COIN_PER_CORRECT, FTO_GRACE_MS, FTO_ROUNDS, ftoLevel, type FtoDraw } from '../../../contract/games/ftoRules';
import { refuse, type Step } from '../platform/step';

export interface Dealt {
  round: number;
  startedAt: string;
  deadline: string;
  /** hex seed of the cards' invisible noise: a re-deal of the open round gives the same bytes */
  noise: string;
}

export interface FtoProgress {
  results: FtoRoundResult[];
  dealt: Dealt | null;
}

export interface FtoSecret {
  draws: FtoDraw[];
}

export const emptyProgress = (): FtoProgress => ({ results: [], dealt: null });

export type { Refusal, Step } from '../platform/step';

export const coinsOf = (p: FtoProgress): number => p.results.filter((r) => r.correct).length * FTO_COIN_PER_CORRECT;
export const isFinished = (p: FtoProgress): boolean => p.results.length >= FTO_ROUNDS;
/** The round to deal next, or null once every round is answered. */
export const nextRound = (p: FtoProgress): number | null => (isFinished(p) ? null : p.results.length + 1);

function drawOf(secret: FtoSecret, round: number): FtoDraw {
  const draw = secret.draws[round - 1];
  if (!draw) throw new Error(`play has no draw for round ${round}`);
  return draw;
}

const closed = (p: FtoProgress, secret: FtoSecret, dealt: Dealt, picked: number | null, timedOut: boolean): FtoProgress => {
  const odd = drawOf(secret, dealt.round).odd;
  return {
    results: [...p.results, { round: dealt.round, picked, oddCard: odd, correct: picked === odd && !timedOut, timedOut }],
    dealt: null,
  };
};

/** A dealt round past its deadline (and grace) counts as wrong: what a player who left finds on return. */
export function expireDue(p: FtoProgress, secret: FtoSecret, now: Date): FtoProgress {
  const { dealt } = p;
  if (!dealt || now.getTime() <= Date.parse(dealt.deadline) + FTO_GRACE_MS) return p;
  return closed(p, secret, dealt, null, true);
}

/**
 * Deal `round`: the open round again (same cards, same deadline), or the next
 * one with its clock starting now. Anything else is out of order.
 */
export function deal(
  p: FtoProgress,
  round: number,
  now: Date,
  noise: string,
): Step<{ progress: FtoProgress; dealt: Dealt; fresh: boolean }> {
  if (p.dealt) {
    return p.dealt.round === round ? { ok: true, value: { progress: p, dealt: p.dealt, fresh: false } } : refuse(409, MSG.roundNotOpen);
  }
  if (round <= p.results.length) return refuse(409, MSG.roundAnswered);
  if (round !== nextRound(p)) return refuse(409, MSG.roundNotOpen);
  const dealt: Dealt = {
    round,
    noise,
    startedAt: now.toISOString(),
    deadline: new Date(now.getTime() + ftoLevel(round).ms).toISOString(),
  };
  return { ok: true, value: { progress: { ...p, dealt }, dealt, fresh: true } };
}

/**
 * The player's answer to the open round: a card, or null when the timer ran
 * out on their screen. A card after the deadline (and grace), a round already
 * answered or one not dealt is refused and changes nothing.
 */
export function answer(
  p: FtoProgress,
  secret: FtoSecret,
  round: number,
  card: number | null,
  now: Date,
): Step<{ progress: FtoProgress; result: FtoRoundResult }> {
  const { dealt } = p;
  if (round <= p.results.length) return refuse(409, MSG.roundAnswered);
  if (!dealt || dealt.round !== round) return refuse(409, MSG.roundNotOpen);
  if (card !== null && card >= ftoLevel(round).cards) return refuse(400, MSG.invalidAnswer);
  const late = now.getTime() > Date.parse(dealt.deadline) + FTO_GRACE_MS;
  if (card !== null && late) return refuse(409, MSG.roundTimeUp);
  const progress = closed(p, secret, dealt, card, card === null);
  const result = progress.results.at(-1);
  if (!result) throw new Error('closing a round added no result');
  return { ok: true, value: { progress, result } };
}
