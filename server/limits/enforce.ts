// The wager path's check of the player's own limits (server/games/wager calls
// it inside the transaction that places a bet, after lockPlayerRounds, so
// two bets of one player are decided one after the other on committed sums).
import { sql, type Kysely, type Transaction } from 'kysely';
import { MSG } from '../../contract/errors';
import { WAGER_GAMES } from '../../contract/limitsRules';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { startOfBusinessDay, startOfBusinessWeek } from '../lib/businessDay';
import { limitsInForce, type LimitsInForce } from './inForce';

export interface Staked {
  today: number;
  thisWeek: number;
}

/** Coins the player staked in the wagering games this business day and week (open rounds count). */
export async function stakedSoFar(db: Kysely<Database>, playerId: number, now: Date): Promise<Staked> {
  const day = startOfBusinessDay(now);
  const week = startOfBusinessWeek(now);
  const row = await db
    .selectFrom('game_rounds')
    .select([
      sql<number>`coalesce(sum(bet) filter (where created_at >= ${day}), 0)`.as('today'),
      sql<number>`coalesce(sum(bet), 0)`.as('week'),
    ])
    .where('player_id', '=', playerId)
    .where('game', 'in', WAGER_GAMES)
    .where('created_at', '>=', week)
    .executeTakeFirstOrThrow();
  return { today: Number(row.today), thisWeek: Number(row.week) };
}

export async function readLimits(db: Kysely<Database>, playerId: number, now: Date): Promise<LimitsInForce> {
  const row = await db.selectFrom('player_limits').selectAll().where('player_id', '=', playerId).executeTakeFirst();
  return limitsInForce(row, now);
}

/**
 * Refuses (409) a stake of `stake` coins the player's own limits do not
 * allow: during a self-exclusion or a break, or when this business day's or
 * week's stakes plus this one would pass the limit in force.
 */
export async function assertStakeAllowed(trx: Transaction<Database>, playerId: number, stake: number, now: Date): Promise<void> {
  const limits = await readLimits(trx, playerId, now);
  if (limits.excludedUntil) throw new AppError(409, MSG.selfExcluded);
  if (limits.breakUntil) throw new AppError(409, MSG.onBreak);
  if (limits.daily === null && limits.weekly === null) return;
  const staked = await stakedSoFar(trx, playerId, now);
  if (limits.daily !== null && staked.today + stake > limits.daily) throw new AppError(409, MSG.stakeLimitDaily);
  if (limits.weekly !== null && staked.thisWeek + stake > limits.weekly) throw new AppError(409, MSG.stakeLimitWeekly);
}
