// The weekly quiz and its lucky roulette: call paths and the pure mapping from
// a fairness float to the roulette's slot, shared by the server, the verifier
// and `npm run rtp`. Kept free of the schema library, like ftoRules.ts.
import { pickWeighted } from '../fairness';

export const QUIZ_API = {
  /** public (guests too): the campaign running now, for the games list, home and the brand ambassador page */
  overview: 'quiz/overview',
  /** the running campaign, its weeks and the player's standing in each */
  status: 'quiz/status',
  /** start the week's one play (idempotent) */
  play: 'quiz/play',
  /** ask the next question: its clock starts now (asked again: the same question and deadline) */
  question: 'quiz/question',
  answer: 'quiz/answer',
  /** the eligible player's one roulette spin of the week */
  roulette: 'quiz/roulette',
  /** the player's roulette spins with what the verifier needs */
  history: 'quiz/roulette/history',
} as const;

/** Console calls (operator); :id is a campaign, week or award id (contract/games/quizConsole.ts). */
export const QUIZ_CONSOLE_API = {
  campaigns: 'admin/quiz/campaigns',
  campaign: 'admin/quiz/campaigns/:id',
  weeks: 'admin/quiz/campaigns/:id/weeks',
  week: 'admin/quiz/weeks/:id',
  prizes: 'admin/quiz/campaigns/:id/prizes',
  questions: 'admin/quiz/weeks/:id/questions',
  awards: 'admin/quiz/awards',
  award: 'admin/quiz/awards/:id',
} as const;

/**
 * The roulette's slot for a float: weights are the table as the spin was
 * drawn on, in wheel order, with a prize whose week's stock was gone at 0.
 */
export function rouletteSlot(float: number, weights: readonly number[]): number {
  return pickWeighted(float, weights);
}

/** How one spin's table is written down: the wheel's prize ids and the weights they were drawn with. */
export interface RouletteTableShape {
  prizes: readonly number[];
  weights: readonly number[];
  /** coins each slot pays (0 for a physical prize or no prize) */
  coins: readonly number[];
}

/** Expected coins of one spin on a table (the roulette's published "RTP" is in coins, there is no stake). */
export function expectedCoins(table: RouletteTableShape): number {
  const total = table.weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return 0;
  return table.weights.reduce((s, w, i) => s + w * (table.coins[i] ?? 0), 0) / total;
}
