import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Job } from '../lib/jobs';
import type { Realtime } from '../realtime/hub';
import { sweepExpiredCoins } from '../ledger';
import { expireStaleRedemptions } from './decide';

export interface RedeemJobDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  clock: () => Date;
  /** pushes the expiry's inbox message (server/notify) */
  pushInbox: (messageId: number) => void;
}

export interface RedeemJobsResult {
  /** redemptions nobody decided in time */
  expired: number;
  /** coins of batches that reached their expiry date */
  coinsExpired: number;
}

/** One pass of the wallet housekeeping: expire undecided redemptions and due coins. Unpaid credits are server/payouts' job. */
export async function runRedeemJobs(deps: RedeemJobDeps): Promise<RedeemJobsResult> {
  const now = deps.clock();
  const expired = await expireStaleRedemptions(deps, now);
  const swept = await sweepExpiredCoins(deps.db, now);
  for (const playerId of swept.expiredFor) deps.realtime.toPlayer(playerId, { type: 'stale', reason: 'coins' });
  return { expired, coinsExpired: swept.coins };
}

/** The wallet housekeeping as a job of the server's runner (lib/jobs.ts), once a minute. */
export function redeemJob(deps: RedeemJobDeps): Job {
  return {
    name: 'wallet',
    everyMs: 60_000,
    async run() {
      const { expired, coinsExpired } = await runRedeemJobs(deps);
      return expired || coinsExpired ? `wallet jobs: ${expired} redemptions expired, ${coinsExpired} coins expired` : null;
    },
  };
}
