import { describe, expect, it } from 'vitest';
import type { QuizPlay } from '../../../contract/games/quiz';
import { galleryPlay, GALLERY_QUESTION } from './galleryFixtures';
import { capBites, countdownParts, dayOf, lastDayOf, skewOf, stepOf, timeLeft, verdictOf, weekAction } from './quizView';

describe('quiz dates', () => {
  it('shows an instant as its Malaysian day, and a period by its last day (the end is exclusive)', () => {
    expect(dayOf('2024-10-01T16:00:00Z')).toBe('02/10/2024');
    expect(lastDayOf('2024-10-14T16:00:00Z')).toBe('14/10/2024');
  });
});

describe('timeLeft', () => {
  const q = { limitMs: 20_000, serverNow: '2024-10-10T07:00:00.000Z', deadline: '2024-10-10T07:00:12.000Z' };

  it("counts the server's deadline against its own clock, not the device's", () => {
    // The device's clock is an hour off: only the time since the question arrived counts.
    const receivedAt = Date.parse('2024-10-10T08:00:00Z');
    expect(timeLeft(q, receivedAt, receivedAt)).toBe(12_000);
    expect(timeLeft(q, receivedAt, receivedAt + 5_000)).toBe(7_000);
  });

  it('never goes below zero or above the limit', () => {
    expect(timeLeft(q, 0, 60_000)).toBe(0);
    expect(timeLeft({ ...q, deadline: '2024-10-10T07:01:00.000Z' }, 0, 0)).toBe(20_000);
  });

  it("reads the skew of the server's clock", () => {
    expect(skewOf('2024-10-10T07:00:00.000Z', Date.parse('2024-10-10T06:59:58.000Z'))).toBe(2_000);
  });
});

describe('weekAction', () => {
  const open = galleryPlay([true], null, null);
  const done = galleryPlay([true, true, true, true, false], 'notQualified', null);
  it.each([
    ['open', null, 'play'],
    ['open', open, 'resume'],
    ['played', done, 'result'],
    ['ended', null, null],
    ['notStarted', null, null],
    ['ended', open, 'result'],
  ] as const)('a week %s with %o offers %s', (state, play, action) => {
    expect(weekAction({ state, play: play as QuizPlay | null })).toBe(action);
  });
});

describe('stepOf', () => {
  it('continues an open question with its own deadline, asks the next one, or ends with the result', () => {
    const asked = { ...galleryPlay([true, true], null, null), question: GALLERY_QUESTION };
    expect(stepOf(asked)).toMatchObject({ kind: 'question', question: GALLERY_QUESTION });
    expect(stepOf(galleryPlay([true, true], null, null))).toMatchObject({ kind: 'ask', position: 3 });
    expect(stepOf(galleryPlay([true, true, true, true, true], 'eligible', 3))).toMatchObject({ kind: 'result' });
  });
});

describe('verdictOf', () => {
  it('tells right, wrong and out of time apart', () => {
    const result = { position: 1, right: 2 };
    expect(verdictOf({ result: { ...result, picked: 2, correct: true, timedOut: false } })).toBe('right');
    expect(verdictOf({ result: { ...result, picked: 0, correct: false, timedOut: false } })).toBe('wrong');
    expect(verdictOf({ result: { ...result, picked: null, correct: false, timedOut: true } })).toBe('timeUp');
  });
});

describe('countdownParts', () => {
  it('splits whole days off a long countdown', () => {
    expect(countdownParts(4 * 86_400_000 + 16 * 3_600_000 + 5_000)).toEqual({ days: 4, clock: '16:00:05' });
    expect(countdownParts(59_000)).toEqual({ days: 0, clock: '00:00:59' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('capBites', () => {
  it('tells of the 24-hour cap only when it leaves fewer questions than an open week asks', () => {
    expect(capBites(10, [{ questions: 5 }])).toBe(false);
    expect(capBites(5, [{ questions: 5 }])).toBe(false);
    expect(capBites(3, [{ questions: 5 }])).toBe(true);
    expect(capBites(0, [{ questions: 5 }])).toBe(true);
    expect(capBites(3, [])).toBe(false);
  });
});
