// Business constants of SPEC section 9 and the timings of SPEC sections 2-4.
// The server owns the authoritative copies of anything an operator can change
// (rates, limits live in the database); these are the declared figures.

// The figures the app's entry chunk reads at start-up live in appConstants.ts:
// a bundle puts a whole module in one chunk, so these would bring every other
// figure here into the entry with them.
export * from './appConstants';
import type { GameSlug } from './appConstants';

/** Keys of play records and game list cards (SPEC section 3). */
export const GAME_KEYS = ['FTO', 'SPINWHEEL', 'SQUIDGAME', 'ROCKSCISSORPAPER', 'LUCKYEGG', 'SPINWHEELV2'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

export const GAME_KEY_BY_SLUG: Record<GameSlug, GameKey> = {
  fto: 'FTO',
  'spin-wheel': 'SPINWHEEL',
  squidgame: 'SQUIDGAME',
  'rock-scissor-paper': 'ROCKSCISSORPAPER',
  'lucky-egg': 'LUCKYEGG',
  spinwheelv2: 'SPINWHEELV2',
};

/** Games whose play record carries a remaining (rm) value. */
export const GAMES_WITH_REMAINING: readonly GameKey[] = ['FTO', 'SPINWHEELV2'];

export const TRANSACTION_TYPES = [
  'SPINWHEEL',
  'SPINWHEELV2',
  'FINDTHEODD',
  'REDEEM',
  'REDEEMREJECT',
  'SQUIDGAME',
  'LUCKYEGG',
  'SPENT',
  'ADJUST',
  'EXPIRED',
  'ROCKPAPERSCISSORS',
  // added: the weekly quiz's coins and its roulette's coin prizes (the spec lists no type for them)
  'QUIZ',
  // added: a claimed mission's reward and a streak milestone's (server/loyalty)
  'MISSION',
  'STREAK',
  // added: a VIP tier's monthly bonus (server/loyalty/tiers/monthlyBonus.ts)
  'TIERBONUS',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const GAME_HISTORY_STATUSES = ['SUCCESS', 'PENDING', 'REJECTED'] as const;

/**
 * The links the operator sets in the console (SPEC section 3's five, and the
 * 4D results quick link's address, which the spec leaves outside the app);
 * '#' means unset and hides the link.
 */
export const OPTION_NAMES = ['h5_link', 'whatsapp_link', 'telegram_link', 'facebook_link', 'live_chat_link', 'four_d_link'] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

/** Declared per-game figures (SPEC section 9). */
export const GAME_RULES = {
  FTO: { rtp: 0.97, maxOdds: 10, roundsPerPlay: 10, freePlaysPerDay: 1 },
  SPINWHEEL: { rtp: 0.97, maxOdds: 50, minDepositRm: 30, dailySpinLimit: 16, maxPrizeRm: 50 },
  SPINWHEELV2: { rtp: 0.97, maxOdds: 50, minDepositRm: 30, dailySpinLimit: 16, maxPrizeRm: 50 },
  SQUIDGAME: { rtp: 0.96, maxOdds: 1000 },
  ROCKSCISSORPAPER: { rtp: 0.97, maxOdds: 1000, bestOf: 3, roundSeconds: 10, payout: 1 },
  LUCKYEGG: { rtp: 0.97, maxOdds: 500, sessionMinutes: 10 },
} as const satisfies Record<GameKey, { rtp: number; maxOdds: number; [rule: string]: number }>;

/** Coins a game pays expire this many days after they were earned (the wallet shows the soonest): the default ladder's; a VIP tier sets its own (coinExpiryDays). */
export const EARNED_COIN_EXPIRY_DAYS = 90;

export const QUIZ = { questionsPer24h: 10, coinPerCorrectAnswer: 1, playsPerDay: 1 } as const;

/**
 * The racing ambassador campaign's weekly quiz (SPEC sections 4 and 9). An
 * operator edits campaigns, weeks, questions, the answer time and the
 * roulette's table in the console; these are the spec's fixed figures.
 */
export const QUIZ_CAMPAIGN = {
  playsPerWeek: 1,
  questionsPerWeek: 5,
  /** all five right qualify for the lucky roulette... */
  correctToQualify: 5,
  /** ...while the week's first places last */
  eligiblePlaces: 50,
  ticketSetsPerWeek: 15,
  /** a physical prize is forfeited when its winner cannot be reached within this */
  contactDays: 5,
  mailWithinWorkingDays: 14,
  /** the answer time a new campaign gets (per question, on the server's clock) */
  defaultAnswerSeconds: 20,
} as const;
/** spinDelayedWithinHours: SPEC 9's "delayed rewards credited within 24 hours" (a spin prize the H5 platform did not take at once). */
export const REDEEM = { coins: 50, creditRm: 10, creditWithinHours: 24, spinCreditWithinMinutes: 15, spinDelayedWithinHours: 24 } as const;

/**
 * Keeping the redemption promise (issue 26): operators are told when an
 * undecided redemption has waited noticeHours; one still undecided
 * autoApproveLeadMinutes before its due time is approved if the automatic
 * rule allows it (time left for the H5 credit to land), and released at its
 * due time otherwise.
 */
export const REDEEM_PROMISE = { noticeHours: [12, 20], autoApproveLeadMinutes: 60 } as const;
export type RedeemNoticeHours = (typeof REDEEM_PROMISE.noticeHours)[number];

/** Malaysia keeps one offset all year; daily limits reset at midnight here. */
export const BUSINESS_UTC_OFFSET_MINUTES = 8 * 60;
