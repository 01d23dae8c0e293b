// What the event screen lists, as pure functions of the server's answers and
// the server's clock (`now`): the quiz's current and next week, lucky egg's
// sessions of today with where each stands. Tested beside this file.
import type { EggSession, EggStatus } from '../../../contract/games/luckyegg';
import type { QuizOverview, QuizWeek } from '../../../contract/games/quiz';

export interface QuizNowNext {
  current: QuizWeek | null;
  next: QuizWeek | null;
}

/** The week running at `now` and the first one after it (weeks of a campaign not begun yet: only a next). */
export function quizNowNext(overview: QuizOverview, now: number): QuizNowNext {
  if (!overview.campaign) return { current: null, next: null };
  const weeks = [...overview.weeks].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const current = weeks.find((w) => Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt)) ?? null;
  const next = weeks.find((w) => Date.parse(w.startsAt) > now) ?? null;
  return { current, next };
}

/**
 * Today's sessions, plus the next one when it is tomorrow's (after the last
 * of the day a player still sees when to come back). A server without the
 * `today` list gives its open and next sessions.
 */
export function eggSessionsToShow(status: EggStatus): EggSession[] {
  const all = [...(status.today ?? []), status.session, status.next].filter((s): s is EggSession => s !== null);
  const byStart = new Map(all.map((s) => [Date.parse(s.startsAt), s]));
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, s]) => s);
}

export type SessionStanding = { kind: 'open'; leftMs: number } | { kind: 'upcoming'; leftMs: number } | { kind: 'over' };

export function sessionStanding(session: EggSession, now: number): SessionStanding {
  const starts = Date.parse(session.startsAt);
  const ends = Date.parse(session.endsAt);
  if (now < starts) return { kind: 'upcoming', leftMs: starts - now };
  if (now < ends) return { kind: 'open', leftMs: ends - now };
  return { kind: 'over' };
}
