// Find The Odd's rules: the round table published on the detail, the API
// paths, and the pure mapping from fairness floats to a round's deal that the
// server draws with and the browser's verifier repeats. No schema library
// here (the schemas are in ./fto.ts): the chrome's games list imports this.
import type { FtoTable } from './fto';

export const FTO_ROUNDS = 10;
export const FTO_COIN_PER_CORRECT = 1;
/** Outcome floats one round uses: the picture set, the odd card's place, the difference. */
export const FTO_FLOATS_PER_ROUND = 3;
export const FTO_FLOATS_PER_PLAY = FTO_ROUNDS * FTO_FLOATS_PER_ROUND;

export interface FtoLevel {
  cards: number;
  cols: number;
  /** the round's time limit */
  ms: number;
  /** 0 obvious .. 1 subtle: how far the odd card's detail moves */
  subtlety: number;
}

/**
 * How late after its deadline a tap still counts: the tap left the phone in
 * time but the network carried it past the deadline. Published with the rules.
 */
export const FTO_GRACE_MS = 750;

/** Rounds get harder: more cards, a subtler difference, less time. Published on the detail. */
export const FTO_LEVELS: readonly FtoLevel[] = [
  { cards: 4, cols: 2, ms: 15_000, subtlety: 0 },
  { cards: 6, cols: 2, ms: 14_000, subtlety: 0.1 },
  { cards: 6, cols: 3, ms: 13_000, subtlety: 0.2 },
  { cards: 9, cols: 3, ms: 12_000, subtlety: 0.3 },
  { cards: 9, cols: 3, ms: 11_000, subtlety: 0.45 },
  { cards: 9, cols: 3, ms: 10_000, subtlety: 0.55 },
  { cards: 12, cols: 3, ms: 9_000, subtlety: 0.65 },
  { cards: 12, cols: 3, ms: 8_000, subtlety: 0.75 },
  { cards: 16, cols: 4, ms: 7_000, subtlety: 0.9 },
  { cards: 16, cols: 4, ms: 6_000, subtlety: 1 },
];

/** The most a play earns: every round right. */
export const FTO_MAX_COINS = FTO_ROUNDS * FTO_COIN_PER_CORRECT;

/**
 * The mean coins of a play tapped blindly, exactly: one chance in `cards`
 * each round. Published beside the maximum, so "up to 10 coins" is read with
 * what luck alone gives (a sharp eye earns more).
 */
export const FTO_CHANCE_MEAN_COINS = FTO_LEVELS.reduce((sum, level) => sum + FTO_COIN_PER_CORRECT / level.cards, 0);

export function ftoLevel(round: number): FtoLevel {
  const level = FTO_LEVELS[round - 1];
  if (!level) throw new RangeError(`an FTO play has rounds 1..${FTO_ROUNDS}, got ${round}`);
  return level;
}

/** What a round was dealt on: indices into the play's table. */
export interface FtoDraw {
  /** index into table.sets */
  set: number;
  /** the odd card's place in the grid, 0-based */
  odd: number;
  /** index into the set's differences (table.differences[set] of them) */
  difference: number;
}

const pick = (float: number, n: number): number => {
  if (!(float >= 0 && float < 1)) throw new RangeError(`float must be in [0, 1), got ${float}`);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`need at least one choice, got ${n}`);
  return Math.min(n - 1, Math.floor(float * n));
};

/** Round `round` (1-based) of a play from the play's floats: the one mapping server and verifier share. */
export function ftoDraw(floats: readonly number[], round: number, table: FtoTable): FtoDraw {
  const at = (round - 1) * FTO_FLOATS_PER_ROUND;
  const [fSet, fOdd, fDiff] = [floats[at], floats[at + 1], floats[at + 2]];
  if (fSet === undefined || fOdd === undefined || fDiff === undefined) throw new RangeError(`round ${round} needs floats ${at}..${at + 2}`);
  const set = pick(fSet, table.sets.length);
  return { set, odd: pick(fOdd, ftoLevel(round).cards), difference: pick(fDiff, table.differences[set] ?? 0) };
}

export const FTO_API = {
  status: 'games/fto/status',
  play: 'games/fto/play',
  deal: 'games/fto/deal',
  answer: 'games/fto/answer',
  history: 'games/fto/history',
} as const;
