// The games: rounds, lucky egg, rock scissor paper, the spin wheels, big wins, fairness seeds and the H5 platform's deposits and credits.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';
import type { Localized } from '../../../contract/schemas/common';
import type { OutcomeProof } from '../../../contract/schemas/fairness';
import type { GameKey } from '../../../contract/constants';

export interface GamesTables {
  game_rounds: GameRoundsTable;
  rsp_searches: RspSearchesTable;
  rsp_matches: RspMatchesTable;
  lucky_egg_slots: LuckyEggSlotsTable;
  lucky_egg_prizes: LuckyEggPrizesTable;
  big_wins: BigWinsTable;
  spin_chances: SpinChancesTable;
  fairness_seeds: FairnessSeedsTable;
  spin_prizes: SpinPrizesTable;
  spin_rounds: SpinRoundsTable;
  h5_deposits: H5DepositsTable;
  h5_wallet_credits: H5WalletCreditsTable;
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
