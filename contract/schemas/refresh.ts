import Type from 'typebox';
import { BONUS_STATUSES, GAME_KEYS, OPTION_NAMES, REDEEM_STATUSES } from '../constants';
import { INBOX_ACTIONS } from '../inboxActions';
import { TierStatus } from '../loyalty/tiers';
import { LangSchema, Localized } from './common';

export const OptionItem = Type.Object({
  name: Type.Enum(OPTION_NAMES),
  value: Type.String(),
});

export const Banner = Type.Object({
  img_en: Type.String(),
  img_zh: Type.String(),
  img_ms: Type.String(),
  link_en: Type.String(),
  link_zh: Type.String(),
  link_ms: Type.String(),
});
export type Banner = Type.Static<typeof Banner>;

export const Promotion = Type.Object({
  id: Type.Integer(),
  title: Localized,
  description: Localized,
  img: Localized,
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Promotion = Type.Static<typeof Promotion>;

export const Coin = Type.Object({
  balance: Type.Number(),
  pending: Type.Number(),
  redeemed: Type.Number(),
  expire: Type.Object({ balance: Type.Number(), date: Type.Union([Type.String(), Type.Null()]) }),
  /**
   * Every batch due within EXPIRY_REMINDERS.soonDays GMT+8 days: the total and
   * its first date (issue 28). Optional: answers stored before it (a redeem's,
   * replayed by its key) lack it.
   */
  soon: Type.Optional(Type.Object({ balance: Type.Number(), date: Type.Union([Type.String(), Type.Null()]) })),
});
export type Coin = Type.Static<typeof Coin>;

/** Source fields of one inbox message (SPEC section 3); the client words them per language. */
export const InboxItem = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('coin'), Type.Literal('credit'), Type.Literal('others'), Type.Literal('redeem'), Type.Literal('spin')]),
  title: Localized,
  desc: Localized,
  img: Type.Union([Type.String(), Type.Null()]),
  coin: Type.Union([Type.Number(), Type.Null()]),
  credit: Type.Union([Type.Number(), Type.Null()]),
  redeem_credit: Type.Union([Type.Number(), Type.Null()]),
  spin_amount: Type.Union([Type.Number(), Type.Null()]),
  spin_credit: Type.Union([Type.Number(), Type.Null()]),
  /** 'redeem' messages: the decision reported (absent or null: a credit) */
  redeem_status: Type.Optional(Type.Union([Type.Enum(REDEEM_STATUSES), Type.Null()])),
  /** what the message offers the player to do, as a link to that screen (contract/inboxActions.ts); absent or null: nothing */
  action: Type.Optional(Type.Union([Type.Enum(INBOX_ACTIONS), Type.Null()])),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type InboxItem = Type.Static<typeof InboxItem>;

export const RedeemableBonus = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  tx_amount: Type.Number(),
  turnover: Type.Number(),
  status: Type.Enum(BONUS_STATUSES),
  created_date: Type.Union([Type.String(), Type.Null()]),
});
export type RedeemableBonus = Type.Static<typeof RedeemableBonus>;

export const PlayRecord = Type.Object({
  mtn: Type.Union([Type.Literal(0), Type.Literal(1)]),
  rm: Type.Optional(Type.Integer()),
  reward: Type.Optional(Type.Number()),
  motion: Type.Optional(Type.String()),
});
export type PlayRecord = Type.Static<typeof PlayRecord>;

export const PlayRecords = Type.Object(
  Object.fromEntries(GAME_KEYS.map((k) => [k, PlayRecord])) as Record<(typeof GAME_KEYS)[number], typeof PlayRecord>,
);
export type PlayRecords = Type.Static<typeof PlayRecords>;

/** GET vips (guest) and GET player (logged in): SPEC section 3, "Refresh data". */
export const RefreshData = Type.Object({
  options: Type.Array(OptionItem),
  banners: Type.Array(Banner),
  promotions: Type.Array(Promotion),
  tgBind: Type.Boolean(),
  tgRegister: Type.Boolean(),
  language: LangSchema,
  coin: Coin,
  notify: Type.Boolean(),
  /** reminders before coins expire (settings; on unless turned off). Absent for a guest. */
  expiryReminders: Type.Optional(Type.Boolean()),
  inboxs: Type.Object({ unreadCount: Type.Integer(), inbox: Type.Array(InboxItem) }),
  redeemableBonus: RedeemableBonus,
  playRec: PlayRecords,
  /** the player's VIP tier and progress (issue 27), so home's card needs no call of its own; null for a guest */
  tier: Type.Union([TierStatus, Type.Null()]),
});
export type RefreshData = Type.Static<typeof RefreshData>;

export const Maintenance = Type.Object({
  maintenance: Type.Union([Type.Literal(0), Type.Literal(1)]),
  mDateTime: Type.Union([Type.String(), Type.Null()]),
});
export type Maintenance = Type.Static<typeof Maintenance>;
