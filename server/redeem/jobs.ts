import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Job } from '../lib/jobs';
import type { H5WalletProvider } from '../providers/h5wallet';
import type { PushProvider } from '../providers/push';
import type { Realtime } from '../realtime/hub';
import { sweepExpiredCoins } from '../ledger';
import { approveBeforeDue } from './autoApproval';
import { expireStaleRedemptions } from './decide';
import { sendRedemptionNotices } from './notices';

export interface RedeemJobDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  clock: () => Date;
  /** pushes the decision's inbox message (server/notify) */
  pushInbox: (messageId: number) => void;
  /** credits what the pass before the due time approves */
  wallet: H5WalletProvider;
  /** the operators' notices as push */
  push: PushProvider;
  log: (line: string) => void;
}

export interface RedeemJobsResult {
  /** redemptions the automatic rule approved before their due time */
  approved: number;
  /** redemptions nobody decided in time */
  expired: number;
  /** notices to operators about redemptions waiting undecided */
  notices: number;
  /** coins of batches that reached their expiry date */
  coinsExpired: number;
}

/**
 * One pass of the wallet housekeeping: the redemption promise (tell operators
 * at 12 h and 20 h, approve what the rule allows an hour before the due time,
 * release the rest at it) and due coins. Unpaid credits are server/payouts' job.
 */
export async function runRedeemJobs(deps: RedeemJobDeps): Promise<RedeemJobsResult> {
  const now = deps.clock();
  const notices = await sendRedemptionNotices(deps, now);
  const approved = await approveBeforeDue(deps, now);
  const expired = await expireStaleRedemptions(deps, now);
  const swept = await sweepExpiredCoins(deps.db, now);
  for (const playerId of swept.expiredFor) deps.realtime.toPlayer(playerId, { type: 'stale', reason: 'coins' });
  return { approved, expired, notices, coinsExpired: swept.coins };
}

/** The wallet housekeeping as a job of the server's runner (lib/jobs.ts), once a minute. */
export function redeemJob(deps: RedeemJobDeps): Job {
  return {
    name: 'wallet',
    everyMs: 60_000,
    async run() {
      const { approved, expired, notices, coinsExpired } = await runRedeemJobs(deps);
      return approved || expired || notices || coinsExpired
        ? `wallet jobs: ${notices} redemption notices, ${approved} approved before due, ${expired} redemptions expired, ${coinsExpired} coins expired`
        : null;
    },
  };
}
