// The missions' tables (migration 0029) and the one read of the facts their
// progress comes from: the player's rounds, spins and quiz entries.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AdminMission } from '../../../contract/loyalty/missions';
import type { MissionGoal } from '../../../contract/loyalty/missionsRules';
import type { Database, MissionsTable } from '../../db/schema';
import { EXPORT_PAGE } from '../../lib/csv';
import type { CheckedMission } from './checks';
import type { Period } from './period';

export type MissionRow = Selectable<MissionsTable>;
type Db = Kysely<Database>;

export const toAdminMission = (r: MissionRow): AdminMission => ({
  id: r.id,
  title: r.title,
  body: r.body,
  goal: r.goal,
  target: r.target,
  reward: r.reward,
  period: r.period,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  active: r.active,
  sort: r.sort,
});

const values = (m: CheckedMission) => ({
  title: JSON.stringify(m.title),
  body: JSON.stringify(m.body),
  goal: m.goal,
  target: m.target,
  reward: m.reward,
  period: m.period,
  starts_at: m.startsAt,
  ends_at: m.endsAt,
  active: m.active,
  sort: m.sort,
});

export function listAllMissions(db: Db): Promise<MissionRow[]> {
  return db.selectFrom('missions').selectAll().orderBy('sort').orderBy('id').execute();
}

/** One page of the missions' CSV export, oldest first (keyset on id). */
export function missionsAfter(db: Db, after: number | undefined): Promise<MissionRow[]> {
  let q = db.selectFrom('missions').selectAll();
  if (after !== undefined) q = q.where('id', '>', after);
  return q.orderBy('id', 'asc').limit(EXPORT_PAGE).execute();
}

export function createMission(trx: Transaction<Database>, m: CheckedMission): Promise<MissionRow> {
  return trx.insertInto('missions').values(values(m)).returningAll().executeTakeFirstOrThrow();
}

export function updateMission(trx: Transaction<Database>, id: number, m: CheckedMission): Promise<MissionRow | undefined> {
  return trx.updateTable('missions').set(values(m)).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteMission(trx: Transaction<Database>, id: number): Promise<MissionRow | undefined> {
  return trx.deleteFrom('missions').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Missions running now (active, within their dates), in the operator's order. */
export function liveMissions(db: Db, now: Date): Promise<MissionRow[]> {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findLiveMission(db: Db, id: number, now: Date): Promise<MissionRow | undefined> {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .executeTakeFirst();
}

export function missionExists(db: Db, id: number): Promise<boolean> {
  return db.selectFrom('missions').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
}

/** What each goal counts over a period. */
export type GoalCounts = Record<MissionGoal, number>;

/**
 * The facts of one period in one statement, each through an index on the
 * player: finished Find The Odd plays and rock scissor paper wins (settled
 * in the period; a round is looked up from a day before, so one started
 * before midnight and finished after counts on the day it finished), coins
 * staked in the wagering games (rounds started in the period), wheel spins,
 * and quiz weeks answered to the end.
 */
export async function goalCounts(db: Db, playerId: number, p: Period): Promise<GoalCounts> {
  const lookback = new Date(p.start.getTime() - 86_400_000);
  const { rows } = await sql<{ fto: string; stake: string; rsp: string; spins: string; quiz: string }>`
    SELECT
      (SELECT count(*) FROM game_rounds r WHERE r.player_id = ${playerId} AND r.game = 'FTO' AND r.created_at >= ${lookback}
         AND r.state = 'settled' AND r.settled_at >= ${p.start} AND r.settled_at < ${p.end}) AS fto,
      (SELECT coalesce(sum(r.bet), 0) FROM game_rounds r WHERE r.player_id = ${playerId}
         AND r.game IN ('SQUIDGAME', 'LUCKYEGG', 'ROCKSCISSORPAPER') AND r.created_at >= ${p.start} AND r.created_at < ${p.end}) AS stake,
      (SELECT count(*) FROM game_rounds r WHERE r.player_id = ${playerId} AND r.game = 'ROCKSCISSORPAPER' AND r.created_at >= ${lookback}
         AND r.state = 'settled' AND r.payout > r.bet AND r.settled_at >= ${p.start} AND r.settled_at < ${p.end}) AS rsp,
      (SELECT count(*) FROM spin_rounds s WHERE s.player_id = ${playerId} AND s.created_at >= ${p.start} AND s.created_at < ${p.end}) AS spins,
      (SELECT count(*) FROM quiz_entries q WHERE q.player_id = ${playerId} AND q.finished_at >= ${p.start} AND q.finished_at < ${p.end}) AS quiz
  `.execute(db);
  const row = rows[0];
  return {
    ftoFinish: Number(row?.fto ?? 0),
    stakeCoins: Math.floor(Number(row?.stake ?? 0)),
    rspWin: Number(row?.rsp ?? 0),
    wheelSpins: Number(row?.spins ?? 0),
    quizAnswer: Number(row?.quiz ?? 0),
  };
}

/** The player's claims of the periods starting at these instants. */
export async function claimsIn(db: Db, playerId: number, starts: readonly Date[]): Promise<Set<string>> {
  if (starts.length === 0) return new Set();
  const rows = await db
    .selectFrom('mission_claims')
    .select(['mission_id', 'period_start'])
    .where('player_id', '=', playerId)
    .where('period_start', 'in', starts)
    .execute();
  return new Set(rows.map((r) => claimKey(r.mission_id, r.period_start)));
}

export const claimKey = (missionId: number, periodStart: Date): string => `${missionId}@${periodStart.toISOString()}`;

/** Takes the claim of one period; false when it was already taken (by this call's twin, or before). */
export async function takeClaim(
  trx: Transaction<Database>,
  c: { missionId: number; playerId: number; periodStart: Date; reward: number; now: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('mission_claims')
    .values({ mission_id: c.missionId, player_id: c.playerId, period_start: c.periodStart, reward: c.reward, claimed_at: c.now })
    .onConflict((oc) => oc.doNothing())
    .returning('mission_id')
    .executeTakeFirst();
  return row !== undefined;
}
