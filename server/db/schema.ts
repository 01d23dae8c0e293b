// Kysely table types. numeric and int8 columns arrive as numbers on both
// drivers (see connect.ts), so they are typed as number here.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Localized } from '../../contract/schemas/common';
import type { OutcomeProof } from '../../contract/schemas/fairness';
import type { BonusStatus, GameKey, Lang, TransactionType } from '../../contract/constants';
import type { RedeemStatus, VideoStatus } from '../../contract/schemas/wallet';
import type { MissionGoal, MissionPeriod } from '../../contract/loyalty/missionsRules';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface PlayersTable {
  id: Generated<number>;
  uid: string;
  full_name: string;
  password_hash: string | null;
  phone: string | null;
  /** from the H5 platform: 'vip' uses the club, 'normal' is asked to upgrade, others are invalid */
  role: Generated<string>;
  verified: Generated<boolean>;
  language: Generated<Lang>;
  notify: Generated<boolean>;
  tg_id: number | null;
  tg_register: Generated<boolean>;
  /** a player may change their UID once */
  uid_changed: Generated<boolean>;
  /** affiliate code given at registration */
  referrer: ColumnType<string | null, string | null | undefined, string | null>;
  /** spins a day on each wheel for this player; null = the default of GAME_RULES */
  spin_daily_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** set while an operator blocks the player: every door answers msg.accessBlock */
  blocked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the player's switch for reminders before coins expire (server/loyalty/reminders) */
  expiry_reminders: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RegisterTokensTable {
  token_hash: string;
  /** the affiliate code the platform's link carries, used when the form sends none */
  referrer: string | null;
  expires_at: Date;
  used_at: Date | null;
  player_id: number | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  ended_at: Date | null;
  /** why a session ended: 'logout', 'replaced' (logged in elsewhere), 'expired' */
  end_reason: string | null;
}

export interface LaunchTokensTable {
  token_hash: string;
  player_id: number;
  expires_at: Date;
  used_at: Date | null;
}

/** One-time SMS codes; only an HMAC of the code is kept. */
export interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: 'register';
  code_hash: string;
  expires_at: Date;
  /** tries spent on this code, the right one included */
  attempts: Generated<number>;
  consumed_at: Date | null;
  created_at: CreatedAt;
}

/** One throttled action (a login try, an OTP sent...) under its key. */
export interface RateEventsTable {
  id: Generated<number>;
  key: string;
  at: Date;
}

export interface OptionsTable {
  name: string;
  value: string;
}

export interface BannersTable {
  id: Generated<number>;
  sort: Generated<number>;
  img: Json<Localized>;
  link: Json<Localized>;
  active: Generated<boolean>;
}

export interface PromotionsTable {
  id: Generated<number>;
  sort: Generated<number>;
  title: Json<Localized>;
  description: Json<Localized>;
  img: Json<Localized>;
  start_date: Date;
  end_date: Date | null;
  active: Generated<boolean>;
}

export interface GameContent {
  title: string;
  description: string;
  features: string[];
  screenshots: string[];
  notice: string[];
}

export interface GamesTable {
  slug: string;
  key: GameKey;
  tag: 'HOT' | 'NEW' | null;
  sort: number;
  start_date: Date;
  end_date: Date | null;
  /** 'live' games have a play screen; 'preparation' shows "Game is in preparation" */
  status: 'live' | 'preparation';
  maintenance: Generated<boolean>;
  card_img: Json<Localized>;
  content: Json<Record<Lang, GameContent>>;
  rtp: number;
  max_odds: number;
  volatility: 'low' | 'medium' | 'high';
  /** whole coins a stake may be, for the games a player stakes on (null: no stakes) */
  min_bet: number | null;
  max_bet: number | null;
  /** bumped by a trigger on every write of the game's own settings tables (migration 0021): caches of them compare it */
  settings_version: Generated<number>;
}

export interface FaqsTable {
  id: Generated<number>;
  sort: Generated<number>;
  question: Json<Localized>;
  answer: Json<Localized>;
}

export interface PagesTable {
  slug: 'terms' | 'privacy' | 'brand-ambassador';
  title: Json<Localized>;
  body: Json<Localized>;
}

export interface CoinEntriesTable {
  id: Generated<number>;
  player_id: number;
  type: TransactionType;
  /** signed: earnings positive, spending negative */
  amount: number;
  idempotency_key: string | null;
  ref: string | null;
  note: string | null;
  /** for earned batches: when the unspent part expires */
  expires_at: Date | null;
  created_at: CreatedAt;
}

export interface CoinBalancesTable {
  player_id: number;
  /** spendable coins; CHECK >= 0 in the database */
  available: Generated<number>;
  /** coins held by pending redemptions */
  pending: Generated<number>;
  redeemed: Generated<number>;
}

export interface RedeemableBonusesTable {
  id: Generated<number>;
  player_id: number;
  tx_amount: number;
  turnover: number;
  status: Generated<BonusStatus>;
  created_date: CreatedAt;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  /** null: a message to every player */
  player_id: number | null;
  kind: 'coin' | 'credit' | 'others' | 'redeem' | 'spin';
  title: Json<Localized>;
  descr: Json<Localized>;
  img: string | null;
  coin: number | null;
  credit: number | null;
  redeem_credit: number | null;
  spin_amount: number | null;
  spin_credit: number | null;
  /** 'redeem' messages: the decision they report (null on older credits) */
  redeem_status: ColumnType<RedeemStatus | null, RedeemStatus | null | undefined, RedeemStatus | null>;
  created_at: CreatedAt;
}

export interface InboxReadsTable {
  message_id: number;
  player_id: number;
  read_at: CreatedAt;
}

/** One round of a game on the platform's rounds store (server/games/platform/rounds.ts). */
export type RoundState = 'open' | 'settled';
/** The rounds store's games: the platform's, and the quiz campaign's lucky roulette. */
export type RoundGame = GameKey | 'QUIZROULETTE';

export interface GameRoundsTable {
  id: Generated<number>;
  player_id: number;
  game: RoundGame;
  /** coins staked (0 for a free play) */
  bet: number;
  /** coins paid when settled */
  payout: number;
  /** what was drawn; secret while the round is open */
  outcome: Json<unknown>;
  created_at: CreatedAt;
  state: RoundState;
  idempotency_key: string | null;
  proof: Json<OutcomeProof> | null;
  /** the table or parameters the round was drawn on, kept for the verifier */
  params: Json<unknown>;
  /** the game's own progress through a multi-step round */
  detail: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  settled_at: Date | null;
}

export interface LuckyEggSlotsTable {
  id: Generated<number>;
  /** a session opens at this minute of the day, GMT+8 */
  minute_of_day: number;
}

export interface LuckyEggPrizesTable {
  id: Generated<number>;
  sort: Generated<number>;
  multiplier: number;
  weight: number;
}

/** A win the big-wins feed carried (server/bigWins). */
export interface BigWinsTable {
  id: Generated<number>;
  player_id: number;
  /** as shown to everyone: the full name is never stored twice */
  masked_name: string;
  game: GameKey;
  bet: number;
  payout: number;
  multiplier: number;
  at: Date;
}

/** A player looking for a rock scissor paper opponent (server/games/rsp). */
export interface RspSearchesTable {
  player_id: number;
  bet: number;
  idempotency_key: string;
  since: Date;
  house_at: Date;
}

/** A rock scissor paper match: the pure match as JSON and when its clock next changes it. */
export interface RspMatchesTable {
  id: Generated<number>;
  player_a: number;
  round_a: number;
  /** null: the house */
  player_b: number | null;
  round_b: number | null;
  state: Json<unknown>;
  due_at: Date | null;
  ended: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SpinChancesTable {
  id: Generated<number>;
  player_id: number;
  game: GameKey;
  source: string;
  granted_at: CreatedAt;
  used_at: Date | null;
}

/** The two spin wheels' game keys: prize tables, rounds and deposits accept only these. */
export type SpinGameKey = 'SPINWHEEL' | 'SPINWHEELV2';
export type SpinRoundStatus = 'SUCCESS' | 'PENDING' | 'REJECTED';

/** One slot of a wheel's prize table (server/games/prizeTable.ts does the math). */
export interface SpinPrizesTable {
  game: SpinGameKey;
  slot: number;
  label: Json<Localized>;
  credit_rm: number;
  weight: number;
  active: Generated<boolean>;
}

/** One spin: the chance it used, the slot drawn, its proof, and the H5 credit's progress. */
export interface SpinRoundsTable {
  id: Generated<number>;
  player_id: number;
  game: SpinGameKey;
  chance_id: number;
  idempotency_key: string;
  spin_no: number;
  slot: number;
  label: Json<Localized>;
  credit_rm: number;
  stake_rm: number;
  status: SpinRoundStatus;
  proof: Json<OutcomeProof>;
  /** the float drawn and the weights it was mapped on, kept for audit */
  outcome: Json<{ float: number; weights: number[]; slots: number[]; credits?: number[] }>;
  credit_attempts: Generated<number>;
  next_credit_at: Date | null;
  credit_error: string | null;
  credited_at: Date | null;
  created_at: CreatedAt;
}

/** A deposit reported by the H5 platform; tx_id makes a replay grant nothing. */
export interface H5DepositsTable {
  tx_id: string;
  player_id: number;
  amount_rm: number;
  game: SpinGameKey | null;
  spins_granted: number;
  at: Date;
  received_at: CreatedAt;
}

/** What the local H5 wallet provider "paid" (providers/h5wallet): one row per reference. */
export interface H5WalletCreditsTable {
  reference: string;
  player_uid: string;
  amount_rm: number;
  credited_at: CreatedAt;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'support' | 'content';
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  expires_at: Date;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** null: written by an automatic rule (detail.rule names it), not an operator */
  operator_id: number | null;
  action: string;
  target: string | null;
  detail: Json<unknown>;
  created_at: CreatedAt;
}

/** A player's provably fair seed pair (server/fairness); server_seed never leaves while active. */
export interface FairnessSeedsTable {
  id: Generated<number>;
  player_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** outcomes drawn with this pair so far, which is also the next nonce */
  nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  revealed_at: Date | null;
}

export interface ActivitySessionsTable {
  id: string;
  player_id: number;
  path: string;
  started_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/** A device's push (FCM) token and the player it currently belongs to (server/notify/pushTokens.ts). */
export interface PushTokensTable {
  token: string;
  player_id: number;
  created_at: Date;
  seen_at: Date;
}

/** A redeem request (server/redeem); its ledger hold carries ref 'redemption:<id>'. */
export interface RedemptionsTable {
  id: Generated<number>;
  player_id: number;
  coins: number;
  credit_rm: number;
  status: Generated<RedeemStatus>;
  idempotency_key: string;
  /** the answer the first request got, given again to a retry with the same key */
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
  reason: string | null;
  /** set on approval: the H5 wallet reference the credit is paid under */
  credit_reference: string | null;
  credit_attempts: Generated<number>;
  credit_error: string | null;
  /** when the retry job may try the credit again (a lease while one attempt runs) */
  next_credit_at: Date | null;
  credited_at: Date | null;
}

/** A notice to operators that a redemption has waited after_hours undecided; inserting the row claims its sending. */
export interface RedemptionNoticesTable {
  redemption_id: number;
  after_hours: number;
  sent_at: Date;
}

/** A device of an operator who allowed push for the redemption notices. */
export interface OperatorPushTokensTable {
  token: string;
  operator_id: number;
  lang: Lang;
  created_at: CreatedAt;
}

/** A screen recording uploaded for account verification; path is a file name in dataDir/verification. */
export interface VerificationVideosTable {
  id: Generated<number>;
  player_id: number;
  path: string;
  mime: string;
  size: number;
  status: Generated<VideoStatus>;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
  reason: string | null;
}

/** The single row (id 1) of the redemptions' automatic approval, edited by admins. */
export interface RedeemAutoApprovalTable {
  id: number;
  enabled: boolean;
  max_credit_rm: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

export interface Database {
  players: PlayersTable;
  activity_sessions: ActivitySessionsTable;
  push_tokens: PushTokensTable;
  sessions: SessionsTable;
  launch_tokens: LaunchTokensTable;
  otp_codes: OtpCodesTable;
  rate_events: RateEventsTable;
  options: OptionsTable;
  banners: BannersTable;
  promotions: PromotionsTable;
  games: GamesTable;
  faqs: FaqsTable;
  pages: PagesTable;
  coin_entries: CoinEntriesTable;
  coin_balances: CoinBalancesTable;
  redeemable_bonuses: RedeemableBonusesTable;
  inbox_messages: InboxMessagesTable;
  inbox_reads: InboxReadsTable;
  game_rounds: GameRoundsTable;
  rsp_searches: RspSearchesTable;
  rsp_matches: RspMatchesTable;
  lucky_egg_slots: LuckyEggSlotsTable;
  lucky_egg_prizes: LuckyEggPrizesTable;
  big_wins: BigWinsTable;
  spin_chances: SpinChancesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  fairness_seeds: FairnessSeedsTable;
  spin_prizes: SpinPrizesTable;
  spin_rounds: SpinRoundsTable;
  h5_deposits: H5DepositsTable;
  h5_wallet_credits: H5WalletCreditsTable;
  redemptions: RedemptionsTable;
  redeem_auto_approval: RedeemAutoApprovalTable;
  redemption_notices: RedemptionNoticesTable;
  operator_push_tokens: OperatorPushTokensTable;
  verification_videos: VerificationVideosTable;
  register_tokens: RegisterTokensTable;
  quiz_campaigns: QuizCampaignsTable;
  quiz_weeks: QuizWeeksTable;
  quiz_questions: QuizQuestionsTable;
  quiz_prizes: QuizPrizesTable;
  quiz_entries: QuizEntriesTable;
  quiz_answers: QuizAnswersTable;
  quiz_awards: QuizAwardsTable;
  player_limits: PlayerLimitsTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  festival_days: FestivalDaysTable;
  expiry_reminders: ExpiryRemindersTable;
  public_holidays: PublicHolidaysTable;
}

export interface QuizCampaignsTable {
  id: Generated<number>;
  slug: string;
  title: Json<Localized>;
  starts_at: Date;
  ends_at: Date;
  answer_seconds: number;
  eligible_places: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface QuizWeeksTable {
  id: Generated<number>;
  campaign_id: number;
  number: number;
  starts_at: Date;
  ends_at: Date;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  week_id: number;
  /** 1..5, the order the week asks them in */
  position: number;
  prompt: Json<Localized>;
  /** 3 or 4 choices, in the order the operator wrote them */
  choices: Json<Localized[]>;
  /** index of the right choice in `choices` */
  correct: number;
}

export type QuizPrizeKind = 'physical' | 'coins' | 'none';

export interface QuizPrizesTable {
  id: Generated<number>;
  campaign_id: number;
  /** place on the wheel */
  position: number;
  label: Json<Localized>;
  kind: QuizPrizeKind;
  coins: Generated<number>;
  weight: number;
  /** how many a week can win; null: no limit */
  weekly_stock: number | null;
}

export interface QuizEntriesTable {
  id: Generated<number>;
  week_id: number;
  player_id: number;
  idempotency_key: string;
  /** per question (position - 1), the operator's choice index shown at each place */
  choice_orders: Json<number[][]>;
  correct: Generated<number>;
  started_at: Date;
  finished_at: Date | null;
  place: number | null;
  places_full: Generated<boolean>;
  spin_round_id: number | null;
}

export interface QuizAnswersTable {
  entry_id: number;
  player_id: number;
  position: number;
  question_id: number;
  asked_at: Date;
  deadline: Date;
  /** the choice as shown; null when the time ran out */
  picked: number | null;
  correct: boolean | null;
  answered_at: Date | null;
}

export type QuizAwardState = 'awaitingContact' | 'contacted' | 'shipped' | 'forfeited' | 'credited';

export interface QuizAwardsTable {
  id: Generated<number>;
  entry_id: number;
  player_id: number;
  week_id: number;
  round_id: number;
  prize_id: number | null;
  label: Json<Localized>;
  kind: Exclude<QuizPrizeKind, 'none'>;
  coins: Generated<number>;
  state: QuizAwardState;
  contact_by: Date | null;
  note: string | null;
  /** when it was marked mailed (state shipped); migration 0032 */
  shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type Player = Selectable<PlayersTable>;
export type NewPlayer = Insertable<PlayersTable>;

/** The limits a player set on their own wagering (server/limits); no row = none. */
export interface PlayerLimitsTable {
  player_id: number;
  daily_limit: number | null;
  weekly_limit: number | null;
  /** a raise (or removal, null) waiting until *_pending_at */
  daily_pending: number | null;
  daily_pending_at: Date | null;
  weekly_pending: number | null;
  weekly_pending_at: Date | null;
  break_until: Date | null;
  excluded_until: Date | null;
  /** the operator who set the exclusion in force; null = the player */
  excluded_by: number | null;
  reality_check_minutes: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A daily or weekly mission the operator defines (migration 0029, server/loyalty/missions). */
export interface MissionsTable {
  id: Generated<number>;
  title: Json<Localized>;
  body: Json<Localized>;
  goal: MissionGoal;
  target: number;
  reward: number;
  period: MissionPeriod;
  starts_at: Date;
  ends_at: Date;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

/** A mission's reward, claimed once per player and period (the primary key). */
export interface MissionClaimsTable {
  mission_id: number;
  player_id: number;
  period_start: Date;
  reward: number;
  claimed_at: Date;
}

/** The operator's festival calendar: a festival day refills the streak's shield. */
/** The Malaysian public holidays the operator keeps (migration 0032): a physical prize's mail-by count skips them. */
export interface PublicHolidaysTable {
  /** YYYY-MM-DD, a GMT+8 day */
  day: ColumnType<string, string, string>;
  name: Json<Localized>;
}

export interface FestivalDaysTable {
  /** YYYY-MM-DD, a GMT+8 day */
  day: ColumnType<string, string, string>;
  name: Json<Localized>;
}

/** A reminder before coins expire: its insert is the claim of its sending (server/loyalty/reminders). */
export interface ExpiryRemindersTable {
  player_id: number;
  /** YYYY-MM-DD, the GMT+8 day the coins expire */
  expires_on: ColumnType<string, string, string>;
  days_before: number;
  sent_at: Date;
  /** the coins it told of; 0 when none were left, null until the claimer has looked */
  coins: ColumnType<number | null, number | null | undefined, number | null>;
  message_id: ColumnType<number | null, number | null | undefined, number | null>;
}
