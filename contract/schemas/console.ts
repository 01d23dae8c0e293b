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
  playerBlock: (uid: string) => `admin/players/${uid}/block`,
  audit: 'admin/audit',
  content: 'admin/content',
  dashboard: 'admin/dashboard',
  autoApproval: 'admin/auto-approval',
  myPassword: 'admin/me/password',
  operators: 'admin/operators',
  operatorPassword: (id: number | string) => `admin/operators/${id}/password`,
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
  slug: Type.String(),
  key: Type.Enum(GAME_KEYS),
  status: Type.String(),
  maintenance: Type.Boolean(),
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
  /** when an operator blocked the player (every door answers msg.accessBlock); null: not blocked */
  blockedAt: Nullable(Type.String()),
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

/**
 * PUT admin/players/{uid}/block (support and admins): block a player (their
 * sessions and sockets end with msg.accessBlock, a login is refused with it)
 * or let them back in; audited with the reason. Coins and history stay.
 */
export const PlayerBlockBody = Type.Object({
  blocked: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
export type PlayerBlockBody = Type.Static<typeof PlayerBlockBody>;
export const PlayerBlockResponse = Type.Object({ uid: Type.String(), blockedAt: Nullable(Type.String()) });
export type PlayerBlockResponse = Type.Static<typeof PlayerBlockResponse>;

export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) });
export const AuditRow = Type.Object({
  id: Type.Integer(),
  /** null: an automatic rule acted (detail.rule names it) */
  operator: Nullable(Type.String()),
  action: Type.String(),
  target: Nullable(Type.String()),
  detail: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditRow = Type.Static<typeof AuditRow>;
export const AuditList = Type.Array(AuditRow);

/** GET admin/content: what the content tab edits, inactive rows included, images as stored (relative). */
export const AdminPromotion = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  active: Type.Boolean(),
  title: Localized,
  description: Localized,
  img: Localized,
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
});
export type AdminPromotion = Type.Static<typeof AdminPromotion>;
export const AdminBanner = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  active: Type.Boolean(),
  img: Localized,
  link: Localized,
});
export type AdminBanner = Type.Static<typeof AdminBanner>;
export const AdminContent = Type.Object({
  promotions: Type.Array(AdminPromotion),
  banners: Type.Array(AdminBanner),
  options: Type.Array(Type.Object({ name: Type.Enum(OPTION_NAMES), value: Type.String() })),
});
export type AdminContent = Type.Static<typeof AdminContent>;

/**
 * Automatic approval of redemptions (admins edit it, every change audited):
 * when on, a redemption of a verified player whose credit is at or under
 * maxCreditRm is approved as it is created, through the operator's approve
 * path, and audited under the rule's name.
 */
export const AutoApprovalBody = Type.Object({
  enabled: Type.Boolean(),
  /** RM, to the sen (the server rounds) */
  maxCreditRm: Type.Number({ minimum: 0, maximum: 100_000 }),
});
export type AutoApprovalBody = Type.Static<typeof AutoApprovalBody>;
export const AutoApproval = Type.Object({
  ...AutoApprovalBody.properties,
  updatedAt: Type.String(),
  /** the admin who changed it last; null: never changed */
  updatedBy: Nullable(Type.String()),
});
export type AutoApproval = Type.Static<typeof AutoApproval>;

/** The figures of one game over one period; stakes and payouts in the game's unit. */
export const DashboardGamePeriod = Type.Object({
  plays: Type.Integer(),
  stakes: Type.Number(),
  payouts: Type.Number(),
  /** payouts / stakes; null for free plays (no stake) */
  observedReturn: Nullable(Type.Number()),
});
export type DashboardGamePeriod = Type.Static<typeof DashboardGamePeriod>;
export const DashboardGame = Type.Object({
  /** a game key, or QUIZ for the weekly quiz */
  game: Type.String(),
  /** RM: the wheels' deposit stakes and RM credit; coins: coins staked and paid (the staking games) or paid (free plays) */
  unit: Type.Union([Type.Literal('RM'), Type.Literal('coins')]),
  /** false for the free plays (Find The Odd, the quiz): nothing is staked, so no stakes and no return to show */
  staked: Type.Boolean(),
  /** the RTP published for the game; null where none is declared (the quiz) */
  declaredRtp: Nullable(Type.Number()),
  today: DashboardGamePeriod,
  days30: DashboardGamePeriod,
});
export type DashboardGame = Type.Static<typeof DashboardGame>;

/** GET admin/dashboard: today is the GMT+8 business day; 30 days are that day and the 29 before. */
export const Dashboard = Type.Object({
  at: Type.String(),
  pending: Type.Object({
    count: Type.Integer(),
    creditRm: Type.Number(),
    /** by age against the promise (REDEEM.creditWithinHours): under 12 h, 12 to 24 h, overdue */
    fresh: Type.Integer(),
    dueSoon: Type.Integer(),
    overdue: Type.Integer(),
    oldestAt: Nullable(Type.String()),
  }),
  players: Type.Object({ total: Type.Integer(), verified: Type.Integer(), newToday: Type.Integer() }),
  coins: Type.Object({
    /** coins credited today by games, the quiz and operators' additions (returned holds not counted) */
    issuedToday: Type.Number(),
    /** coins of redemptions approved today, and their credit */
    redeemedToday: Type.Number(),
    redeemedCreditRmToday: Type.Number(),
  }),
  games: Type.Array(DashboardGame),
  /** the spin payout job against SPEC 9's 15 minutes (REDEEM.spinCreditWithinMinutes) */
  spinPayouts: Type.Object({
    /** winning spins not yet credited to the H5 account */
    owed: Type.Integer(),
    /** of those, past their 15 minutes */
    late: Type.Integer(),
    /** the due time of the oldest late one (its lateness: at minus this); null when none is late */
    oldestDueAt: Nullable(Type.String()),
    /** prizes credited after their 15 minutes, over the 30 days */
    paidLate30: Type.Integer(),
  }),
});
export type Dashboard = Type.Static<typeof Dashboard>;

/** The operators' roles (server/auth/roles.ts): "support" is the reviewer who answers players and decides redemptions. */
export const OPERATOR_ROLES = ['admin', 'support', 'content'] as const;
/** An operator's username: 3 to 40 letters, digits, dots, dashes or underscores (the command line's rule too). */
export const OPERATOR_USERNAME_PATTERN = '^[A-Za-z0-9._-]{3,40}$';
/** An operator's password: ASVS 2.1.1's 12 characters at least, 128 at most (scrypt's input stays small). */
export const OPERATOR_PASSWORD = { min: 12, max: 128 } as const;

const OperatorPassword = Type.String({ minLength: OPERATOR_PASSWORD.min, maxLength: OPERATOR_PASSWORD.max });

/** PUT admin/me/password: the signed-in operator's own password; their other sessions end. */
export const MyPasswordBody = Type.Object({
  current: Type.String({ minLength: 1, maxLength: OPERATOR_PASSWORD.max }),
  next: OperatorPassword,
});
export type MyPasswordBody = Type.Static<typeof MyPasswordBody>;

/** GET admin/operators (admins): every operator, oldest first. */
export const AdminOperator = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Enum(OPERATOR_ROLES),
  createdAt: Type.String(),
});
export type AdminOperator = Type.Static<typeof AdminOperator>;
export const AdminOperatorList = Type.Array(AdminOperator);

/** POST admin/operators (admins): a new operator; a taken username is a 409. */
export const OperatorCreateBody = Type.Object({
  username: Type.String({ pattern: OPERATOR_USERNAME_PATTERN, maxLength: 40 }),
  password: OperatorPassword,
  role: Type.Enum(OPERATOR_ROLES),
});
export type OperatorCreateBody = Type.Static<typeof OperatorCreateBody>;

/**
 * PUT admin/operators/{id}/password (admins): another operator's password; all their sessions end.
 * On the admin's own id it is admin/me/password's rule: `current` is required and checked.
 */
export const OperatorPasswordBody = Type.Object({
  password: OperatorPassword,
  current: Type.Optional(Type.String({ minLength: 1, maxLength: OPERATOR_PASSWORD.max })),
});
export type OperatorPasswordBody = Type.Static<typeof OperatorPasswordBody>;
