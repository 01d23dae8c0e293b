import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Job } from '../lib/jobs';
import type { H5WalletProvider } from '../providers/h5wallet';
import { retryDuePayouts } from './pay';
import { PAYOUT_KINDS } from './repo';

export interface PayoutJobDeps {
  db: Kysely<Database>;
  wallet: H5WalletProvider;
  clock: () => Date;
}

/** Every 30 s on every process: spin prizes are promised within 15 minutes. */
export const PAYOUT_JOB_EVERY_MS = 30_000;

/** The retry pass over every kind of payout (spin prizes, redemptions). */
export function payoutJob({ db, wallet, clock }: PayoutJobDeps): Job {
  return {
    name: 'payouts',
    everyMs: PAYOUT_JOB_EVERY_MS,
    async run() {
      const now = clock();
      const lines: string[] = [];
      for (const kind of PAYOUT_KINDS) {
        const { credited, failed } = await retryDuePayouts(db, wallet, kind, now);
        if (credited || failed) lines.push(`${kind}: ${credited} paid, ${failed} still owed`);
      }
      return lines.length > 0 ? `payouts retried: ${lines.join('; ')}` : null;
    },
  };
}
