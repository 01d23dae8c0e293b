// Redemption rows and the redeem rate: the SQL of the redeem (service.ts),
// the decisions (decide.ts) and the operator's queue; the coins themselves
// move only through server/ledger.
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import { REDEEM } from '../../contract/constants';
import type { Redemption, RedeemRate, RedeemResponse, RedeemStatus } from '../../contract/schemas/wallet';
import type { Database, RedemptionsTable } from '../db/schema';
import { olderThan } from '../lib/keysetPage';
import { benefitOfPlayer } from '../loyalty/tiers/benefits';
import { sharedPerTurn } from '../lib/sharedPerTurn';
import { compiledOnce } from '../db/compiledOnce';
import { containsPattern } from '../lib/likeEscape';
import { redemptionClock } from '../lib/redemptionClock';

export type RedemptionRow = Selectable<RedemptionsTable>;

/**
 * How long a redemption may wait for an operator before the sweep expires it
 * (option redeem_pending_hours): never past the 24-hour promise, which caps
 * whatever the option says (expireStaleRedemptions).
 */
export const DEFAULT_PENDING_HOURS = 24;

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The rate and the automatic approval's rule, as one read: what a redeem needs besides the player's ledger. */
export interface RedeemSettings {
  rate: RedeemRate;
  /** the most RM the rule approves by itself, or null while it is off */
  autoApprovalMaxRm: number | null;
}

/**
 * The rate operators set in options (redeem_coins coins = redeem_credit_rm RM)
 * and the automatic approval's rule, in one statement. A missing or broken
 * rate falls back to the spec's 50 = RM10 rather than letting a typo in the
 * back office make every redemption free or impossible.
 */
async function readRedeemSettingsNow(db: Kysely<Database>): Promise<RedeemSettings> {
  const option = (eb: ExpressionBuilder<Database, never>, name: string) =>
    eb.selectFrom('options').select('value').where('name', '=', name);
  const row = await db
    .selectNoFrom((eb) => [
      option(eb, 'redeem_coins').as('coins'),
      option(eb, 'redeem_credit_rm').as('credit'),
      eb.selectFrom('redeem_auto_approval').select('max_credit_rm').where('id', '=', 1).where('enabled', '=', true).as('auto'),
    ])
    .executeTakeFirstOrThrow();
  return {
    rate: {
      coins: Math.round(positive(row.coins ?? undefined, REDEEM.coins)),
      creditRm: Math.round(positive(row.credit ?? undefined, REDEEM.creditRm) * 100) / 100,
    },
    autoApprovalMaxRm: row.auto ?? null,
  };
}

/** The settings, the calls of one turn sharing a read (every redeem starts with it). */
export const readRedeemSettings: (db: Kysely<Database>) => Promise<RedeemSettings> = sharedPerTurn(readRedeemSettingsNow);

export async function readRate(db: Kysely<Database>): Promise<RedeemRate> {
  return (await readRedeemSettings(db)).rate;
}

export async function readPendingHours(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('options').select('value').where('name', '=', 'redeem_pending_hours').executeTakeFirst();
  return positive(row?.value, DEFAULT_PENDING_HOURS);
}

/** RM for `coins` at `rate`, or null when coins are not a whole number of rate units. */
export function creditFor(coins: number, rate: RedeemRate): number | null {
  if (!Number.isInteger(coins) || coins < rate.coins || coins % rate.coins !== 0) return null;
  return Math.round((coins / rate.coins) * rate.creditRm * 100) / 100;
}

/** A redemption row with whether its player is verified now (what holds a pending one). */
export type ClockedRow = RedemptionRow & { verified: boolean };

export function toRedemption(row: ClockedRow): Redemption {
  return {
    id: row.id,
    coins: row.coins,
    creditRm: row.credit_rm,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    clock: redemptionClock(row),
  };
}

/** What toRedemption will give for the row a redeem is about to insert (its id aside, which the insert makes); only verified players redeem. */
export function pendingRedemption(input: { coins: number; creditRm: number; now: Date }): Omit<Redemption, 'id'> {
  return {
    coins: input.coins,
    creditRm: input.creditRm,
    status: 'Pending',
    createdAt: input.now.toISOString(),
    decidedAt: null,
    reason: null,
    clock: redemptionClock({ status: 'Pending', created_at: input.now, credited_at: null, credit_error: null, verified: true }),
  };
}

export async function recentRedemptions(db: Kysely<Database>, playerId: number, limit: number): Promise<Redemption[]> {
  const rows = await db
    .selectFrom('redemptions')
    .innerJoin('players', 'players.id', 'redemptions.player_id')
    .selectAll('redemptions')
    .select('players.verified')
    .where('redemptions.player_id', '=', playerId)
    .orderBy('redemptions.created_at', 'desc')
    .orderBy('redemptions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRedemption);
}

export function findByKey(db: Kysely<Database>, playerId: number, key: string): Promise<RedemptionRow | undefined> {
  return db.selectFrom('redemptions').selectAll().where('player_id', '=', playerId).where('idempotency_key', '=', key).executeTakeFirst();
}

/** Available coins of the wallet summary: what the player may still spend. */
export async function availableOf(db: Kysely<Database>, playerId: number): Promise<number> {
  const row = await db.selectFrom('coin_balances').select('available').where('player_id', '=', playerId).executeTakeFirst();
  return row?.available ?? 0;
}

/** A redeem's answer as stored with its row: all but the row's id, which the insert makes. */
export type StoredAnswer = Omit<RedeemResponse, 'redemption'> & { redemption: Omit<Redemption, 'id'> };

/** A redemption just written, with what the per-player throttle counts beside it. */
export interface NewRedemption {
  row: RedemptionRow;
  /** when the player's `limit`-th newest redemption in the throttle's window before this one was made; null when fewer or unthrottled */
  limitth: Date | null;
}

/**
 * The new redemption, or undefined when the player's key is taken (the first
 * request holds it). With a throttle, the same statement counts the player's
 * redemptions in its window (not its own row: one statement sees one
 * snapshot); under the balance row's lock they are every committed redeem
 * before this one.
 */
export async function insertRedemption(
  trx: Transaction<Database>,
  input: {
    playerId: number;
    coins: number;
    creditRm: number;
    idempotencyKey: string;
    now: Date;
    throttle: { limit: number; windowMs: number } | null;
    /** what the request is answered, kept for a retry with the same key */
    answer: StoredAnswer;
  },
): Promise<NewRedemption | undefined> {
  const { throttle } = input;
  const row: InsertArgs = {
    playerId: input.playerId,
    coins: input.coins,
    creditRm: input.creditRm,
    key: input.idempotencyKey,
    now: input.now,
    answer: JSON.stringify(input.answer),
  };
  const [found] = throttle
    ? await insertThrottled(trx, { ...row, since: new Date(input.now.getTime() - throttle.windowMs), offset: throttle.limit - 1 })
    : await insertUnthrottled(trx, row);
  if (!found) return undefined;
  const { limitth, ...created } = found;
  return { row: created, limitth: limitth ?? null };
}

interface InsertArgs {
  playerId: number;
  coins: number;
  creditRm: number;
  key: string;
  now: Date;
  answer: string;
}
/** The throttle's window: redemptions after `since`, the `offset`-th newest (0 for the newest). */
interface ThrottleArgs {
  since: Date;
  offset: number;
}

/** insertRedemption's statement, with the throttle's count beside the insert when `throttle` is given. */
const insertQuery = (db: Kysely<Database>, a: InsertArgs, throttle?: ThrottleArgs) =>
  db
    .with('created', (q) =>
      q
        .insertInto('redemptions')
        .values({
          player_id: a.playerId,
          coins: a.coins,
          credit_rm: a.creditRm,
          idempotency_key: a.key,
          created_at: a.now,
          answer: a.answer,
        })
        .onConflict((oc) => oc.columns(['player_id', 'idempotency_key']).doNothing())
        .returningAll(),
    )
    .selectFrom('created')
    .selectAll('created')
    .$if(throttle !== undefined, (q) =>
      q.select((eb) =>
        eb
          .selectFrom('redemptions')
          .select('redemptions.created_at')
          .where('redemptions.player_id', '=', a.playerId)
          .where('redemptions.created_at', '>', throttle?.since ?? a.now)
          .orderBy('redemptions.created_at', 'desc')
          .offset(throttle?.offset ?? 0)
          .limit(1)
          .as('limitth'),
      ),
    );

// Every redeem runs one of these: built and compiled once (db/compiledOnce.ts).
const insertThrottled = compiledOnce((db, a: InsertArgs & ThrottleArgs) => insertQuery(db, a, a));
const insertUnthrottled = compiledOnce((db, a: InsertArgs) => insertQuery(db, a));

/** Locks a redemption for a decision (waiting for another decision on it), or undefined for an unknown id. */
export function lockRedemption(trx: Transaction<Database>, id: number): Promise<RedemptionRow | undefined> {
  return trx.selectFrom('redemptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Locks a still pending redemption unless another process holds it (the expiry sweep skips those). */
export function lockPendingUnlessBusy(trx: Transaction<Database>, id: number): Promise<RedemptionRow | undefined> {
  return trx
    .selectFrom('redemptions')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export function markApproved(
  trx: Transaction<Database>,
  id: number,
  input: {
    /** null: the automatic rule */
    by: number | null;
    reference: string;
    firstAttemptAt: Date;
    now: Date;
  },
): Promise<RedemptionRow> {
  return trx
    .updateTable('redemptions')
    .set({
      status: 'Success',
      decided_at: input.now,
      decided_by: input.by,
      credit_reference: input.reference,
      next_credit_at: input.firstAttemptAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markReleased(
  trx: Transaction<Database>,
  id: number,
  input: {
    status: 'Rejected' | 'Expired';
    reason: string | null;
    by: number | null;
    now: Date;
  },
): Promise<RedemptionRow> {
  return trx
    .updateTable('redemptions')
    .set({ status: input.status, decided_at: input.now, decided_by: input.by, reason: input.reason })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pending redemptions created at or before `cutoff` (their time has come), oldest first. */
export async function stalePendingIds(db: Kysely<Database>, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('redemptions')
    .select('id')
    .where('status', '=', 'Pending')
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export type AdminRedemptionRow = ClockedRow & { uid: string; full_name: string };

const withPlayer = (db: Kysely<Database>) =>
  db
    .selectFrom('redemptions')
    .innerJoin('players', 'players.id', 'redemptions.player_id')
    .selectAll('redemptions')
    .select(['players.uid', 'players.full_name', 'players.verified']);

export function adminRedemptionRow(db: Kysely<Database>, id: number): Promise<AdminRedemptionRow | undefined> {
  return withPlayer(db).where('redemptions.id', '=', id).executeTakeFirst();
}

/**
 * A queue's key, ascending: the player's VIP tier's queuePriority (negated:
 * higher first), then the deadline (oldest first), then the id.
 */
const queueKey = (db: Kysely<Database>, alias: string, now: Date) => [
  sql`-${benefitOfPlayer(db, 'queuePriority', sql<number>`${sql.ref(`${alias}.player_id`)}`, now)}`,
  sql.ref(`${alias}.created_at`),
  sql.ref(`${alias}.id`),
];

/**
 * The operator's queue: one page after the redemption `after`, limit + 1 rows
 * (takePage), in one statement. Pending ones (and the overdue view) by the
 * player's tier's queuePriority, higher first, then by deadline, the oldest
 * (most urgent) first; any other view newest first. The cursor's place is
 * its row's key now (a tier changed between pages moves that row, never
 * repeats the rest). `overdueBefore`: created before it (pending past the
 * promise); `uid`: players whose UID contains it.
 */
export function redemptionPage(
  db: Kysely<Database>,
  f: {
    status?: RedeemStatus | undefined;
    uid?: string | undefined;
    overdueBefore?: Date | undefined;
    after?: number | undefined;
    limit: number;
    now: Date;
  },
): Promise<AdminRedemptionRow[]> {
  let q = withPlayer(db);
  if (f.status) q = q.where('redemptions.status', '=', f.status);
  if (f.overdueBefore) q = q.where('redemptions.status', '=', 'Pending').where('redemptions.created_at', '<', f.overdueBefore);
  if (f.uid) q = q.where((eb) => eb(eb.fn('lower', ['players.uid']), 'like', containsPattern(f.uid ?? '')));
  const byDeadline = f.status === 'Pending' || f.overdueBefore !== undefined;
  if (!byDeadline) {
    if (f.after !== undefined) q = q.where(olderThan('redemptions', f.after));
    return q
      .orderBy('redemptions.created_at', 'desc')
      .orderBy('redemptions.id', 'desc')
      .limit(f.limit + 1)
      .execute();
  }
  const key = queueKey(db, 'redemptions', f.now);
  if (f.after !== undefined) {
    q = q.where(
      sql<boolean>`(${sql.join(key)}) > (SELECT ${sql.join(queueKey(db, 'r', f.now))} FROM redemptions r WHERE r.id = ${f.after})`,
    );
  }
  for (const part of key) q = q.orderBy(part);
  return q.limit(f.limit + 1).execute();
}

/** Days until coins an operator adds expire (option coin_expiry_days), or null when unset or broken. */
export async function readCoinExpiryDays(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('options').select('value').where('name', '=', 'coin_expiry_days').executeTakeFirst();
  const days = Number(row?.value);
  return days > 0 ? days : null;
}

/**
 * Promises missed (issue 26): redemptions due in the last `days` whose credit
 * did not land by the due time: released undecided (Expired), credited late,
 * or due and still not credited. A rejection is a decision, not a miss.
 */
export async function missedRedemptions(
  db: Kysely<Database>,
  now: Date,
  days: number,
  limit: number,
): Promise<{ count: number; rows: AdminRedemptionRow[] }> {
  const dueBy = REDEEM.creditWithinHours * 3_600_000;
  const missed = (q: ReturnType<typeof withPlayer>) =>
    q
      .where('redemptions.created_at', '<=', new Date(now.getTime() - dueBy))
      .where('redemptions.created_at', '>', new Date(now.getTime() - dueBy - days * 86_400_000))
      .where('redemptions.status', '!=', 'Rejected')
      .where((eb) =>
        eb.or([
          eb('redemptions.credited_at', 'is', null),
          eb('redemptions.credited_at', '>', sql<Date>`redemptions.created_at + ${REDEEM.creditWithinHours}::int * interval '1 hour'`),
        ]),
      );
  const rows = await missed(withPlayer(db))
    .orderBy('redemptions.created_at', 'desc')
    .orderBy('redemptions.id', 'desc')
    .limit(limit)
    .execute();
  const { count } = await missed(withPlayer(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { count: Number(count), rows };
}
