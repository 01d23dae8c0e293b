// How many spins a player may take now on one wheel: the one function behind
// GET games/:slug/status, the spin's own check, and refresh's playRec
// (SPINWHEELV2.rm), so the three can never disagree. The daily limit is an
// operator's override for the player (players.spin_daily_limit) or else the
// dailySpinLimit of the player's VIP tier, read in the same statement as the
// rest (the tier's SQL from loyalty/tiers/benefits.ts): no extra round trip.
import { sql, type Kysely } from 'kysely';
import type { SpinStatus } from '../../../contract/games/wheel';
import type { Database, SpinGameKey } from '../../db/schema';
import { startOfBusinessDay } from '../../lib/businessDay';
import { benefitOf, tierJoins } from '../../loyalty/tiers/benefits';

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

/** What spin_allowance (migration 0024) answers: one row. */
interface AllowanceRow {
  /** the operator's override for the player, if any */
  daily_limit: number | null;
  /** the dailySpinLimit of the player's tier */
  tier_limit: number;
  /** count(*): a string on pg and a number on PGlite, parsed explicitly */
  today: number | string;
  open_chances: number | string;
  seen_round: number | null;
  last_spin_no: number | null;
}

/** The business day (midnight GMT+8 to midnight) the allowance counts spins in. */
function dayOf(now: Date): { dayStart: Date; resetsAt: Date } {
  const dayStart = startOfBusinessDay(now);
  return { dayStart, resetsAt: new Date(dayStart.getTime() + DAY_MS) };
}

function fromRow(row: AllowanceRow, resetsAt: Date): AllowanceAndKey {
  return {
    // The operator's word for this player wins over the tier's.
    allowance: allowanceOf(row.daily_limit ?? row.tier_limit, Number(row.today), Number(row.open_chances), resetsAt),
    seenRoundId: row.seen_round === null ? null : Number(row.seen_round),
    lastSpinNo: row.last_spin_no ?? 0,
  };
}

/** The columns both reads select: spin_allowance's (alias a) and the tier's limit. */
const allowanceColumns = (now: Date) =>
  sql`a.daily_limit, a.today, a.open_chances, a.seen_round, a.last_spin_no, ${benefitOf('dailySpinLimit', now)} AS tier_limit`;

/**
 * Reads the limit (the player's override or the tier's), today's spins
 * and unused chances, in one statement (the database's spin_allowance).
 * Pass the transaction when inside one: on PGlite a query on the pool would
 * hang.
 */
export async function spinAllowance(db: Kysely<Database>, playerId: number, game: SpinGameKey, now: Date): Promise<SpinAllowance> {
  const { dayStart, resetsAt } = dayOf(now);
  const {
    rows: [row],
  } = await sql<AllowanceRow>`SELECT ${allowanceColumns(now)}
    FROM spin_allowance(${playerId}::int, ${game}::text, ${dayStart}::timestamptz, ${resetsAt}::timestamptz, NULL) a
    ${tierJoins(db, playerId, now)}`.execute(db);
  if (!row) throw new Error('spin_allowance returned no row');
  return fromRow(row, resetsAt).allowance;
}

/**
 * Takes the player's spin lock (namespace, player) and then reads the
 * allowance with whether a round of the player's has `seenKey` (the spin's
 * replay check) and the player's latest spin number (the next one's is one
 * more), in one call (the database's lock_spins). `sawChance`: whether
 * an unused chance was there before the lock was waited for, so a chance
 * taken meanwhile by a concurrent spin of the player's can be told apart
 * from none at all.
 */
export async function lockSpinsAndAllowance(
  trx: Kysely<Database>,
  namespace: number,
  playerId: number,
  game: SpinGameKey,
  now: Date,
  seenKey: string,
): Promise<AllowanceAndKey & { sawChance: boolean }> {
  const { dayStart, resetsAt } = dayOf(now);
  const {
    rows: [row],
  } = await sql<AllowanceRow & { saw: boolean }>`SELECT a.saw, ${allowanceColumns(now)}
    FROM lock_spins(${namespace}::int, ${playerId}::int, ${game}::text, ${dayStart}::timestamptz, ${resetsAt}::timestamptz, ${seenKey}::text) a
    ${tierJoins(trx, playerId, now)}`.execute(trx);
  if (!row) throw new Error('lock_spins returned no row');
  return { ...fromRow(row, resetsAt), sawChance: row.saw };
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
