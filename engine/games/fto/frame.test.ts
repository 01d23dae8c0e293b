import { describe, expect, it } from 'vitest';
import { fill, poseFrame, revealLook, revealMarks } from './frame';
import type { FtoDeal } from './types';

const deal: FtoDeal = {
  round: 4,
  rounds: 10,
  pictures: { cards: Array<string>(9).fill('a.png') },
  count: 9,
  cols: 3,
  limitMs: 12_000,
  remainingMs: 12_000,
  coins: 2,
};

describe('FTO frames', () => {
  it('fills the dictionary placeholders, in any order, leaving unknown ones', () => {
    expect(fill('Round {{0}}/{{1}}', 3, 10)).toBe('Round 3/10');
    expect(fill('第 {{0}} / {{1}} 轮', 3, 10)).toBe('第 3 / 10 轮');
    expect(fill('{{1}} then {{0}}', 'a', 'b')).toBe('b then a');
    expect(fill('+{{0}} coins {{2}}', 5)).toBe('+5 coins {{2}}');
  });

  it('marks the odd card, a wrong pick and the rest', () => {
    expect(revealMarks(4, { oddCard: 2, picked: 2 })).toEqual(['plain', 'plain', 'odd', 'plain']);
    expect(revealMarks(4, { oddCard: 2, picked: 0 })).toEqual(['wrong', 'plain', 'odd', 'plain']);
    expect(revealMarks(4, { oddCard: 3, picked: null })).toEqual(['plain', 'plain', 'plain', 'odd']);
  });

  it('ends a reveal on the look the server decided', () => {
    expect(revealLook({ correct: true, timedOut: false })).toBe('correct');
    expect(revealLook({ correct: false, timedOut: false })).toBe('wrong');
    expect(revealLook({ correct: false, timedOut: true })).toBe('timeout');
  });

  it('freezes a round part-way through its time', () => {
    const f = poseFrame({ state: 'round', deal, progress: 0.25 });
    expect(f).toMatchObject({ look: 'round', remainingMs: 9000, coins: 2, reveal: null });
    expect(poseFrame({ state: 'round', deal, progress: 3 }).remainingMs).toBe(0);
  });

  it('freezes reveals after their animation, with the coins the server counted', () => {
    const reveal = { round: 4, picked: 1, oddCard: 1, correct: true, timedOut: false, coins: 3 };
    expect(poseFrame({ state: 'correct', deal, reveal })).toMatchObject({ look: 'correct', coins: 3, reveal });
    const timeout = { ...reveal, picked: null, correct: false, timedOut: true, coins: 2 };
    expect(poseFrame({ state: 'timeout', deal, reveal: timeout })).toMatchObject({ look: 'timeout', remainingMs: 0, coins: 2 });
    expect(poseFrame({ state: 'intro' }).look).toBe('intro');
    expect(poseFrame({ state: 'finished', coins: 7, correct: 7, rounds: 10 })).toMatchObject({
      look: 'finished',
      summary: { coins: 7, correct: 7, rounds: 10 },
    });
  });
});
