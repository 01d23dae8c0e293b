import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { H5WalletProvider } from '../providers/h5wallet';
import type { Realtime } from '../realtime/hub';
import { sweepExpiredCoins } from '../ledger';
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

export interface RedeemJobsResult {
  /** redemptions nobody decided in time */
  expired: number;
  credited: number;
  failed: number;
  /** coins of batches that reached their expiry date */
  coinsExpired: number;
}

/** One pass of the wallet housekeeping: expire undecided redemptions and due coins, retry unpaid credits. */
export async function runRedeemJobs(deps: RedeemJobDeps): Promise<RedeemJobsResult> {
  const now = deps.clock();
  const expired = await expireStaleRedemptions(deps, now);
  const swept = await sweepExpiredCoins(deps.db, now);
  for (const playerId of swept.expiredFor) deps.realtime.toPlayer(playerId, 'stale', { reason: 'coins' });
  const { credited, failed } = await retryRedemptionCredits(deps.db, deps.wallet, now);
  return { expired, credited, failed, coinsExpired: swept.coins };
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
      const { expired, credited, failed, coinsExpired } = await runRedeemJobs(deps);
      if (expired || credited || failed || coinsExpired) {
        deps.log(`wallet jobs: ${expired} redemptions expired, ${coinsExpired} coins expired, ${credited} credits paid, ${failed} still unpaid`);
      }
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
