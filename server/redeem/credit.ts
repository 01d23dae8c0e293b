// Paying an approved redemption's free credit into the H5 account, never
// lost and never twice (the same shape as server/games/credit.ts for spin
// prizes). The approval commits first with a credit reference
// (`redeem:<id>`); the provider is called after the commit, and a failure
// leaves the row for the retry job, which calls again with the same
// reference: the provider treats it as an idempotency key. Rows are claimed
// with FOR UPDATE SKIP LOCKED and a lease, so two processes never pay one row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { creditSafely, type H5WalletProvider } from '../providers/h5wallet';

/** The attempt right after the approval owns the row this long before the retry job may take it. */
export const FIRST_ATTEMPT_LEASE_MS = 60_000;
const LEASE_MS = 60_000;
/** 1, 2, 4... minutes between failed attempts, at most an hour: the promise is "within 24 hours". */
const backoffMs = (attempts: number): number => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export const redeemCreditReference = (redemptionId: number): string => `redeem:${redemptionId}`;

export interface DueCredit {
  redemptionId: number;
  playerUid: string;
  creditRm: number;
  reference: string;
  /** attempts made before this one */
  attempts: number;
}

/** One attempt; true once the credit has landed. Only an uncredited row changes. */
export async function payRedemption(db: Kysely<Database>, wallet: H5WalletProvider, due: DueCredit, now: Date): Promise<boolean> {
  const result = await creditSafely(wallet, due.playerUid, due.creditRm, due.reference);
  const attempts = due.attempts + 1;
  const open = db.updateTable('redemptions').where('id', '=', due.redemptionId).where('credited_at', 'is', null);
  if (result.ok) {
    await open.set({ credited_at: now, credit_attempts: attempts, credit_error: null, next_credit_at: null }).execute();
    return true;
  }
  await open.set({
    credit_attempts: attempts,
    credit_error: (result.error ?? 'refused').slice(0, 500),
    next_credit_at: new Date(now.getTime() + backoffMs(attempts)),
  }).execute();
  return false;
}

/** Claims up to `limit` due uncredited approvals (a lease on each) and tries each once. */
export async function retryRedemptionCredits(db: Kysely<Database>, wallet: H5WalletProvider, now: Date, limit = 50): Promise<{ credited: number; failed: number }> {
  const claimed = await db.updateTable('redemptions')
    .set({ next_credit_at: new Date(now.getTime() + LEASE_MS) })
    .where('id', 'in', (eb) => eb.selectFrom('redemptions').select('id')
      .where('credit_reference', 'is not', null).where('credited_at', 'is', null).where('next_credit_at', '<=', now)
      .orderBy('next_credit_at').limit(limit)
      .forUpdate().skipLocked())
    .returning(['id', 'player_id', 'credit_rm', 'credit_reference', 'credit_attempts'])
    .execute();
  let credited = 0;
  for (const row of claimed) {
    const player = await db.selectFrom('players').select('uid').where('id', '=', row.player_id).executeTakeFirstOrThrow();
    const ok = await payRedemption(db, wallet, {
      redemptionId: row.id, playerUid: player.uid, creditRm: row.credit_rm,
      reference: row.credit_reference ?? redeemCreditReference(row.id), attempts: row.credit_attempts,
    }, now);
    if (ok) credited++;
  }
  return { credited, failed: claimed.length - credited };
}
