// The rules of one week's play over what the database keeps (the entry's
// choice orders and its answers, one row per question asked). The service
// (play.ts) runs these under the player's lock and writes what they decide;
// nothing here reads a clock or a database, so every rule is a unit test.
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type { QuizAnswerResult, QUIZ_OUTCOMES } from '../../../contract/games/quiz';
// The same network grace as Find The Odd's taps: the server's clock decides, the network's share is forgiven.
import { FTO_GRACE_MS as QUIZ_GRACE_MS } from '../../../contract/games/ftoRules';
import { ok, refuse, type Step } from '../platform/step';

export { QUIZ_GRACE_MS };

/** A question asked in a play: open while answeredAt is null. */
export interface Asked {
  position: number;
  askedAt: Date;
  deadline: Date;
  /** the choice as shown; null when the time ran out */
  picked: number | null;
  correct: boolean | null;
  answeredAt: Date | null;
}

export type { Refusal, Step } from '../platform/step';

export const openQuestion = (asked: readonly Asked[]): Asked | undefined => asked.find((a) => a.answeredAt === null);
export const closedCount = (asked: readonly Asked[]): number => asked.filter((a) => a.answeredAt !== null).length;
export const isFinished = (asked: readonly Asked[]): boolean => closedCount(asked) >= QUIZ_CAMPAIGN.questionsPerWeek;

/** An open question whose time (and grace) has run out: it counts as wrong. */
export const isDue = (a: Asked, now: Date): boolean => a.answeredAt === null && now.getTime() > a.deadline.getTime() + QUIZ_GRACE_MS;

/** A player's own order of a question's choices: order[shown] = the operator's index (Fisher–Yates on `randomInt`). */
export function shuffledOrder(choices: number, randomInt: (max: number) => number): number[] {
  const order = Array.from({ length: choices }, (_, i) => i);
  for (let i = choices - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/**
 * Asking `position`: the open question again (same deadline), or (again
 * null) the next one. Another question while one is open, or one out of
 * order, is refused.
 */
export function askCheck(asked: readonly Asked[], position: number): Step<{ again: Asked | null }> {
  const open = openQuestion(asked);
  if (open) return open.position === position ? ok({ again: open }) : refuse(400, MSG.invalidQuestion);
  if (asked.some((a) => a.position === position)) return refuse(409, MSG.roundAnswered);
  if (position !== asked.length + 1) return refuse(400, MSG.invalidQuestion);
  return ok({ again: null });
}

/**
 * An answer to `position`: a choice as shown, or none when the time ran out
 * on the player's screen. A choice past the deadline (and grace) is refused
 * and changes nothing; the question then counts as wrong.
 */
export function answerCheck(asked: readonly Asked[], position: number, choice: number | null, choices: number, now: Date): Step<Asked> {
  const question = asked.find((a) => a.position === position);
  if (!question) return refuse(400, MSG.invalidQuestion);
  if (question.answeredAt !== null) return refuse(409, MSG.roundAnswered);
  if (choice !== null && choice >= choices) return refuse(400, MSG.invalidAnswer);
  if (choice !== null && isDue(question, now)) return refuse(409, MSG.roundTimeUp);
  return ok(question);
}

/** The questions asked once `position` is closed with `picked` (what closeAsked wrote). */
export const withClosed = (asked: readonly Asked[], position: number, picked: number | null, correct: boolean, now: Date): Asked[] =>
  asked.map((a) => (a.position === position ? { ...a, picked, correct, answeredAt: now } : a));

/** What a choice as shown means: the right choice in this player's order, and whether it was picked. */
export function judge(order: readonly number[], correctIndex: number, picked: number | null): { right: number; correct: boolean } {
  const right = order.indexOf(correctIndex);
  if (right < 0) throw new Error(`choice order ${JSON.stringify(order)} lacks the right choice ${correctIndex}`);
  return { right, correct: picked !== null && picked === right };
}

export function resultOf(a: Asked, order: readonly number[], correctIndex: number): QuizAnswerResult {
  return {
    position: a.position,
    picked: a.picked,
    right: judge(order, correctIndex, a.picked).right,
    correct: a.correct === true,
    timedOut: a.picked === null,
  };
}

export type QuizOutcome = (typeof QUIZ_OUTCOMES)[number];

/** Where a finished play ended: in a place, five right but the places gone, or fewer than five right. */
export function outcomeOf(e: { finished: boolean; place: number | null; placesFull: boolean }): QuizOutcome | null {
  if (!e.finished) return null;
  if (e.place !== null) return 'eligible';
  return e.placesFull ? 'full' : 'notQualified';
}

export const qualifies = (correct: number): boolean => correct >= QUIZ_CAMPAIGN.correctToQualify;
