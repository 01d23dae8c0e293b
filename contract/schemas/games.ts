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
});
export type GameDetail = Type.Static<typeof GameDetail>;
