// Paying a spin's prize to the H5 account, never lost and never twice. The
// round is written PENDING in the spin's transaction (the round row is its
// own outbox); the provider is called after the commit, so a provider that
// fails or hangs leaves a PENDING round and never a rolled-back spin. A retry
// job picks PENDING rounds whose next_credit_at has passed and calls again
// with the same reference (`spin:<round id>`), which the provider treats as an
// idempotency key. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease,
// so several server processes never work on one round at once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { creditSafely, type H5WalletProvider } from '../providers/h5wallet';

/** The first attempt (right after the spin) owns the round this long before the retry job may take it. */
export const FIRST_ATTEMPT_LEASE_MS = 60_000;
/** A claimed round is the claimer's for this long (longer than a provider call may take). */
const LEASE_MS = 60_000;
/** Waits between failed attempts: 1, 2, 4... minutes, at most 15 (the SPEC's 15-minute promise). */
const backoffMs = (attempts: number): number => Math.min(15, 2 ** Math.max(0, attempts - 1)) * 60_000;

export const creditReference = (roundId: number): string => `spin:${roundId}`;

export interface PendingCredit {
  roundId: number;
  playerUid: string;
  creditRm: number;
  /** attempts made before this one */
  attempts: number;
}

/** One attempt: SUCCESS on ok, else the error and the time of the next attempt. Only a PENDING round changes. */
export async function creditRound(db: Kysely<Database>, wallet: H5WalletProvider, round: PendingCredit, now: Date): Promise<boolean> {
  const result = await creditSafely(wallet, round.playerUid, round.creditRm, creditReference(round.roundId));
  const attempts = round.attempts + 1;
  const pending = db.updateTable('spin_rounds').where('id', '=', round.roundId).where('status', '=', 'PENDING');
  if (result.ok) {
    await pending.set({ status: 'SUCCESS', credited_at: now, credit_attempts: attempts, credit_error: null, next_credit_at: null }).execute();
    return true;
  }
  await pending.set({
    credit_attempts: attempts,
    credit_error: (result.error ?? 'refused').slice(0, 500),
    next_credit_at: new Date(now.getTime() + backoffMs(attempts)),
  }).execute();
  return false;
}

/** Claims up to `limit` due PENDING rounds (a lease on each), then tries each once. */
export async function retryPendingCredits(
  db: Kysely<Database>, wallet: H5WalletProvider, now: Date, limit = 50,
): Promise<{ credited: number; failed: number }> {
  const claimed = await db.updateTable('spin_rounds')
    .set({ next_credit_at: new Date(now.getTime() + LEASE_MS) })
    .where('id', 'in', (eb) => eb.selectFrom('spin_rounds').select('id')
      .where('status', '=', 'PENDING').where('next_credit_at', '<=', now)
      .orderBy('next_credit_at').limit(limit)
      .forUpdate().skipLocked())
    .returning(['id', 'player_id', 'credit_rm', 'credit_attempts'])
    .execute();
  let credited = 0;
  for (const row of claimed) {
    const player = await db.selectFrom('players').select('uid').where('id', '=', row.player_id).executeTakeFirstOrThrow();
    const ok = await creditRound(db, wallet, { roundId: row.id, playerUid: player.uid, creditRm: row.credit_rm, attempts: row.credit_attempts }, now);
    if (ok) credited++;
  }
  return { credited, failed: claimed.length - credited };
}

/**
 * The retry job: a timer on each server process (SKIP LOCKED keeps them off
 * each other's rows). Returns a stop function for shutdown.
 */
export function startCreditRetry(
  db: Kysely<Database>, wallet: H5WalletProvider, opts: { clock: () => Date; everyMs?: number; log: (message: string) => void },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { credited, failed } = await retryPendingCredits(db, wallet, opts.clock());
      if (credited || failed) opts.log(`spin credits retried: ${credited} paid, ${failed} still pending`);
    } catch (error) {
      opts.log(`spin credit retry failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.everyMs ?? 30_000);
  timer.unref();
  return () => clearInterval(timer);
}
