// Squid game's rules (slug squidgame, key SQUIDGAME, history type SQUIDGAME):
// a glass bridge of SQUID_STEPS steps; at each the player picks the left or
// right panel and one of the two holds. After k safe steps the player may
// cash out at SQUID_RTP x 2^k times the bet; a broken panel loses the bet.
// A safe step is a coin toss, so every cash-out point returns exactly
// SQUID_RTP whatever the strategy. The whole bridge is drawn from the
// player's seed when the bet is placed (one float per step, in order) and
// revealed when the bridge ends; the verifier repeats squidBridge.
import { payoutOf } from './wagerRules';

export const SQUID_STEPS = 10;
export const SQUID_RTP = 0.96;
export const SQUID_FLOATS = SQUID_STEPS;

export const PANELS = ['left', 'right'] as const;
export type Panel = (typeof PANELS)[number];

/** The panel that holds at each step, from the bridge's floats. */
export function squidBridge(floats: readonly number[]): Panel[] {
  if (floats.length < SQUID_STEPS) throw new RangeError(`a bridge needs ${SQUID_STEPS} floats, got ${floats.length}`);
  return floats.slice(0, SQUID_STEPS).map((f) => {
    if (!(f >= 0 && f < 1)) throw new RangeError(`float must be in [0, 1), got ${f}`);
    return f < 0.5 ? 'left' : 'right';
  });
}

/** The cash-out multiplier after `safeSteps` safe steps (0 before the first: nothing to cash out). */
export function squidMultiplier(safeSteps: number): number {
  if (!Number.isInteger(safeSteps) || safeSteps < 0 || safeSteps > SQUID_STEPS)
    throw new RangeError(`safe steps 0..${SQUID_STEPS}, got ${safeSteps}`);
  return safeSteps === 0 ? 0 : Math.round(SQUID_RTP * 2 ** safeSteps * 100) / 100;
}

/** The ladder the screen shows: the multiplier after each step, 1..SQUID_STEPS. */
export const SQUID_LADDER: readonly number[] = Array.from({ length: SQUID_STEPS }, (_, i) => squidMultiplier(i + 1));

/** What cashing out `bet` after `safeSteps` pays, floored to the cent. */
export const squidPayout = (bet: number, safeSteps: number): number => payoutOf(bet, squidMultiplier(safeSteps));

/**
 * The exact return of a bet of `bet` coins for a player who cashes out after
 * `target` steps: P(target safe steps) = 2^-target times the floored payout.
 * The published RTP is the lowest over every target (strategy) and every bet.
 */
export function squidExactRtp(bet: number, target: number): number {
  // One division of two exact integers (cents), so 96% comes out as the literal 0.96.
  return Math.round(squidPayout(bet, target) * 100) / (bet * 100 * 2 ** target);
}

export const SQUID_API = {
  status: 'games/squidgame/status',
  bet: 'games/squidgame/bet',
  step: 'games/squidgame/step',
  cashout: 'games/squidgame/cashout',
  history: 'games/squidgame/history',
} as const;
