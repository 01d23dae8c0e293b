// The player's own limits: reading them as they stand, changing the stake
// limits (lower at once, raise or remove after RAISE_DELAY_MS), breaks and
// exclusions (lengthened, never shortened), the reality check's interval and
// its session summary. Every change holds the player's row (FOR UPDATE), so
// two changes at once are decided one after the other; a bet reads the row
// as committed when it is placed.
import { sql, type Kysely, type Transaction } from 'kysely';
import { MSG } from '../../contract/errors';
import type { AdminPlayerLimits, PlayerLimits, SessionSummary, SetStakeLimits } from '../../contract/limits';
import {
  BREAK_PERIODS,
  EXCLUSION_PERIODS,
  RAISE_DELAY_MS,
  SESSION_SUMMARY_MAX_MS,
  WAGER_GAMES,
  periodEnd,
  type BreakPeriod,
  type ExclusionPeriod,
  type RealityCheckMinutes,
} from '../../contract/limitsRules';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { readLimits, stakedSoFar } from './enforce';
import { limitsInForce, type LimitsInForce, type Pending } from './inForce';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);
const pendingView = (p: Pending | null) => (p ? { value: p.value, from: p.from.toISOString() } : null);

/** The limits as the player (and the console) sees them at `now`. */
export async function limitsView(db: Kysely<Database>, playerId: number, now: Date, limits?: LimitsInForce): Promise<PlayerLimits> {
  const l = limits ?? (await readLimits(db, playerId, now));
  const staked = await stakedSoFar(db, playerId, now);
  return {
    daily: l.daily,
    weekly: l.weekly,
    dailyPending: pendingView(l.dailyPending),
    weeklyPending: pendingView(l.weeklyPending),
    stakedToday: staked.today,
    stakedThisWeek: staked.thisWeek,
    breakUntil: iso(l.breakUntil),
    excludedUntil: iso(l.excludedUntil),
    realityCheckMinutes: l.realityCheckMinutes as RealityCheckMinutes | null,
  };
}

/** The console's view: the limits, and the operator who set the exclusion in force (null: the player, or none). */
export async function consoleView(db: Kysely<Database>, player: { id: number; uid: string }, now: Date): Promise<AdminPlayerLimits> {
  const row = await db
    .selectFrom('player_limits')
    .leftJoin('operators', 'operators.id', 'player_limits.excluded_by')
    .selectAll('player_limits')
    .select('operators.username')
    .where('player_id', '=', player.id)
    .executeTakeFirst();
  const limits = limitsInForce(row, now);
  return {
    uid: player.uid,
    limits: await limitsView(db, player.id, now, limits),
    excludedBy: limits.excludedBy === null ? null : (row?.username ?? null),
  };
}

/** The row's columns for one stake limit after the player asked for `wanted`. */
function nextLimit(
  current: number | null,
  pending: Pending | null,
  wanted: number | null,
  now: Date,
): { value: number | null; pending: Pending | null } {
  const lower = wanted !== null && (current === null || wanted < current);
  if (lower || wanted === current) return { value: wanted, pending: null };
  // The same raise asked again keeps its time: saving the form twice does not push it back.
  if (pending && pending.value === wanted) return { value: current, pending };
  return { value: current, pending: { value: wanted, from: new Date(now.getTime() + RAISE_DELAY_MS) } };
}

/** Runs in the change's transaction once it is stored: an operator's audit line. */
export type AfterChange = (trx: Transaction<Database>, before: LimitsInForce, after: LimitsInForce) => Promise<void>;

/** Reads the limits in force with the player's row held, applies `change` to them and stores the row. */
async function update(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
  change: (l: LimitsInForce) => Partial<LimitsInForce>,
  after?: AfterChange,
): Promise<LimitsInForce> {
  return db.transaction().execute(async (trx) => {
    // The row exists before it is held: FOR UPDATE cannot hold a row that is not there yet.
    await trx
      .insertInto('player_limits')
      .values({ player_id: playerId, updated_at: now })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .execute();
    const before = limitsInForce(
      await trx.selectFrom('player_limits').selectAll().where('player_id', '=', playerId).forUpdate().executeTakeFirst(),
      now,
    );
    const next = { ...before, ...change(before) };
    await save(trx, playerId, next, now);
    await after?.(trx, before, next);
    return next;
  });
}

async function save(trx: Transaction<Database>, playerId: number, l: LimitsInForce, now: Date): Promise<void> {
  // What has lapsed (an applied raise, an ended break) is stored as it now stands.
  const row = {
    daily_limit: l.daily,
    weekly_limit: l.weekly,
    daily_pending: l.dailyPending?.value ?? null,
    daily_pending_at: l.dailyPending?.from ?? null,
    weekly_pending: l.weeklyPending?.value ?? null,
    weekly_pending_at: l.weeklyPending?.from ?? null,
    break_until: l.breakUntil,
    excluded_until: l.excludedUntil,
    excluded_by: l.excludedBy,
    reality_check_minutes: l.realityCheckMinutes,
    updated_at: now,
  };
  await trx.updateTable('player_limits').set(row).where('player_id', '=', playerId).execute();
}

export function setStakeLimits(db: Kysely<Database>, playerId: number, wanted: SetStakeLimits, now: Date): Promise<LimitsInForce> {
  return update(db, playerId, now, (l) => {
    const daily = nextLimit(l.daily, l.dailyPending, wanted.daily, now);
    const weekly = nextLimit(l.weekly, l.weeklyPending, wanted.weekly, now);
    return { daily: daily.value, dailyPending: daily.pending, weekly: weekly.value, weeklyPending: weekly.pending };
  });
}

/** A pause ending at `end`, refused when the one in force ends later: neither can be shortened. */
function lengthened(current: Date | null, end: Date): Date {
  if (current && current.getTime() > end.getTime()) throw new AppError(409, MSG.cannotShortenPause);
  return end;
}

export function takeBreak(db: Kysely<Database>, playerId: number, period: BreakPeriod, now: Date): Promise<LimitsInForce> {
  return update(db, playerId, now, (l) => ({ breakUntil: lengthened(l.breakUntil, periodEnd(now, BREAK_PERIODS[period])) }));
}

/** A self-exclusion (by null) or one an operator sets (by their id; `after` audits it). */
export function exclude(
  db: Kysely<Database>,
  playerId: number,
  period: ExclusionPeriod,
  now: Date,
  by: number | null,
  after?: AfterChange,
): Promise<LimitsInForce> {
  return update(
    db,
    playerId,
    now,
    (l) => ({
      excludedUntil: lengthened(l.excludedUntil, periodEnd(now, EXCLUSION_PERIODS[period])),
      excludedBy: by,
    }),
    after,
  );
}

export function setRealityCheck(
  db: Kysely<Database>,
  playerId: number,
  minutes: RealityCheckMinutes | null,
  now: Date,
): Promise<LimitsInForce> {
  return update(db, playerId, now, () => ({ realityCheckMinutes: minutes }));
}

/** The wagering games since `since` (or the app session's start), at most SESSION_SUMMARY_MAX_MS back. */
export async function sessionSummary(db: Kysely<Database>, playerId: number, since: Date | undefined, now: Date): Promise<SessionSummary> {
  if (since && (Number.isNaN(since.getTime()) || since.getTime() > now.getTime())) throw new AppError(400, MSG.invalidRequest);
  const from = new Date(
    Math.max((since ?? (await appSessionStart(db, playerId)) ?? now).getTime(), now.getTime() - SESSION_SUMMARY_MAX_MS),
  );
  const row = await db
    .selectFrom('game_rounds')
    .select([
      sql<number>`count(*)`.as('rounds'),
      sql<number>`coalesce(sum(bet), 0)`.as('staked'),
      sql<number>`coalesce(sum(payout), 0)`.as('won'),
    ])
    .where('player_id', '=', playerId)
    .where('game', 'in', WAGER_GAMES)
    .where('created_at', '>=', from)
    .executeTakeFirstOrThrow();
  const staked = Number(row.staked);
  const won = Number(row.won);
  return {
    since: from.toISOString(),
    minutes: Math.floor((now.getTime() - from.getTime()) / 60_000),
    rounds: Number(row.rounds),
    staked,
    won,
    net: Math.round((won - staked) * 100) / 100,
  };
}

/** When the player's latest open app session (activity/start) began. */
async function appSessionStart(db: Kysely<Database>, playerId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('activity_sessions')
    .select('started_at')
    .where('player_id', '=', playerId)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.started_at;
}
