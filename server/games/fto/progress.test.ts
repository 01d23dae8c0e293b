import { describe, expect, it } from 'vitest';
import type { FtoTable } from '../../../contract/games/fto';
import { FTO_GRACE_MS, FTO_ROUNDS, ftoDraw, ftoLevel } from '../../../contract/games/ftoRules';
import {
  answer,
  coinsOf,
  deal,
  emptyProgress,
  expireDue,
  isFinished,
  nextRound,
  type FtoProgress,
  type FtoSecret,
  type Step,
} from './progress';

const T0 = new Date('2026-11-24T04:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const table: FtoTable = { sets: ['a', 'b', 'c'], differences: [4, 3, 5] };
const floats = Array.from({ length: 30 }, (_, i) => (i * 0.37) % 1);
const secret: FtoSecret = { draws: Array.from({ length: FTO_ROUNDS }, (_, i) => ftoDraw(floats, i + 1, table)) };
const oddOf = (round: number) => secret.draws[round - 1]?.odd ?? -1;

function ok<T>(step: Step<T>): T {
  if (!step.ok) throw new Error(`refused: ${step.refusal.key}`);
  return step.value;
}
const refusal = <T>(step: Step<T>) => (step.ok ? null : step.refusal);

function dealt(p: FtoProgress, round: number, now = T0): FtoProgress {
  return ok(deal(p, round, now, 'ab')).progress;
}

describe('Find The Odd progress', () => {
  it('deals rounds in order, and the open round again with the same deadline', () => {
    const p = dealt(emptyProgress(), 1);
    expect(p.dealt).toMatchObject({ round: 1, deadline: at(ftoLevel(1).ms).toISOString() });
    const again = ok(deal(p, 1, at(5000), 'cd'));
    expect(again).toMatchObject({ fresh: false, dealt: p.dealt });
    expect(refusal(deal(p, 2, T0, 'x'))).toEqual({ status: 409, key: 'msg.roundNotOpen' });
    expect(refusal(deal(emptyProgress(), 3, T0, 'x'))).toEqual({ status: 409, key: 'msg.roundNotOpen' });
  });

  it('scores the odd card right, any other card wrong, and never a round twice', () => {
    let p = dealt(emptyProgress(), 1);
    const right = ok(answer(p, secret, 1, oddOf(1), at(1000)));
    expect(right.result).toEqual({ round: 1, picked: oddOf(1), oddCard: oddOf(1), correct: true, timedOut: false });
    p = right.progress;
    expect(refusal(answer(p, secret, 1, oddOf(1), at(1100)))).toEqual({ status: 409, key: 'msg.roundAnswered' });
    expect(refusal(deal(p, 1, at(1100), 'x'))).toEqual({ status: 409, key: 'msg.roundAnswered' });
    p = dealt(p, 2, at(2000));
    const wrongCard = (oddOf(2) + 1) % ftoLevel(2).cards;
    const wrong = ok(answer(p, secret, 2, wrongCard, at(3000)));
    expect(wrong.result).toMatchObject({ correct: false, picked: wrongCard, oddCard: oddOf(2), timedOut: false });
    expect(coinsOf(wrong.progress)).toBe(1);
  });

  it('refuses a card past the deadline and grace, changing nothing, but takes the time-up answer', () => {
    const p = dealt(emptyProgress(), 1);
    const deadline = ftoLevel(1).ms;
    expect(ok(answer(p, secret, 1, oddOf(1), at(deadline + FTO_GRACE_MS))).result.correct).toBe(true);
    expect(refusal(answer(p, secret, 1, oddOf(1), at(deadline + FTO_GRACE_MS + 1)))).toEqual({ status: 409, key: 'msg.roundTimeUp' });
    const up = ok(answer(p, secret, 1, null, at(deadline + 5000)));
    expect(up.result).toEqual({ round: 1, picked: null, oddCard: oddOf(1), correct: false, timedOut: true });
  });

  it('refuses a card outside the grid and an answer to a round not dealt', () => {
    const p = dealt(emptyProgress(), 1);
    expect(refusal(answer(p, secret, 1, ftoLevel(1).cards, T0))).toEqual({ status: 400, key: 'msg.invalidAnswer' });
    expect(refusal(answer(emptyProgress(), secret, 1, 0, T0))).toEqual({ status: 409, key: 'msg.roundNotOpen' });
    expect(refusal(answer(p, secret, 2, 0, T0))).toEqual({ status: 409, key: 'msg.roundNotOpen' });
  });

  it('counts a round left past its deadline as wrong on return, and deals the next', () => {
    const p = dealt(emptyProgress(), 1);
    expect(expireDue(p, secret, at(ftoLevel(1).ms))).toBe(p);
    const back = expireDue(p, secret, at(ftoLevel(1).ms + FTO_GRACE_MS + 1));
    expect(back.results).toEqual([{ round: 1, picked: null, oddCard: oddOf(1), correct: false, timedOut: true }]);
    expect(back.dealt).toBeNull();
    expect(nextRound(back)).toBe(2);
  });

  it('ends after ten rounds with one coin per right answer', () => {
    let p = emptyProgress();
    for (let round = 1; round <= FTO_ROUNDS; round++) {
      p = dealt(p, round, at(round * 60_000));
      p = ok(answer(p, secret, round, round % 3 === 0 ? null : oddOf(round), at(round * 60_000 + 500))).progress;
    }
    expect(isFinished(p)).toBe(true);
    expect(nextRound(p)).toBeNull();
    expect(coinsOf(p)).toBe(7);
    expect(refusal(deal(p, FTO_ROUNDS, at(0), 'x'))).toEqual({ status: 409, key: 'msg.roundAnswered' });
  });
});
