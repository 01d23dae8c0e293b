// The big-wins feed's rules, paths and settings (schemas: ./bigWins.ts). No
// schema library here: the chrome's home and game screens import it.

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
  return (
    (settings.minMultiplier > 0 && win.multiplier >= settings.minMultiplier) || (settings.minPayout > 0 && win.payout >= settings.minPayout)
  );
}
