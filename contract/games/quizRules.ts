// The weekly quiz and its lucky roulette: the call paths, and nothing else, so
// the home and games list cards that read them pull in no fairness code (the
// roulette's slot mapping is ./rouletteRules.ts). Kept free of the schema
// library, like ftoRules.ts.

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
