import { sql, type Kysely } from 'kysely';

// Reminders before coins expire (issue 28 items 6-7, server/loyalty/reminders).
// expiry_reminders: one row per player, GMT+8 expiry day and stage (14, 3 or
// 1 days before); its insert is the claim, so one process sends each however
// many run the job. coins is what the reminder told of (0: nothing was left
// to lose by then, so nothing was sent). players.expiry_reminders is the
// player's switch in settings (on unless turned off).
// The job finds the batches of a window through coin_entries_expiring
// (expires_at, player_id), made by 0010 for the expiry sweep: no new index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players ADD COLUMN expiry_reminders boolean NOT NULL DEFAULT true`.execute(db);
  await sql`CREATE TABLE expiry_reminders (
    player_id integer NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    -- a GMT+8 day as YYYY-MM-DD text (as festival_days.day): no driver turns it into a local-time Date
    expires_on text NOT NULL CHECK (expires_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    days_before smallint NOT NULL CHECK (days_before IN (14, 3, 1)),
    sent_at timestamptz NOT NULL,
    coins numeric(14,2),
    message_id integer,
    PRIMARY KEY (player_id, expires_on, days_before)
  )`.execute(db);
}
