// What the quiz screens show, as pure functions of the server's answers: the
// dates in DD/MM/YYYY (GMT+8), a week's action, the time left on a question
// by the server's clock, and where a play stands. Tested beside this file.
import type { QuizAnswer, QuizPlay, QuizQuestion, QuizWeek } from '../../../contract/games/quiz';
import { formatCountdown, formatDateTime } from '../../lib/format';

/** 'DD/MM/YYYY' of an instant in Malaysia time. */
export const dayOf = (at: string | number): string => formatDateTime(at).slice(0, 10);

/** The last day of a period that ends at `endsAt` (exclusive: a week ending 00:00 on the 9th runs through the 8th). */
export const lastDayOf = (endsAt: string): string => dayOf(Date.parse(endsAt) - 1);

/** How far the server's clock is ahead of this device's (ms), from an answer's serverNow read at `receivedAt`. */
export const skewOf = (serverNow: string, receivedAt: number): number => {
  const skew = Date.parse(serverNow) - receivedAt;
  return Number.isFinite(skew) ? skew : 0;
};

/** Milliseconds left to answer at device time `now`, counted on the server's clock; within 0..limitMs. */
export function timeLeft(question: Pick<QuizQuestion, 'deadline' | 'serverNow' | 'limitMs'>, receivedAt: number, now: number): number {
  const left = Date.parse(question.deadline) - Date.parse(question.serverNow) - (now - receivedAt);
  if (!Number.isFinite(left)) return question.limitMs;
  return Math.max(0, Math.min(question.limitMs, left));
}

export type WeekAction = 'play' | 'resume' | 'result' | null;

/** What a week's row offers: play an open week, continue a play in progress, see a finished play's result. */
export function weekAction(week: Pick<QuizWeek, 'state' | 'play'>): WeekAction {
  if (week.play?.finished) return 'result';
  if (week.play) return week.state === 'open' ? 'resume' : 'result';
  return week.state === 'open' ? 'play' : null;
}

const DAY_MS = 86_400_000;

/** A countdown as whole days and the 'hh:mm:ss' left over (four days read better than '112:23:55'). */
export function countdownParts(ms: number): { days: number; clock: string } {
  const days = ms > 0 ? Math.floor(ms / DAY_MS) : 0;
  return { days, clock: formatCountdown(ms - days * DAY_MS) };
}

/** The week whose opening is counted down: the first not started yet. */
export const nextToOpen = (weeks: readonly QuizWeek[]): QuizWeek | null => weeks.find((w) => w.state === 'notStarted') ?? null;

/** Where a play stands on screen. */
export type PlayStep =
  | { kind: 'result'; play: QuizPlay }
  | { kind: 'question'; play: QuizPlay; question: QuizQuestion }
  /** the next question must be asked (its clock starts when the server hands it out) */
  | { kind: 'ask'; play: QuizPlay; position: number };

export function stepOf(play: QuizPlay): PlayStep {
  if (play.finished || (play.nextPosition === null && play.question === null)) return { kind: 'result', play };
  if (play.question) return { kind: 'question', play, question: play.question };
  return { kind: 'ask', play, position: play.nextPosition ?? 1 };
}

/** An answer's reveal: right, wrong (the right choice shown) or out of time. */
export type Verdict = 'right' | 'wrong' | 'timeUp';
export const verdictOf = (answer: Pick<QuizAnswer, 'result'>): Verdict =>
  answer.result.correct ? 'right' : answer.result.timedOut ? 'timeUp' : 'wrong';

/** Coins a play earned so far: one per right answer (SPEC 9). */
export const coinsOf = (play: Pick<QuizPlay, 'results'>): number => play.results.filter((r) => r.correct).length;

/**
 * Whether the rolling 24-hour cap (SPEC 9: 10 questions) leaves fewer than an open week asks: only
 * then is it news. "You can still answer 10 questions" beside a week of 5 read as a contradiction.
 */
export const capBites = (left: number, open: readonly Pick<QuizWeek, 'questions'>[]): boolean => open.some((week) => left < week.questions);
