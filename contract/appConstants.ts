// The constants of SPEC sections 2-4 and 9 that the app's entry chunk reads at
// start-up (languages, game slugs, timings, cookies, the nav badge); the rest
// stay in constants.ts, which re-exports these for everyone else.

export const LANGS = ['en', 'zh', 'ms'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const GAME_SLUGS = ['fto', 'spin-wheel', 'squidgame', 'rock-scissor-paper', 'lucky-egg', 'spinwheelv2'] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

/** The two spin wheels: the same rules (SPEC 9), each with its terms screen at /games/<slug>/terms. */
export const SPIN_WHEEL_SLUGS = ['spin-wheel', 'spinwheelv2'] as const satisfies readonly GameSlug[];
export type SpinWheelSlug = (typeof SPIN_WHEEL_SLUGS)[number];

export const REDEEM_STATUSES = ['Pending', 'Rejected', 'Success', 'Expired'] as const;
export const BONUS_STATUSES = [...REDEEM_STATUSES, 'Not Available'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A contact link that is not configured reads '#'. */
export const UNSET_LINK = '#';

export const TIMING = {
  heartbeatMs: 30_000,
  preloaderMinMs: 5_000,
  inboxPopupDelayMs: 2_000,
  serviceWorkerCheckMs: 3_600_000,
  doubleTapGuardMs: 300,
  stateWriteDelayMs: 500,
  socketReconnectDelayMs: 2_000,
  languageReloadDelayMs: 500,
} as const;

export const UNREAD_BADGE_MAX = 99;
export const VERSION_COOKIE_DAYS = 365;
/** Cookie migrations (SPEC section 4): every one newer than the stored version clears all cookies. */
export const COOKIE_MIGRATIONS = ['3.4.25', '3.5.27', '4.5.28', '5.5.28'] as const;
