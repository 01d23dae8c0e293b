// Redemption rows and the redeem rate: reads and mappings only; the moves
// themselves are in service.ts and decide.ts.
import type { Kysely, Selectable } from 'kysely';
import { REDEEM } from '../../contract/constants';
import type { Redemption, RedeemRate } from '../../contract/schemas/wallet';
import type { Database, RedemptionsTable } from '../db/schema';

export type RedemptionRow = Selectable<RedemptionsTable>;

/** How long a redemption may wait for an operator before the sweep expires it (option redeem_pending_hours). */
export const DEFAULT_PENDING_HOURS = 72;

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * The rate operators set in options (redeem_coins coins = redeem_credit_rm RM).
 * A missing or broken value falls back to the spec's 50 = RM10 rather than
 * letting a typo in the back office make every redemption free or impossible.
 */
export async function readRate(db: Kysely<Database>): Promise<RedeemRate> {
  const rows = await db.selectFrom('options').select(['name', 'value'])
    .where('name', 'in', ['redeem_coins', 'redeem_credit_rm']).execute();
  const get = (name: string) => rows.find((r) => r.name === name)?.value;
  return {
    coins: Math.round(positive(get('redeem_coins'), REDEEM.coins)),
    creditRm: Math.round(positive(get('redeem_credit_rm'), REDEEM.creditRm) * 100) / 100,
  };
}

export async function readPendingHours(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('options').select('value').where('name', '=', 'redeem_pending_hours').executeTakeFirst();
  return positive(row?.value, DEFAULT_PENDING_HOURS);
}

/** RM for `coins` at `rate`, or null when coins are not a whole number of rate units. */
export function creditFor(coins: number, rate: RedeemRate): number | null {
  if (!Number.isInteger(coins) || coins < rate.coins || coins % rate.coins !== 0) return null;
  return Math.round((coins / rate.coins) * rate.creditRm * 100) / 100;
}

export function toRedemption(row: RedemptionRow): Redemption {
  return {
    id: row.id, coins: row.coins, creditRm: row.credit_rm, status: row.status,
    createdAt: row.created_at.toISOString(), decidedAt: row.decided_at?.toISOString() ?? null, reason: row.reason,
  };
}

export async function recentRedemptions(db: Kysely<Database>, playerId: number, limit: number): Promise<Redemption[]> {
  const rows = await db.selectFrom('redemptions').selectAll().where('player_id', '=', playerId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRedemption);
}

export function findByKey(db: Kysely<Database>, playerId: number, key: string): Promise<RedemptionRow | undefined> {
  return db.selectFrom('redemptions').selectAll()
    .where('player_id', '=', playerId).where('idempotency_key', '=', key).executeTakeFirst();
}
