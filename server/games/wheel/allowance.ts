// How many spins a player may take now on one wheel: the one function behind
// GET games/:slug/status, the spin's own check, and refresh's playRec
// (SPINWHEELV2.rm), so the three can never disagree.
import type { Kysely } from 'kysely';
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

/**
 * Reads the limit (the player's override or the default), today's spins
 * (business day, midnight GMT+8 to midnight) and unused chances. Pass the
 * transaction when inside one: on PGlite a query on the pool would hang.
 */
export async function spinAllowance(db: Kysely<Database>, playerId: number, game: SpinGameKey, now: Date): Promise<SpinAllowance> {
  const dayStart = startOfBusinessDay(now);
  const resetsAt = new Date(dayStart.getTime() + DAY_MS);
  const [player, today, open] = await Promise.all([
    db.selectFrom('players').select('spin_daily_limit').where('id', '=', playerId).executeTakeFirst(),
    db.selectFrom('spin_rounds').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId).where('game', '=', game)
      .where('created_at', '>=', dayStart).where('created_at', '<', resetsAt)
      .executeTakeFirstOrThrow(),
    db.selectFrom('spin_chances').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId).where('game', '=', game).where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const dailyLimit = player?.spin_daily_limit ?? DEFAULT_DAILY_LIMIT(game);
  // count(*) is a string on pg and a number on PGlite: parse explicitly.
  const usedToday = Number(today.n);
  const openChances = Number(open.n);
  const rm = Math.max(0, Math.min(openChances, dailyLimit - usedToday));
  return { rm, dailyLimit, usedToday, openChances, resetsAt };
}

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
