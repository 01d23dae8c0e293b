// The live feed of big wins (issue 11): a wager won high is stored, pushed to
// every connected app ({ type: 'bigWin' } in ./realtime.ts) and listed by a
// public call so a screen shows the latest on load. The player's name is
// masked by the server (./names.ts): the full name never leaves it.
import Type from 'typebox';
import { GAME_KEYS } from './constants';

/** One big win as every player sees it. */
export const BigWin = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** masked in the middle (SPEC 5); '' when the player has no name */
  name: Type.String({ maxLength: 200 }),
  game: Type.Enum(GAME_KEYS),
  payout: Type.Number({ minimum: 0 }),
  multiplier: Type.Number({ minimum: 0 }),
  at: Type.String({ format: 'date-time' }),
});
export type BigWin = Type.Static<typeof BigWin>;

export const BigWinList = Type.Object({ wins: Type.Array(BigWin) });
export type BigWinList = Type.Static<typeof BigWinList>;

/** How many the public list returns, newest first. */
export const BIG_WINS_LISTED = 10;

export const BIG_WINS_API = { recent: 'games/big-wins' } as const;

/**
 * What makes a win big, and how many the feed carries a minute, as the
 * operator set them. A win is big when it pays more than its bet and reaches
 * either threshold; 0 turns a threshold off, a cap of 0 stops the feed.
 */
export interface BigWinSettingsShape {
  minMultiplier: number;
  minPayout: number;
  perMinute: number;
}

export const BIG_WIN_DEFAULTS: BigWinSettingsShape = { minMultiplier: 10, minPayout: 1000, perMinute: 6 };

export function isBigWin(win: { bet: number; payout: number; multiplier: number }, settings: BigWinSettingsShape): boolean {
  if (settings.perMinute <= 0 || win.payout <= win.bet) return false;
  return (settings.minMultiplier > 0 && win.multiplier >= settings.minMultiplier)
    || (settings.minPayout > 0 && win.payout >= settings.minPayout);
}
