import Type from 'typebox';
import { GAME_KEYS, GAME_SLUGS } from '../constants';
import { Localized } from './common';

/** What a game card shows, decided on the server from dates (GMT+8), status and the maintenance flag. */
export const GAME_STATES = ['live', 'comingSoon', 'ended', 'maintenance', 'preparation'] as const;
export type GameStateName = (typeof GAME_STATES)[number];

export const GameCard = Type.Object({
  slug: Type.Enum(GAME_SLUGS),
  key: Type.Enum(GAME_KEYS),
  tag: Type.Union([Type.Literal('HOT'), Type.Literal('NEW'), Type.Null()]),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  state: Type.Enum(GAME_STATES),
  /** card art per language, the seasonal variant of today already chosen (uploads paths) */
  cardImg: Localized,
  title: Localized,
});
export type GameCard = Type.Static<typeof GameCard>;
export const GameList = Type.Array(GameCard);

const GameText = Type.Object({
  title: Type.String(),
  description: Type.String(),
  features: Type.Array(Type.String()),
  screenshots: Type.Array(Type.String()),
  notice: Type.Array(Type.String()),
});

/** One slot of a prize table as published on the game's detail. */
export const PrizeOdds = Type.Object({
  index: Type.Integer(),
  label: Localized,
  /** free credit in RM; 0 for a no-win slot */
  creditRm: Type.Number(),
  /** payout over the stake (the RM30 deposit that earned the spin) */
  multiplier: Type.Number(),
  /** exact probability of this slot */
  probability: Type.Number(),
  /**
   * integer weight (added for the fairness verifier: slot = pickWeighted(float, weights)
   * in index order, exactly as the server maps it); optional for older readers
   */
  weight: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type PrizeOdds = Type.Static<typeof PrizeOdds>;

/**
 * A spin wheel's terms as the server applies them (the deposit route, the
 * allowance, the payout job read the same figures): the /games/:slug/terms
 * screen prints these, never a copy of its own.
 */
export const SpinTerms = Type.Object({
  /** a deposit of at least this earns a spin */
  minDepositRm: Type.Number(),
  /** spins one qualifying deposit earns */
  spinsPerDeposit: Type.Integer(),
  /** the standard daily limit (an operator or a tier may raise a player's; GET games/:slug/status gives theirs) */
  dailySpinLimit: Type.Integer(),
  /** the biggest prize the wheel's live table pays */
  maxPrizeRm: Type.Number(),
  /** a prize is credited to the H5 account within this... */
  creditWithinMinutes: Type.Integer(),
  /** ...and a delayed one (the H5 platform refused or was down) within this */
  delayedWithinHours: Type.Integer(),
});
export type SpinTerms = Type.Static<typeof SpinTerms>;

/**
 * What a free play (Find The Odd) can earn, from the game's rules: no stake is
 * taken, so RTP and max odds alone say nothing a player can use.
 */
export const FreePlay = Type.Object({
  playsPerDay: Type.Integer(),
  rounds: Type.Integer(),
  coinsPerRightAnswer: Type.Integer(),
  /** every round answered right */
  maxCoins: Type.Integer(),
  /** the mean coins of a play whose every tap is a blind guess (exact, from the rounds' card counts) */
  chanceMeanCoins: Type.Number(),
});
export type FreePlay = Type.Static<typeof FreePlay>;

/** GET games/:slug — per-language content and the published figures. */
export const GameDetail = Type.Object({
  card: GameCard,
  content: Type.Object({ en: GameText, zh: GameText, ms: GameText }),
  declaredRtp: Type.Number(),
  /** computed from the prize table where the game has one */
  exactRtp: Type.Union([Type.Number(), Type.Null()]),
  /** the declared cap (SPEC section 9), as the detail's table shows it */
  maxOdds: Type.Number(),
  /** added: the largest credit / stake the prize table can pay (null without a table); optional for older readers */
  exactMaxOdds: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  volatility: Type.Enum(['low', 'medium', 'high'] as const),
  odds: Type.Array(PrizeOdds),
  /** added: the spin wheels' terms; absent for other games and older servers */
  spinTerms: Type.Optional(SpinTerms),
  /** added: a free play's earnings (Find The Odd); absent for staked games */
  freePlay: Type.Optional(FreePlay),
});
export type GameDetail = Type.Static<typeof GameDetail>;
