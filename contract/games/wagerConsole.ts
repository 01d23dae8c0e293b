// The operator console's side of the wagering games (admins only;
// server/games/wagerConsole/operatorRoutes.ts): each game's bet bounds, the
// lucky egg's daily slots and prize table, and the big-wins feed's thresholds
// and per-minute cap. The checks a table must pass live here too, so the
// console shows the same verdict while the operator types that the server
// gives on save.
import Type from 'typebox';
import { GAME_KEYS, GAME_RULES } from '../constants';
import { eggMaxOdds, LUCKY_EGG_SESSION_MS, type EggPrizeShape } from './luckyEggRules';
import { Bet } from './wager';

// PUT admin/wager/bets/:key takes ./wager.ts's BetBounds (min <= max, checked by the server).

export const WAGER_CONSOLE_API = {
  settings: 'admin/wager',
  bets: 'admin/wager/bets/:key',
  eggSlots: 'admin/wager/lucky-egg/slots',
  eggPrizes: 'admin/wager/lucky-egg/prizes',
  bigWins: 'admin/wager/big-wins',
} as const;

const MINUTES_A_DAY = 1440;
const SESSION_MINUTES = LUCKY_EGG_SESSION_MS / 60_000;

export const WAGER_LIMITS = {
  slots: { min: 1, max: 48 },
  prizes: { min: 2, max: 20 },
  /** the column's bound (numeric(8,2), CHECK <= 500) and the egg's published top prize */
  multiplier: { max: GAME_RULES.LUCKYEGG.maxOdds },
  weight: { max: 10_000_000 },
  bigWinMultiplier: { max: 10_000 },
  bigWinPayout: { max: 10_000_000 },
  perMinute: { max: 60 },
} as const;

/** Two decimals at most (numeric(…,2)); the server checks the cents, as a float's multipleOf cannot. */
const Hundredths = (maximum: number) => Type.Number({ minimum: 0, maximum });

/** PUT admin/wager/lucky-egg/slots: minutes of the day (GMT+8) a session opens at; any order. */
export const EggSlotsBody = Type.Object({
  minutes: Type.Array(Type.Integer({ minimum: 0, maximum: MINUTES_A_DAY - 1 }), {
    minItems: WAGER_LIMITS.slots.min,
    maxItems: WAGER_LIMITS.slots.max,
  }),
});
export type EggSlotsBody = Type.Static<typeof EggSlotsBody>;

export const EggPrizeInput = Type.Object({
  multiplier: Hundredths(WAGER_LIMITS.multiplier.max),
  weight: Type.Integer({ minimum: 0, maximum: WAGER_LIMITS.weight.max }),
});
/** PUT admin/wager/lucky-egg/prizes: the whole table, in display order. */
export const EggPrizesBody = Type.Object({
  prizes: Type.Array(EggPrizeInput, { minItems: WAGER_LIMITS.prizes.min, maxItems: WAGER_LIMITS.prizes.max }),
});
export type EggPrizesBody = Type.Static<typeof EggPrizesBody>;

/** PUT admin/wager/big-wins: 0 turns a threshold off, a cap of 0 stops the feed (contract/bigWins.ts). */
export const BigWinSettingsBody = Type.Object({
  minMultiplier: Hundredths(WAGER_LIMITS.bigWinMultiplier.max),
  minPayout: Hundredths(WAGER_LIMITS.bigWinPayout.max),
  perMinute: Type.Integer({ minimum: 0, maximum: WAGER_LIMITS.perMinute.max }),
});
export type BigWinSettingsBody = Type.Static<typeof BigWinSettingsBody>;

/** GET admin/wager (and every PUT's answer): all of it as saved. */
export const AdminWagerSettings = Type.Object({
  games: Type.Array(Type.Object({ key: Type.Enum(GAME_KEYS), slug: Type.String(), min: Bet, max: Bet })),
  eggSlots: Type.Array(Type.Integer()),
  eggPrizes: Type.Array(EggPrizeInput),
  bigWins: BigWinSettingsBody,
});
export type AdminWagerSettings = Type.Static<typeof AdminWagerSettings>;

/** The first two slots whose sessions would overlap (circularly over midnight), or null. */
export function overlappingSlots(minutes: readonly number[]): [number, number] | null {
  const sorted = [...minutes].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as number;
    const b = i + 1 < sorted.length ? (sorted[i + 1] as number) : (sorted[0] as number) + MINUTES_A_DAY;
    if (sorted.length > 1 && b - a < SESSION_MINUTES) return [a, b % MINUTES_A_DAY];
  }
  return null;
}

/** At most two decimals: what numeric(…,2) stores exactly. */
export const inHundredths = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Why an egg table cannot be saved, or null: it must return exactly the published RTP and reach the published top prize. */
export function eggTableProblem(table: readonly EggPrizeShape[]): 'weights' | 'multiplier' | 'rtp' | 'maxOdds' | null {
  const total = table.reduce((s, p) => s + p.weight, 0);
  if (total <= 0 || table.some((p) => p.weight < 0 || !Number.isInteger(p.weight))) return 'weights';
  if (table.some((p) => p.multiplier < 0 || !inHundredths(p.multiplier))) return 'multiplier';
  if (eggMaxOdds(table) !== GAME_RULES.LUCKYEGG.maxOdds) return 'maxOdds';
  // In integer hundredths, so 97.000% means exactly that, not within a float's rounding.
  const returned = table.reduce((s, p) => s + Math.round(p.multiplier * 100) * p.weight, 0);
  if (returned !== Math.round(GAME_RULES.LUCKYEGG.rtp * 100) * total) return 'rtp';
  return null;
}

/** A prize's chance on the table, 0..1. */
export const eggChance = (table: readonly EggPrizeShape[], index: number): number => {
  const total = table.reduce((s, p) => s + Math.max(0, p.weight), 0);
  return total > 0 ? Math.max(0, table[index]?.weight ?? 0) / total : 0;
};
