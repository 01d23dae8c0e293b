import { describe, expect, it } from 'vitest';
import { answerCheck, askCheck, isDue, judge, outcomeOf, QUIZ_GRACE_MS, shuffledOrder, type Asked, type Step } from './progress';

const T0 = new Date('2026-11-24T04:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const refusal = <T>(step: Step<T>) => (step.ok ? null : step.refusal);

const open = (position: number): Asked => ({ position, askedAt: T0, deadline: at(20_000), picked: null, correct: null, answeredAt: null });
const closed = (position: number, picked: number | null): Asked => ({ ...open(position), picked, correct: picked === 0, answeredAt: T0 });

describe("the quiz play's rules", () => {
  it('shuffles every order of choices into a permutation, each reachable', () => {
    const seen = new Set<string>();
    let draw = 0;
    // A counting "random" walks every sequence of picks, so every order appears.
    for (let run = 0; run < 24; run++) {
      const picks = [run % 4, Math.floor(run / 4) % 3, Math.floor(run / 12) % 2];
      draw = 0;
      const order = shuffledOrder(4, () => picks[draw++] ?? 0);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      seen.add(order.join());
    }
    expect(seen.size).toBe(24);
  });

  it('asks in order, one open question at a time, the open one again', () => {
    expect(askCheck([], 1)).toEqual({ ok: true, value: { again: null } });
    expect(refusal(askCheck([], 2))).toEqual({ status: 400, key: 'msg.invalidQuestion' });
    const q1 = open(1);
    expect(askCheck([q1], 1)).toEqual({ ok: true, value: { again: q1 } });
    expect(refusal(askCheck([q1], 2))).toEqual({ status: 400, key: 'msg.invalidQuestion' });
    expect(refusal(askCheck([closed(1, 0)], 1))).toEqual({ status: 409, key: 'msg.roundAnswered' });
    expect(askCheck([closed(1, 0)], 2)).toEqual({ ok: true, value: { again: null } });
  });

  it('takes an answer once, within the deadline and its grace, from the choices shown', () => {
    const q1 = open(1);
    expect(answerCheck([q1], 1, 2, 3, at(20_000 + QUIZ_GRACE_MS))).toEqual({ ok: true, value: q1 });
    expect(refusal(answerCheck([q1], 1, 2, 3, at(20_000 + QUIZ_GRACE_MS + 1)))).toEqual({ status: 409, key: 'msg.roundTimeUp' });
    // "Time's up" on the screen is taken however late.
    expect(answerCheck([q1], 1, null, 3, at(60_000))).toEqual({ ok: true, value: q1 });
    expect(refusal(answerCheck([q1], 1, 3, 3, T0))).toEqual({ status: 400, key: 'msg.invalidAnswer' });
    expect(refusal(answerCheck([q1], 2, 0, 3, T0))).toEqual({ status: 400, key: 'msg.invalidQuestion' });
    expect(refusal(answerCheck([closed(1, 1)], 1, 0, 3, T0))).toEqual({ status: 409, key: 'msg.roundAnswered' });
    expect([isDue(q1, at(20_000 + QUIZ_GRACE_MS)), isDue(q1, at(20_000 + QUIZ_GRACE_MS + 1)), isDue(closed(1, 0), at(99_000))]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("judges the choice as shown against the operator's right choice", () => {
    // Shown order [2, 0, 1]: the operator's choice 0 (right) is shown second.
    expect(judge([2, 0, 1], 0, 1)).toEqual({ right: 1, correct: true });
    expect(judge([2, 0, 1], 0, 0)).toEqual({ right: 1, correct: false });
    expect(judge([2, 0, 1], 0, null)).toEqual({ right: 1, correct: false });
  });

  it('tells where a finished play ended', () => {
    expect(outcomeOf({ finished: false, place: null, placesFull: false })).toBeNull();
    expect(outcomeOf({ finished: true, place: 7, placesFull: false })).toBe('eligible');
    expect(outcomeOf({ finished: true, place: null, placesFull: true })).toBe('full');
    expect(outcomeOf({ finished: true, place: null, placesFull: false })).toBe('notQualified');
  });
});
