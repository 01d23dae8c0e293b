// How many spins a player may take now on one wheel: the one function behind
// GET games/:slug/status, the spin's own check, and refresh's playRec
// (SPINWHEELV2.rm), so the three can never disagree.
import { sql, type Kysely } from 'kysely';
import type { SpinStatus } from '../../../contract/games/wheel';
import type { Database, SpinGameKey } from '../../db/schema';
import { startOfBusinessDay } from '../../lib/businessDay';
import { DEFAULT_DAILY_LIMIT } from './spinGames';

const DAY_MS = 86_400_000;

export interface SpinAllowance {
  /** spins the player may take now: min(unused chances, daily limit - spins today), never below 0 */
  rm: number;
  dailyLimit: number;
  usedToday: number;
  openChances: number;
  /** the next midnight GMT+8, when usedToday goes back to 0 */
  resetsAt: Date;
}

export interface AllowanceAndKey {
  allowance: SpinAllowance;
  /** the player's round with `seenKey`, if any */
  seenRoundId: number | null;
  /** the player's latest spin number on this wheel, 0 before the first */
  lastSpinNo: number;
}

/**
 * Reads the limit (the player's override or the default), today's spins
 * (business day, midnight GMT+8 to midnight) and unused chances, in one
 * statement. Pass the transaction when inside one: on PGlite a query on the
 * pool would hang. `seenKey`: also whether a round of the player's has
 * that idempotency key (the spin's replay check, in the same statement),
 * and the number of the player's latest spin (the next one's is one more).
 */
export async function spinAllowance(db: Kysely<Database>, playerId: number, game: SpinGameKey, now: Date): Promise<SpinAllowance> {
  return (await allowanceAndKey(db, playerId, game, now, null)).allowance;
}

export async function allowanceAndKey(db: Kysely<Database>, playerId: number, game: SpinGameKey, now: Date, seenKey: string | null): Promise<AllowanceAndKey> {
  const dayStart = startOfBusinessDay(now);
  const resetsAt = new Date(dayStart.getTime() + DAY_MS);
  const row = await db.selectNoFrom((eb) => [
    eb.selectFrom('players').select('spin_daily_limit').where('id', '=', playerId).as('limit'),
    eb.selectFrom('spin_rounds').select((e) => e.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId).where('game', '=', game)
      .where('created_at', '>=', dayStart).where('created_at', '<', resetsAt).as('today'),
    eb.selectFrom('spin_chances').select((e) => e.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId).where('game', '=', game).where('used_at', 'is', null).as('open'),
    eb.selectFrom('spin_rounds').select('id').where('player_id', '=', playerId).where('idempotency_key', '=', seenKey ?? '')
      .where(sql<boolean>`${seenKey !== null}`).as('seen'),
    // The newest round's number, not a count: one index entry however long the player's history.
    eb.selectFrom('spin_rounds').select('spin_no').where('player_id', '=', playerId).where('game', '=', game)
      .orderBy('id', 'desc').limit(1).as('last'),
  ]).executeTakeFirstOrThrow();
  // count(*) is a string on pg and a number on PGlite: parse explicitly.
  return {
    allowance: allowanceOf(row.limit ?? DEFAULT_DAILY_LIMIT(game), Number(row.today), Number(row.open), resetsAt),
    seenRoundId: row.seen ?? null,
    lastSpinNo: row.last ?? 0,
  };
}

function allowanceOf(dailyLimit: number, usedToday: number, openChances: number, resetsAt: Date): SpinAllowance {
  const rm = Math.max(0, Math.min(openChances, dailyLimit - usedToday));
  return { rm, dailyLimit, usedToday, openChances, resetsAt };
}

/** The allowance after one more spin took one chance: what a fresh read under the spin's lock would give. */
export const afterSpin = (a: SpinAllowance): SpinAllowance => allowanceOf(a.dailyLimit, a.usedToday + 1, a.openChances - 1, a.resetsAt);

/**
 * The status answer. V2 alone shows a countdown (SPEC: "plus its remaining
 * value and a countdown"): to the next midnight GMT+8 when chances are
 * waiting but today's limit is spent; null when a spin is available now or
 * none is coming (no chance left: a countdown would promise nothing).
 */
export function toSpinStatus(game: SpinGameKey, a: SpinAllowance, flags: { verified: boolean; maintenance: boolean }): SpinStatus {
  const waitingOnLimit = a.rm === 0 && a.openChances > 0 && a.usedToday >= a.dailyLimit;
  return {
    rm: a.rm,
    dailyLimit: a.dailyLimit,
    usedToday: a.usedToday,
    nextSpinAt: game === 'SPINWHEELV2' && waitingOnLimit ? a.resetsAt.toISOString() : null,
    verified: flags.verified,
    maintenance: flags.maintenance,
  };
}
