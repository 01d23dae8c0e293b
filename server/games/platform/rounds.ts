// The rounds store every game after the wheels uses (table game_rounds,
// migration 0011): one row per round or multi-step play, its state open or
// settled, the proof and table it was drawn on, what was drawn (secret while
// open) and the game's own progress. All writes of one player's rounds run
// under one transaction-scoped advisory lock, so limits, "one open round"
// and each step are decided on committed data, on any process.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { OutcomeProof } from '../../../contract/schemas/fairness';
import type { Database, GameRoundsTable, RoundGame } from '../../db/schema';

export type RoundRow = Selectable<GameRoundsTable>;

/** Namespace of the per-player rounds lock (pg_advisory_xact_lock(namespace, player id)). */
export const ROUNDS_LOCK_NAMESPACE = 7_340_011;

/** Serialises every round write of one player until the transaction ends. */
export async function lockPlayerRounds(trx: Transaction<Database>, playerId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ROUNDS_LOCK_NAMESPACE}::int, ${playerId}::int)`.execute(trx);
}

export function findByKey(trx: Kysely<Database>, playerId: number, key: string): Promise<RoundRow | undefined> {
  return trx.selectFrom('game_rounds').selectAll().where('player_id', '=', playerId).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findOpen(trx: Kysely<Database>, playerId: number, game: RoundGame): Promise<RoundRow | undefined> {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game', '=', game)
    .where('state', '=', 'open')
    .executeTakeFirst();
}

export function findRound(trx: Kysely<Database>, playerId: number, id: number): Promise<RoundRow | undefined> {
  return trx.selectFrom('game_rounds').selectAll().where('id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
}

/** Rounds of a game the player started since `since` (a business day's start), open or not. */
export async function countStartedSince(db: Kysely<Database>, playerId: number, game: RoundGame, since: Date): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .where('game', '=', game)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewRound<Params, Outcome, Detail> {
  playerId: number;
  game: RoundGame;
  idempotencyKey: string;
  stake: number;
  /** the fairness commitment it was drawn on; null when nothing was drawn (a match between two players) */
  proof: OutcomeProof | null;
  params: Params;
  outcome: Outcome;
  detail: Detail;
  now: Date;
  /** a round that ends as it is played (an egg): stored settled with its payout, no second write */
  settled?: { payout: number };
}

export function insertRound<P, O, D>(trx: Transaction<Database>, r: NewRound<P, O, D>): Promise<RoundRow> {
  return trx
    .insertInto('game_rounds')
    .values({
      player_id: r.playerId,
      game: r.game,
      idempotency_key: r.idempotencyKey,
      bet: r.stake,
      ...(r.settled ? { payout: r.settled.payout, state: 'settled' as const, settled_at: r.now } : { payout: 0, state: 'open' as const }),
      proof: r.proof ? JSON.stringify(r.proof) : null,
      params: JSON.stringify(r.params),
      outcome: JSON.stringify(r.outcome),
      detail: JSON.stringify(r.detail),
      created_at: r.now,
      updated_at: r.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The next step of an open round: its progress, and when it ends, its payout. */
export function saveProgress<D>(
  trx: Transaction<Database>,
  id: number,
  detail: D,
  now: Date,
  settle?: { payout: number },
): Promise<RoundRow> {
  return trx
    .updateTable('game_rounds')
    .set({
      detail: JSON.stringify(detail),
      updated_at: now,
      ...(settle ? { state: 'settled' as const, payout: settle.payout, settled_at: now } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A page of a player's settled rounds of one game, newest first. */
export function settledPage(
  db: Kysely<Database>,
  playerId: number,
  game: RoundGame,
  opts: { cursor?: number | undefined; limit: number },
): Promise<RoundRow[]> {
  let query = db
    .selectFrom('game_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game', '=', game)
    .where('state', '=', 'settled');
  if (opts.cursor !== undefined) query = query.where('id', '<', opts.cursor);
  return query.orderBy('id', 'desc').limit(opts.limit).execute();
}
