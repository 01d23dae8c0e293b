// Every source of past rounds the fairness verifier recomputes from a
// revealed seed: each game of the registry's history, and the features drawn
// from the same seed pair that are no game of the list (the quiz's lucky
// roulette). A new source is one line here.
import { allPages } from '../api/allPages';
import { fetchRouletteHistory } from '../api/calls/quizRoulette';
import { rouletteRoundsToVerify } from './quiz/roulette/verify';
import { BUILT_GAMES } from './builtGames';
import { chromeGame } from './registry';
import type { RoundToVerify } from './verifyRound';

const SOURCES: readonly (() => Promise<RoundToVerify[]>)[] = [
  ...BUILT_GAMES.map((game) => () => chromeGame(game).roundsToVerify(game)),
  async () => rouletteRoundsToVerify(await allPages(fetchRouletteHistory)),
];

export const allRoundsToVerify = async (): Promise<RoundToVerify[]> => (await Promise.all(SOURCES.map((load) => load()))).flat();
