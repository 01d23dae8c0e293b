// What a player reads and claims. Progress is counted from the facts of the
// mission's current period (repo.goalCounts), never sent by the client; a
// claim counts again inside its transaction, takes the period's claim row
// (one per player, mission and period: any number of taps pay once) and pays
// through the ledger.
import type { Kysely } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { MissionClaimed, PlayerMission } from '../../../contract/loyalty/missions';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { postEntry } from '../../ledger';
import { periodOf } from './period';
import {
  claimKey,
  claimsIn,
  findLiveMission,
  goalCounts,
  liveMissions,
  missionExists,
  takeClaim,
  type GoalCounts,
  type MissionRow,
} from './repo';
import { earnedCoinsExpireAt } from '../tiers/benefits';

function asPlayerMission(m: MissionRow, now: Date, progress: number | null, claimed: boolean): PlayerMission {
  return {
    id: m.id,
    title: m.title,
    body: m.body,
    goal: m.goal,
    target: m.target,
    reward: m.reward,
    period: m.period,
    resetsAt: periodOf(m.period, now).end.toISOString(),
    progress: progress === null ? null : Math.min(progress, m.target),
    claimed,
  };
}

/** What exists now, for a guest. */
export async function guestMissions(db: Kysely<Database>, now: Date): Promise<PlayerMission[]> {
  return (await liveMissions(db, now)).map((m) => asPlayerMission(m, now, null, false));
}

/** Today's and this week's missions with the player's progress and claims. */
export async function playerMissions(db: Kysely<Database>, playerId: number, now: Date): Promise<PlayerMission[]> {
  const missions = await liveMissions(db, now);
  if (missions.length === 0) return [];
  const day = periodOf('daily', now);
  const week = periodOf('weekly', now);
  const needs = new Set(missions.map((m) => m.period));
  const [daily, weekly, claims] = await Promise.all([
    needs.has('daily') ? goalCounts(db, playerId, day) : null,
    needs.has('weekly') ? goalCounts(db, playerId, week) : null,
    claimsIn(db, playerId, [day.start, week.start]),
  ]);
  return missions.map((m) => {
    const counts: GoalCounts | null = m.period === 'daily' ? daily : weekly;
    const start = m.period === 'daily' ? day.start : week.start;
    return asPlayerMission(m, now, counts?.[m.goal] ?? 0, claims.has(claimKey(m.id, start)));
  });
}

/** Pays a finished mission of the current period once; 409 with its key when unfinished, over or claimed. */
export async function claimMission(db: Kysely<Database>, playerId: number, missionId: number, now: Date): Promise<MissionClaimed> {
  return db.transaction().execute(async (trx) => {
    const mission = await findLiveMission(trx, missionId, now);
    if (!mission) {
      if (await missionExists(trx, missionId)) throw new AppError(409, MSG.missionExpired);
      throw new AppError(404, MSG.invalidRequest);
    }
    const period = periodOf(mission.period, now);
    const counts = await goalCounts(trx, playerId, period);
    if (counts[mission.goal] < mission.target) throw new AppError(409, MSG.missionNotFinished);
    const taken = await takeClaim(trx, { missionId, playerId, periodStart: period.start, reward: mission.reward, now });
    if (!taken) throw new AppError(409, MSG.missionClaimed);
    if (mission.reward > 0) {
      await postEntry(trx, {
        playerId,
        type: 'MISSION',
        amount: mission.reward,
        idempotencyKey: `mission:${missionId}:${period.start.toISOString()}:${playerId}`,
        ref: `mission:${missionId}`,
        expiresAt: await earnedCoinsExpireAt(trx, playerId, now),
      });
    }
    return { id: missionId, reward: mission.reward };
  });
}
