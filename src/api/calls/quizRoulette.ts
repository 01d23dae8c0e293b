// The lucky roulette's spins for the fairness verifier (GET quiz/roulette/history):
// pages of the player's spins, newest first, each with its proof and the table
// it was drawn on. The spin itself is in ./quiz.ts.
import type { RouletteHistoryPage } from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { api } from '../client';

/** One page of spins; cursor null for the first. */
export const fetchRouletteHistory = (cursor: number | null): Promise<RouletteHistoryPage> =>
  api.get<RouletteHistoryPage>(QUIZ_API.history, cursor === null ? undefined : { cursor });
