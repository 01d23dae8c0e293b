// The load of bench/quiz.ts's latency run (bench/loops.ts, in a forked
// process): each player plays the week's quiz through as the app does: start
// the play, then ask and answer each of the five questions in turn (always
// the first choice shown, which the player's own shuffle makes right about
// one time in three, so coins are credited on a share of the answers). A play
// cut short by an error or the end of the time is not counted.
import { randomUUID } from 'node:crypto';
import { QUIZ_CAMPAIGN } from '../contract/constants';
import type { QuizPlay } from '../contract/games/quiz';
import { QUIZ_API } from '../contract/games/quizRules';
import { serveForked, type LoopOrder, type SessionRun } from './loops';

export interface QuizLoopOrder extends LoopOrder {
  weekId: number;
}

const play =
  (order: QuizLoopOrder): SessionRun =>
  async ({ http, token, call }) => {
    const started = await call('start', () => http.sealed(QUIZ_API.play, { weekId: order.weekId, idempotencyKey: randomUUID() }, token));
    if (!started) return false;
    const playId = (JSON.parse(started.body) as QuizPlay).id;
    for (let position = 1; position <= QUIZ_CAMPAIGN.questionsPerWeek; position++) {
      if (!(await call('question', () => http.sealed(QUIZ_API.question, { playId, position }, token)))) return false;
      if (!(await call('answer', () => http.sealed(QUIZ_API.answer, { playId, position, choice: 0 }, token)))) return false;
    }
    return true;
  };

serveForked<QuizLoopOrder>(play);
