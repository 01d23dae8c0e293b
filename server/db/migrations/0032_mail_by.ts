import { sql, type Kysely } from 'kysely';

// Physical quiz prizes are mailed within 14 working days (SPEC 9; issue 26
// item 3). public_holidays: the Malaysian public holidays the operator keeps
// in the console, which the working-day count skips (contract/workingDays.ts).
// quiz_awards.shipped_at: when the prize was marked mailed (state shipped);
// the mail-by day is computed on read from created_at and the holidays as
// they stand, so a holiday added later moves every open prize's date.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE public_holidays (
    -- a GMT+8 day as YYYY-MM-DD text (as festival_days.day): no driver turns it into a local-time Date
    day text PRIMARY KEY CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    name jsonb NOT NULL
  )`.execute(db);
  await sql`ALTER TABLE quiz_awards ADD COLUMN shipped_at timestamptz`.execute(db);
  // Prizes shipped before this column: the last change of a shipped prize was its shipping (a note comes with a move).
  await sql`UPDATE quiz_awards SET shipped_at = updated_at WHERE state = 'shipped'`.execute(db);
}
