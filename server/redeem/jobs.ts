import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { H5WalletProvider } from '../providers/h5wallet';
import type { Realtime } from '../realtime/hub';
import { retryRedemptionCredits } from './credit';
import { expireStaleRedemptions } from './decide';

export interface RedeemJobDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  wallet: H5WalletProvider;
  clock: () => Date;
  /** pushes the expiry's inbox message (server/push) */
  pushInbox: (messageId: number) => void;
  log: (message: string) => void;
}

/** One pass of the redeem housekeeping: expire undecided redemptions, retry unpaid credits. */
export async function runRedeemJobs(deps: RedeemJobDeps): Promise<{ expired: number; credited: number; failed: number }> {
  const now = deps.clock();
  const expired = await expireStaleRedemptions(deps, now);
  const { credited, failed } = await retryRedemptionCredits(deps.db, deps.wallet, now);
  return { expired, credited, failed };
}

/**
 * The timer on each server process; row locks (SKIP LOCKED) keep processes
 * off each other's rows, so running it everywhere is safe. A pass still
 * running skips the next tick. Returns a stop function for shutdown.
 */
export function startRedeemJobs(deps: RedeemJobDeps, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { expired, credited, failed } = await runRedeemJobs(deps);
      if (expired || credited || failed) deps.log(`redeem jobs: ${expired} expired, ${credited} credits paid, ${failed} still unpaid`);
    } catch (error) {
      deps.log(`redeem jobs failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
