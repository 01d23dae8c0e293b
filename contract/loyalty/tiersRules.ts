// The published rules of tier points (issue 27): what each source earns. The
// /vip screen prints them as the formula and "check my tier" recomputes a
// player's total from the listed rows with the same functions, the way the
// fairness verifier recomputes an outcome.

/** Where a tier point comes from; `points:<source>:<id>` is its idempotency key. */
export const POINT_SOURCES = ['stake', 'deposit', 'fto', 'quiz', 'adjust'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/** The most points one source may give (a huge deposit stays within the column). */
export const MAX_POINTS_PER_SOURCE = 1_000_000;

const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), MAX_POINTS_PER_SOURCE) : 0);

/** 1 point per coin staked in a game. */
export const pointsForStake = (coins: number): number => whole(coins);
/** 1 point per whole RM of a deposit that granted a spin; a deposit that granted none gives none. */
export const pointsForDeposit = (amountRm: number, spinsGranted: number): number => (spinsGranted > 0 ? whole(amountRm) : 0);
/** 1 point per whole coin earned in Find The Odd or the quiz. */
export const pointsForEarnedCoins = (coins: number): number => whole(coins);

/** The key that makes a source award once, whatever the retries. */
export const pointsKey = (source: PointSource, sourceId: string): string => `points:${source}:${sourceId}`;

/** A player's points in a period: the plain sum of the rows dated inside it (adjustments may be negative; never below 0). */
export function pointsInPeriod(rows: readonly { points: number; at: number }[], from: number, to: number): number {
  const sum = rows.reduce((total, r) => (r.at >= from && r.at < to ? total + r.points : total), 0);
  return Math.max(0, sum);
}
