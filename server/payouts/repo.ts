// The rows a payout lives on: a winning spin round (status PENDING until
// paid, then SUCCESS) and an approved redemption (credit_reference set,
// credited_at null until paid). Both carry credit_attempts, credit_error and
// next_credit_at, which is the next attempt's time and, while an attempt
// runs, its lease.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { batchPerTurn } from '../lib/batchPerTurn';
import { perHandle } from '../lib/perHandle';

export type PayoutKind = 'spin' | 'redeem';
export const PAYOUT_KINDS: readonly PayoutKind[] = ['spin', 'redeem'];

export interface DuePayout {
  kind: PayoutKind;
  /** the spin round's or the redemption's id */
  id: number;
  playerUid: string;
  creditRm: number;
  /** the provider's idempotency key: the same on every attempt */
  reference: string;
  /** attempts made before this one */
  attempts: number;
}

export type AttemptOutcome = { paid: true } | { paid: false; error: string; nextAt: Date };

interface ClaimedRow {
  id: number;
  uid: string;
  credit_rm: number;
  credit_attempts: number;
  credit_reference: string | null;
}

/**
 * Claims up to `limit` unpaid rows of one kind whose next attempt is due,
 * leasing each until `leaseUntil`. FOR UPDATE SKIP LOCKED keeps two
 * processes off one row; the lease keeps the next pass off it while this
 * attempt runs.
 */
export async function claimDue(db: Kysely<Database>, kind: PayoutKind, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedRow[]> {
  if (kind === 'spin') {
    return db
      .with('claimed', (q) =>
        q
          .updateTable('spin_rounds')
          .set({ next_credit_at: leaseUntil })
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('spin_rounds')
              .select('id')
              .where('status', '=', 'PENDING')
              .where('next_credit_at', '<=', now)
              .orderBy('next_credit_at')
              .limit(limit)
              .forUpdate()
              .skipLocked(),
          )
          .returning(['id', 'player_id', 'credit_rm', 'credit_attempts']),
      )
      .selectFrom('claimed')
      .innerJoin('players', 'players.id', 'claimed.player_id')
      .select(['claimed.id', 'players.uid', 'claimed.credit_rm', 'claimed.credit_attempts'])
      .select((eb) => eb.val<string | null>(null).as('credit_reference'))
      .execute();
  }
  return db
    .with('claimed', (q) =>
      q
        .updateTable('redemptions')
        .set({ next_credit_at: leaseUntil })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('redemptions')
            .select('id')
            .where('credit_reference', 'is not', null)
            .where('credited_at', 'is', null)
            .where('next_credit_at', '<=', now)
            .orderBy('next_credit_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'player_id', 'credit_rm', 'credit_attempts', 'credit_reference']),
    )
    .selectFrom('claimed')
    .innerJoin('players', 'players.id', 'claimed.player_id')
    .select(['claimed.id', 'players.uid', 'claimed.credit_rm', 'claimed.credit_attempts', 'claimed.credit_reference'])
    .execute();
}

/** Writes one attempt's outcome; only a row still unpaid changes, so a late answer never undoes a payment. */
export async function recordAttempt(
  db: Kysely<Database>,
  kind: PayoutKind,
  id: number,
  attempts: number,
  outcome: AttemptOutcome,
  now: Date,
): Promise<void> {
  if (outcome.paid) {
    await markPaid(db)({ kind, id, attempts, at: now });
    return;
  }
  const values = { credit_attempts: attempts, credit_error: outcome.error.slice(0, 500), next_credit_at: outcome.nextAt };
  if (kind === 'spin') {
    await db.updateTable('spin_rounds').set(values).where('id', '=', id).where('status', '=', 'PENDING').execute();
    return;
  }
  await db.updateTable('redemptions').set(values).where('id', '=', id).where('credited_at', 'is', null).execute();
}

interface PaidAttempt {
  kind: PayoutKind;
  id: number;
  attempts: number;
  at: Date;
}

/**
 * Paid attempts, those of one turn in one statement per kind (every winning
 * spin ends with one, and busy wheels end many at once). Only a row still
 * unpaid changes: a spin round PENDING, a redemption not yet credited.
 * Rows go in id order, so two batches that share rows (a retry and a late
 * answer of one round) wait for each other instead of deadlocking.
 */
const markPaid = perHandle((db) =>
  batchPerTurn(async (paid: readonly PaidAttempt[]) => {
    for (const kind of PAYOUT_KINDS) {
      const rows = paid.filter((p) => p.kind === kind).sort((a, b) => a.id - b.id);
      if (rows.length === 0) continue;
      const table = kind === 'spin' ? sql`spin_rounds` : sql`redemptions`;
      const settled = kind === 'spin' ? sql`, status = 'SUCCESS'` : sql``;
      const unpaid = kind === 'spin' ? sql`r.status = 'PENDING'` : sql`r.credited_at IS NULL`;
      await sql`UPDATE ${table} AS r
      SET credited_at = u.at, credit_attempts = u.attempts, credit_error = NULL, next_credit_at = NULL${settled}
      FROM unnest(${rows.map((p) => p.id)}::bigint[], ${rows.map((p) => p.attempts)}::integer[], ${rows.map((p) => p.at.toISOString())}::timestamptz[]) AS u(id, attempts, at)
      WHERE r.id = u.id AND ${unpaid}`.execute(db);
    }
    return paid.map(() => undefined);
  }),
);
