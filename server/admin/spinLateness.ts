// The spin payout job against its promise (SPEC 9: spin rewards credited
// within 15 minutes; issue 26), for the dashboard: winning spins still owed,
// those past their 15 minutes and the oldest one's due time (its lateness is
// the dashboard's `at` minus it), and prizes credited late over the 30 days.
import { sql, type Kysely } from 'kysely';
import { REDEEM } from '../../contract/constants';
import type { Dashboard } from '../../contract/schemas/console';
import type { Database } from '../db/schema';

const MINUTE_MS = 60_000;

export async function spinLateness(db: Kysely<Database>, now: Date, since: Date): Promise<Dashboard['spinPayouts']> {
  const lateBefore = new Date(now.getTime() - REDEEM.spinCreditWithinMinutes * MINUTE_MS);
  const [owed, paid] = await Promise.all([
    // A PENDING round always has a prize to credit (a no-prize slot is settled at once).
    sql<{ owed: number; late: number; oldest: Date | null }>`
      SELECT count(*) AS owed, count(*) FILTER (WHERE created_at < ${lateBefore}) AS late,
        min(created_at) FILTER (WHERE created_at < ${lateBefore}) AS oldest
      FROM spin_rounds WHERE status = 'PENDING'`.execute(db),
    sql<{ late: number }>`
      SELECT count(*) AS late FROM spin_rounds
      WHERE created_at >= ${since} AND credited_at > created_at + ${REDEEM.spinCreditWithinMinutes}::int * interval '1 minute'`.execute(db),
  ]);
  const o = owed.rows[0];
  const oldest = o?.oldest ? new Date(o.oldest) : null;
  return {
    owed: Number(o?.owed ?? 0),
    late: Number(o?.late ?? 0),
    oldestDueAt: oldest ? new Date(oldest.getTime() + REDEEM.spinCreditWithinMinutes * MINUTE_MS).toISOString() : null,
    paidLate30: Number(paid.rows[0]?.late ?? 0),
  };
}
