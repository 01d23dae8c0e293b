// The weekly quiz and its lucky roulette (contract/games/quiz.ts): the public
// overview the entry points read, the player's standing, the week's play, a
// question, an answer and the one roulette spin. The play's and the spin's
// idempotency keys are their caller's (src/screens/quiz, ../retryKey.ts).
import type {
  QuizAnswer,
  QuizAnswerBody,
  QuizOverview,
  QuizPlay,
  QuizPlayBody,
  QuizQuestion,
  QuizQuestionBody,
  QuizStatus,
  RouletteAnswer,
  RouletteBody,
} from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { api } from '../client';

/** Public: the campaign running now (or the next), for guests too. */
export const fetchQuizOverview = (): Promise<QuizOverview> => api.get<QuizOverview>(QUIZ_API.overview);

export const fetchQuizStatus = (): Promise<QuizStatus> => api.get<QuizStatus>(QUIZ_API.status);

export const startQuizPlay = (body: QuizPlayBody): Promise<QuizPlay> => api.post<QuizPlay>(QUIZ_API.play, body);

/** The question at `position`: its clock starts on the first ask; asked again, the same question and deadline. */
export const askQuizQuestion = (body: QuizQuestionBody): Promise<QuizQuestion> => api.post<QuizQuestion>(QUIZ_API.question, body);

export const answerQuiz = (body: QuizAnswerBody): Promise<QuizAnswer> => api.post<QuizAnswer>(QUIZ_API.answer, body);

export const spinQuizRoulette = (body: RouletteBody): Promise<RouletteAnswer> => api.post<RouletteAnswer>(QUIZ_API.roulette, body);
