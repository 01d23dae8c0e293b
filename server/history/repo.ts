import { sql, type Kysely } from 'kysely';
import type { TransactionType } from '../../contract/constants';
import type { TransactionRow } from '../../contract/schemas/wallet';
import type { Database, SpinGameKey } from '../db/schema';
import { takePage } from '../lib/keysetPage';
import { redemptionIdOf } from '../lib/redemptionRef';
import { redemptionClock, type ClockSource } from '../lib/redemptionClock';
import { spinClock } from '../lib/spinClock';

export interface TransactionFilter {
  type?: TransactionType | undefined;
  since: Date | null;
  until: Date | null;
  /** id of the last entry already shown */
  after?: number | undefined;
  limit: number;
}

/**
 * One page of a player's coin entries, newest first. REDEEM and REDEEMREJECT
 * rows carry the status of their redemption, so the history says whether a
 * redemption is still pending without a second screen; REDEEM rows its clock
 * too (due by, credited at, what holds it).
 */
export async function transactionPage(
  db: Kysely<Database>,
  playerId: number,
  f: TransactionFilter,
): Promise<{ rows: TransactionRow[]; nextCursor: string | null }> {
  if (f.type === 'SPINWHEEL' || f.type === 'SPINWHEELV2') return spinPage(db, playerId, f.type, f);
  let q = db.selectFrom('coin_entries').select(['id', 'type', 'amount', 'note', 'ref', 'created_at']).where('player_id', '=', playerId);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.since) q = q.where('created_at', '>=', f.since);
  if (f.until) q = q.where('created_at', '<', f.until);
  if (f.after !== undefined) {
    const after = f.after;
    q = q.where(
      sql<boolean>`(created_at, id) < (SELECT c.created_at, c.id FROM coin_entries c WHERE c.id = ${after} AND c.player_id = ${playerId})`,
    );
  }
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
  const page = takePage(rows, f.limit);

  const redemptionIds = [...new Set(page.rows.map((r) => redemptionIdOf(r.ref)).filter((id): id is number => id !== null))];
  const redemptions = new Map<number, ClockSource>();
  if (redemptionIds.length > 0) {
    const found = await db
      .selectFrom('redemptions')
      .innerJoin('players', 'players.id', 'redemptions.player_id')
      .select([
        'redemptions.id',
        'redemptions.status',
        'redemptions.created_at',
        'redemptions.credited_at',
        'redemptions.credit_error',
        'players.verified',
      ])
      .where('redemptions.player_id', '=', playerId)
      .where('redemptions.id', 'in', redemptionIds)
      .execute();
    for (const r of found) redemptions.set(r.id, r);
  }
  return {
    nextCursor: page.nextCursor,
    rows: page.rows.map((r) => {
      const redemptionId = redemptionIdOf(r.ref);
      const redemption = redemptionId === null ? undefined : redemptions.get(redemptionId);
      return {
        id: r.id,
        type: r.type,
        amount: r.amount,
        note: r.note,
        createdAt: r.created_at.toISOString(),
        status: redemption?.status ?? null,
        // The hold's row carries the promise; its release (REDEEMREJECT) only says how it ended.
        clock: redemption && r.type === 'REDEEM' ? redemptionClock(redemption) : null,
      };
    }),
  };
}

/** A spin round's H5 credit status as the history's status words. */
const SPIN_STATUS = { SUCCESS: 'Success', PENDING: 'Pending', REJECTED: 'Rejected' } as const;

/**
 * The SPINWHEEL and SPINWHEELV2 filters: one page of the player's spins on that
 * wheel, read from spin_rounds (a spin moves no coins: its prize is RM free
 * credit paid to the H5 account, so it has no ledger entry; README.md).
 * Same order, days and cursor rules as the coin rows (the cursor is a round id).
 */
async function spinPage(
  db: Kysely<Database>,
  playerId: number,
  game: SpinGameKey,
  f: TransactionFilter,
): Promise<{ rows: TransactionRow[]; nextCursor: string | null }> {
  let q = db
    .selectFrom('spin_rounds')
    .select(['id', 'game', 'status', 'credit_rm', 'created_at', 'credited_at', 'credit_error'])
    .where('player_id', '=', playerId)
    .where('game', '=', game);
  if (f.since) q = q.where('created_at', '>=', f.since);
  if (f.until) q = q.where('created_at', '<', f.until);
  if (f.after !== undefined) {
    const after = f.after;
    q = q.where(
      sql<boolean>`(created_at, id) < (SELECT s.created_at, s.id FROM spin_rounds s WHERE s.id = ${after} AND s.player_id = ${playerId})`,
    );
  }
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
  const page = takePage(rows, f.limit);
  return {
    nextCursor: page.nextCursor,
    rows: page.rows.map((r) => ({
      id: r.id,
      type: r.game,
      amount: 0,
      note: null,
      createdAt: r.created_at.toISOString(),
      status: SPIN_STATUS[r.status],
      clock: spinClock(r),
      creditRm: r.credit_rm,
    })),
  };
}
