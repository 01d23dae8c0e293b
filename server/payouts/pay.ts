// Paying free credit into a player's H5 account, never lost and never twice.
// The row that owes the credit commits first (a spin round PENDING, a
// redemption approved with its reference); the provider is called after the
// commit, so a provider that fails or hangs leaves the row owed, never a
// rolled-back decision. A failed attempt waits 1, 2, 4... minutes (capped per
// kind) and the job calls again with the same reference, which the provider
// treats as an idempotency key.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { creditSafely, type H5WalletProvider } from '../providers/h5wallet';
import { claimDue, recordAttempt, type DuePayout, type PayoutKind } from './repo';

/** The attempt right after the commit owns the row this long before the job may take it. */
export const FIRST_ATTEMPT_LEASE_MS = 60_000;
/** A claimed row is the claimer's for this long (longer than a provider call may take). */
const LEASE_MS = 60_000;
/** The longest wait between attempts: spin prizes are promised within 15 minutes, redemptions within 24 hours. */
const MAX_BACKOFF_MINUTES: Readonly<Record<PayoutKind, number>> = { spin: 15, redeem: 60 };
const backoffMs = (kind: PayoutKind, attempts: number): number =>
  Math.min(MAX_BACKOFF_MINUTES[kind], 2 ** Math.max(0, attempts - 1)) * 60_000;

/** `spin:<round id>` or `redeem:<redemption id>`: one reference per payout, the same on every attempt. */
export const payoutReference = (kind: PayoutKind, id: number): string => `${kind}:${id}`;

/** The first attempt of a payout that was just committed. */
export const newPayout = (kind: PayoutKind, id: number, playerUid: string, creditRm: number): DuePayout => ({
  kind,
  id,
  playerUid,
  creditRm,
  reference: payoutReference(kind, id),
  attempts: 0,
});

/** One attempt; true once the credit has landed. */
export async function payOnce(db: Kysely<Database>, wallet: H5WalletProvider, due: DuePayout, now: Date): Promise<boolean> {
  const result = await creditSafely(wallet, due.playerUid, due.creditRm, due.reference);
  const attempts = due.attempts + 1;
  await recordAttempt(
    db,
    due.kind,
    due.id,
    attempts,
    result.ok
      ? { paid: true }
      : { paid: false, error: result.error ?? 'refused', nextAt: new Date(now.getTime() + backoffMs(due.kind, attempts)) },
    now,
  );
  return result.ok;
}

export interface RetryResult {
  credited: number;
  failed: number;
}

/** Claims up to `limit` due payouts of one kind and tries each once. */
export async function retryDuePayouts(
  db: Kysely<Database>,
  wallet: H5WalletProvider,
  kind: PayoutKind,
  now: Date,
  limit = 50,
): Promise<RetryResult> {
  const claimed = await claimDue(db, kind, now, new Date(now.getTime() + LEASE_MS), limit);
  let credited = 0;
  for (const row of claimed) {
    const due: DuePayout = {
      kind,
      id: row.id,
      playerUid: row.uid,
      creditRm: row.credit_rm,
      reference: row.credit_reference ?? payoutReference(kind, row.id),
      attempts: row.credit_attempts,
    };
    if (await payOnce(db, wallet, due, now)) credited++;
  }
  return { credited, failed: claimed.length - credited };
}
