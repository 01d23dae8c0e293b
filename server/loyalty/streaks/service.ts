// The player's streak, read from the facts each time (nothing cached), and
// its milestones paid through the ledger once per streak: the key names the
// streak's first day, so the same milestone of a later streak pays again.
import type { Kysely } from 'kysely';
import type { Streak } from '../../../contract/loyalty/streaks';
import { STREAK_MILESTONES } from '../../../contract/loyalty/streaksRules';
import type { Database } from '../../db/schema';
import { postEntry } from '../../ledger';
import { dayName, dayNumber, dayStart } from './days';
import { festivalDays, heldKeys, playedDays } from './repo';
import { walkStreak, type StreakWalk } from './walk';
import { earnedCoinsExpireAt } from '../tiers/benefits';

/** How far back a streak is read: past the last milestone with room for a long run. */
const LOOKBACK_DAYS = 400;
async function walkOf(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
): Promise<{ walk: StreakWalk; today: number; played: Set<number> }> {
  const today = dayNumber(now);
  const from = today - LOOKBACK_DAYS;
  const [played, festivals] = await Promise.all([playedDays(db, playerId, dayStart(from)), festivalDays(db, from)]);
  return { walk: walkStreak(played, festivals, today), today, played };
}

export async function streakOf(db: Kysely<Database>, playerId: number, now: Date): Promise<Streak> {
  const { walk, today, played } = await walkOf(db, playerId, now);
  const next = STREAK_MILESTONES.find((m) => m.days > walk.days) ?? null;
  return {
    days: walk.days,
    shield: walk.shield,
    shielded: walk.shielded.map(dayName),
    playedToday: played.has(today),
    next: next ? { days: next.days, coins: next.coins } : null,
    lost: walk.lost ? { days: walk.lost.days, on: dayName(walk.lost.on) } : null,
  };
}

const milestoneKey = (playerId: number, start: number, days: number): string => `streak:${playerId}:${dayName(start)}:${days}`;

/** Pays the milestones the current streak has reached and not yet been paid; the number paid. */
export async function payMilestones(db: Kysely<Database>, playerId: number, now: Date): Promise<number> {
  const { walk } = await walkOf(db, playerId, now);
  const start = walk.start;
  if (start === null) return 0;
  const reached = STREAK_MILESTONES.filter((m) => m.days <= walk.days);
  const held = await heldKeys(
    db,
    playerId,
    reached.map((m) => milestoneKey(playerId, start, m.days)),
  );
  const due = reached.filter((m) => !held.has(milestoneKey(playerId, start, m.days)));
  if (due.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const m of due) {
      // The key makes a racing twin's write a replay that changes nothing.
      await postEntry(trx, {
        playerId,
        type: 'STREAK',
        amount: m.coins,
        idempotencyKey: milestoneKey(playerId, start, m.days),
        ref: `streak:${m.days}`,
        expiresAt: await earnedCoinsExpireAt(trx, playerId, now),
      });
    }
  });
  return due.length;
}
