// The operator console's own calls (server/admin/console*.ts). The paths live
// here rather than in routes.ts so the console's contract is one file; every
// one is under admin/, so the maintenance gate lets them through while the
// system is down (the console is how it comes back up).
import Type from 'typebox';
import { GAME_KEYS, GAME_RULES, OPTION_NAMES } from '../constants';
import { Localized } from './common';

export const CONSOLE_API = {
  inbox: 'admin/inbox',
  games: 'admin/games',
  gameMaintenance: (slug: string) => `admin/games/${slug}/maintenance`,
  players: 'admin/players',
  spinLimit: (uid: string) => `admin/players/${uid}/spin-limit`,
  audit: 'admin/audit',
  content: 'admin/content',
} as const;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const INBOX_POST_KINDS = ['others', 'coin', 'credit'] as const;

/**
 * POST admin/inbox. `coin` and `credit` are the amounts the message tells of
 * (SPEC section 3's coin / credit messages); they move no money: coins move
 * only through the ledger (admin/players/{uid}/adjust).
 */
export const InboxPostBody = Type.Object({
  /** a player's UID, or 'all' for every player */
  to: Type.String({ minLength: 1, maxLength: 40 }),
  kind: Type.Enum(INBOX_POST_KINDS),
  title: Localized,
  desc: Localized,
  coin: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  credit: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
});
export type InboxPostBody = Type.Static<typeof InboxPostBody>;
export const InboxPostResponse = Type.Object({ id: Type.Integer(), to: Type.String() });
export type InboxPostResponse = Type.Static<typeof InboxPostResponse>;

export const AdminGame = Type.Object({
  slug: Type.String(), key: Type.Enum(GAME_KEYS), status: Type.String(), maintenance: Type.Boolean(),
});
export type AdminGame = Type.Static<typeof AdminGame>;
export const AdminGameList = Type.Array(AdminGame);
export const GameMaintenanceBody = Type.Object({ maintenance: Type.Boolean() });
export type GameMaintenanceBody = Type.Static<typeof GameMaintenanceBody>;

export const PlayerSearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 40 }) });
/** One player as an operator looks them up: the phone stays masked even here. */
export const AdminPlayer = Type.Object({
  uid: Type.String(),
  fullName: Type.String(),
  phone: Nullable(Type.String()),
  verified: Type.Boolean(),
  role: Type.String(),
  balance: Type.Number(),
  pending: Type.Number(),
  createdAt: Type.String(),
  /** the player's own daily spin limit (both wheels); null: the default, SPIN_DAILY_LIMIT_DEFAULT */
  spinDailyLimit: Nullable(Type.Integer()),
});
export type AdminPlayer = Type.Static<typeof AdminPlayer>;
export const AdminPlayerList = Type.Array(AdminPlayer);

/** The spin wheels' daily limit (SPEC section 9: 16 spins a day, "may increase under conditions"). */
export const SPIN_DAILY_LIMIT_DEFAULT = Math.max(GAME_RULES.SPINWHEEL.dailySpinLimit, GAME_RULES.SPINWHEELV2.dailySpinLimit);
/** The most an operator may allow one player a day: a typo must not open the wheel without bound. */
export const SPIN_DAILY_LIMIT_MAX = 500;

/**
 * PUT admin/players/{uid}/spin-limit: the player's daily spins on each wheel.
 * An operator may raise the limit, never lower it below the default; setting
 * the default itself removes the player's own limit.
 */
export const SpinLimitBody = Type.Object({
  dailyLimit: Type.Integer({ minimum: SPIN_DAILY_LIMIT_DEFAULT, maximum: SPIN_DAILY_LIMIT_MAX }),
});
export type SpinLimitBody = Type.Static<typeof SpinLimitBody>;
export const SpinLimitResponse = Type.Object({
  uid: Type.String(),
  /** as in AdminPlayer: null when the player is back on the default */
  spinDailyLimit: Nullable(Type.Integer()),
});
export type SpinLimitResponse = Type.Static<typeof SpinLimitResponse>;

export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) });
export const AuditRow = Type.Object({
  id: Type.Integer(),
  operator: Type.String(),
  action: Type.String(),
  target: Nullable(Type.String()),
  detail: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditRow = Type.Static<typeof AuditRow>;
export const AuditList = Type.Array(AuditRow);

/** GET admin/content: what the content tab edits, inactive rows included, images as stored (relative). */
export const AdminPromotion = Type.Object({
  id: Type.Integer(), sort: Type.Integer(), active: Type.Boolean(),
  title: Localized, description: Localized, img: Localized,
  startDate: Type.String(), endDate: Nullable(Type.String()),
});
export type AdminPromotion = Type.Static<typeof AdminPromotion>;
export const AdminBanner = Type.Object({ id: Type.Integer(), sort: Type.Integer(), active: Type.Boolean(), img: Localized, link: Localized });
export type AdminBanner = Type.Static<typeof AdminBanner>;
export const AdminContent = Type.Object({
  promotions: Type.Array(AdminPromotion),
  banners: Type.Array(AdminBanner),
  options: Type.Array(Type.Object({ name: Type.Enum(OPTION_NAMES), value: Type.String() })),
});
export type AdminContent = Type.Static<typeof AdminContent>;
