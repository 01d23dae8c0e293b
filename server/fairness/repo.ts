// Seed pairs of provable fairness, one active per player (a partial unique
// index), created on first need so the hash is there before any play.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { MSG } from '../../contract/errors';
import { FAIRNESS_HISTORY_LIMIT, type RevealedSeed, type SeedPair } from '../../contract/schemas/fairness';
import type { Database, FairnessSeedsTable } from '../db/schema';
import { AppError } from '../http/errors';
import { hashSeed, newClientSeed, newServerSeed } from './rng';

type Db = Kysely<Database>;
type SeedRow = Selectable<FairnessSeedsTable>;

/** The seed pair one outcome is drawn with. serverSeed is for the drawing code only, never for a response. */
export interface OutcomeSeed extends SeedPair {
  seedId: number;
  serverSeed: string;
}

const pairOf = (row: Pick<SeedRow, 'server_seed_hash' | 'client_seed' | 'nonce'>): SeedPair => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

const revealedOf = (row: SeedRow): RevealedSeed => ({
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  createdAt: row.created_at.toISOString(),
  revealedAt: (row.revealed_at ?? row.created_at).toISOString(),
});

/** Namespace of the per-player seeds lock (pg_advisory_xact_lock(namespace, player id)); any fixed int4. */
export const SEEDS_LOCK_NAMESPACE = 7_340_013;

/**
 * Serialises the writers of one player's seed pairs until the transaction
 * ends. Row locks alone do not: a second rotation waiting on the retiring
 * row wakes to find it retired and cannot see the new pair its statement
 * started before, so it found no active pair at all (a 500 on PostgreSQL
 * with 20 rotations at once). Under this lock each writer starts after the
 * previous one committed, and sees its pair.
 */
async function lockSeeds(trx: Db, playerId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SEEDS_LOCK_NAMESPACE}::int, ${playerId}::int)`.execute(trx);
}

/** Runs fn in the caller's transaction, or in a new one: nesting is not supported by Kysely. */
function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute((trx: Transaction<Database>) => fn(trx));
}

/**
 * The partial unique index's predicate as a literal: ON CONFLICT must prove
 * it implies the index's WHERE when the statement is planned, which a
 * parameter cannot once a prepared statement gets a generic plan (42P10).
 */
const ACTIVE = sql.lit(true);

/**
 * Creates the player's active pair unless one exists. ON CONFLICT on the
 * partial unique index makes two concurrent first plays agree on one pair
 * (the loser waits for the winner's commit, then does nothing).
 */
async function ensureActive(db: Db, playerId: number, clientSeed?: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insertInto('fairness_seeds')
    .values({
      player_id: playerId,
      server_seed: serverSeed,
      server_seed_hash: hashSeed(serverSeed),
      client_seed: clientSeed ?? newClientSeed(),
    })
    .onConflict((oc) => oc.column('player_id').where('active', '=', ACTIVE).doNothing())
    .execute();
}

/**
 * Takes the next nonce of the player's active pair, creating the pair on the
 * player's first outcome: one INSERT ... ON CONFLICT DO UPDATE, which reads
 * and bumps the nonce under the row lock, so two concurrent plays never
 * share a nonce. Without the seeds lock: a rotation that retires the pair
 * meanwhile is waited for, and the upsert then bumps the pair it committed
 * (a plain UPDATE would find none). The row lock still orders every draw
 * before or after a rotation, which is what rotateSeed's open-round check
 * relies on. Call it inside the transaction that records the play, so a
 * play that rolls back gives its nonce back too.
 */
export async function nextOutcome(trx: Db, playerId: number): Promise<OutcomeSeed> {
  const serverSeed = newServerSeed();
  const row = await trx
    .insertInto('fairness_seeds')
    // A new pair's first outcome takes nonce 0 and leaves 1 as the next.
    .values({
      player_id: playerId,
      server_seed: serverSeed,
      server_seed_hash: hashSeed(serverSeed),
      client_seed: newClientSeed(),
      nonce: 1,
    })
    .onConflict((oc) =>
      oc
        .column('player_id')
        .where('active', '=', ACTIVE)
        .doUpdateSet((eb) => ({ nonce: eb('fairness_seeds.nonce', '+', 1) })),
    )
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .executeTakeFirstOrThrow();
  return {
    seedId: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce - 1,
  };
}

/** The active pair as the player may see it: hash, client seed, next nonce. */
export async function currentSeed(db: Db, playerId: number): Promise<SeedPair> {
  const read = () =>
    db
      .selectFrom('fairness_seeds')
      .select(['server_seed_hash', 'client_seed', 'nonce'])
      .where('player_id', '=', playerId)
      .where('active', '=', true)
      .executeTakeFirst();
  const row = await read();
  if (row) return pairOf(row);
  await ensureActive(db, playerId);
  return pairOf(await read().then((r) => r ?? missing(playerId)));
}

/** Changes the client seed of the active pair from the next outcome on; the nonce keeps counting. */
export async function setClientSeed(db: Db, playerId: number, clientSeed: string): Promise<SeedPair> {
  return inTransaction(db, async (trx) => {
    await lockSeeds(trx, playerId);
    await ensureActive(trx, playerId, clientSeed);
    const row = await trx
      .updateTable('fairness_seeds')
      .set({ client_seed: clientSeed })
      .where('player_id', '=', playerId)
      .where('active', '=', true)
      .returning(['server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirst();
    return pairOf(row ?? missing(playerId));
  });
}

/**
 * Reveals the active server seed and starts a new pair at nonce 0, keeping
 * the client seed unless a new one is given. Under the player's seeds lock,
 * so a concurrent play either finishes first on the old pair or waits and
 * draws on the new one, and concurrent rotations each retire the pair the
 * previous one made. A pair that an open round was drawn on is not
 * revealed until that round ends (409 msg.finishPlayFirst).
 */
export async function rotateSeed(
  db: Db,
  playerId: number,
  now: Date,
  opts: { clientSeed?: string | undefined } = {},
): Promise<{ revealed: RevealedSeed; current: SeedPair }> {
  return inTransaction(db, async (trx) => {
    await lockSeeds(trx, playerId);
    await ensureActive(trx, playerId);
    const old = await trx
      .updateTable('fairness_seeds')
      .set({ active: false, revealed_at: now })
      .where('player_id', '=', playerId)
      .where('active', '=', true)
      .returningAll()
      .executeTakeFirst();
    if (!old) return missing(playerId);
    // Revealing the seed of a round still open (a Find The Odd play, a bridge) would reveal its rounds to come.
    // Checked under the seed's row lock, which every draw takes: a play that drew on it has committed by now.
    const open = await trx
      .selectFrom('game_rounds')
      .select('id')
      .where('player_id', '=', playerId)
      .where('state', '=', 'open')
      .where(sql<string>`proof->>'serverSeedHash'`, '=', old.server_seed_hash)
      .executeTakeFirst();
    if (open) throw new AppError(409, MSG.finishPlayFirst);
    const serverSeed = newServerSeed();
    const fresh = await trx
      .insertInto('fairness_seeds')
      .values({
        player_id: playerId,
        server_seed: serverSeed,
        server_seed_hash: hashSeed(serverSeed),
        client_seed: opts.clientSeed ?? old.client_seed,
      })
      .returning(['server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow();
    return { revealed: revealedOf(old), current: pairOf(fresh) };
  });
}

/** Rotated-out pairs, newest first. */
export async function revealedSeeds(db: Db, playerId: number, limit = FAIRNESS_HISTORY_LIMIT): Promise<RevealedSeed[]> {
  const rows = await db
    .selectFrom('fairness_seeds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('active', '=', false)
    .orderBy('revealed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(revealedOf);
}

function missing(playerId: number): never {
  throw new Error(`no active fairness seed for player ${playerId}`);
}
