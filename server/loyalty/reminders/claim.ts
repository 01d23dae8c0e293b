// Which reminders are due, claimed once: each (player, GMT+8 expiry day,
// stage) is a row of expiry_reminders whose insert is the claim, so however
// many processes run the job, one sends it (the others' inserts find the key).
import { sql, type Kysely } from 'kysely';
import { EXPIRY_REMINDERS, type ReminderStage } from '../../../contract/loyalty/expiryRules';
import type { Database } from '../../db/schema';
import { startOfBusinessDay } from '../../lib/businessDay';

const DAY_MS = 86_400_000;

export interface StageWindow {
  stage: ReminderStage;
  /** batches expiring in [from, until): the GMT+8 days this stage covers today */
  from: Date;
  until: Date;
}

/**
 * Today's window of each stage: stage N covers the expiry days from the
 * next smaller stage's + 1 to today + N (14: days 4-14 ahead, 3: days 2-3,
 * 1: tomorrow). Disjoint, so a day passed while no job ran gets only the
 * later stage, and a batch first seen late gets the stage it is in.
 */
export function stageWindows(now: Date): StageWindow[] {
  const today = startOfBusinessDay(now).getTime();
  const stages = [...EXPIRY_REMINDERS.daysBefore].sort((a, b) => a - b);
  return stages.map((stage, i) => {
    const below = i === 0 ? 0 : (stages[i - 1] ?? 0);
    return { stage, from: new Date(today + (below + 1) * DAY_MS), until: new Date(today + (stage + 1) * DAY_MS) };
  });
}

export interface Claimed {
  playerId: number;
  /** YYYY-MM-DD, GMT+8 */
  day: string;
  stage: ReminderStage;
}

/** The GMT+8 day of a batch's expiry, as the row keeps it. */
const expiryDay = sql<string>`to_char((e.expires_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * Claims up to `limit` reminders of one stage: players with reminders on
 * and not blocked, with a batch in the window, not yet claimed. The range on
 * expires_at with amount > 0 reads the partial index coin_entries_expiring
 * (migration 0010), never the whole ledger. Fewer than `limit` does not mean
 * done: rows another process claimed at the same moment are skipped.
 */
export async function claimStage(db: Kysely<Database>, w: StageWindow, now: Date, limit: number): Promise<Claimed[]> {
  const { rows } = await sql<{ player_id: number; expires_on: string }>`
    INSERT INTO expiry_reminders (player_id, expires_on, days_before, sent_at)
    SELECT DISTINCT e.player_id, ${expiryDay}, ${w.stage}::smallint, ${now}::timestamptz
    FROM coin_entries e JOIN players p ON p.id = e.player_id
    WHERE e.expires_at >= ${w.from} AND e.expires_at < ${w.until} AND e.amount > 0
      AND p.expiry_reminders AND p.blocked_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM expiry_reminders r
        WHERE r.player_id = e.player_id AND r.days_before = ${w.stage}::smallint AND r.expires_on = ${expiryDay})
    LIMIT ${limit}
    ON CONFLICT DO NOTHING
    RETURNING player_id, expires_on`.execute(db);
  return rows.map((r) => ({ playerId: r.player_id, day: r.expires_on, stage: w.stage }));
}
