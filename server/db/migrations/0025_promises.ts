import { sql, type Kysely } from 'kysely';

// Keeping the club's promises (issue 26). redemption_notices: each notice to
// operators about an undecided redemption (after 12 h, after 20 h) is one
// row, and the row's insert is its claim: the primary key lets one process
// send it, however many run the job at once. operator_push_tokens: the
// devices of operators who allowed push for those notices.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE redemption_notices (
    redemption_id integer NOT NULL REFERENCES redemptions(id),
    after_hours smallint NOT NULL CHECK (after_hours IN (12, 20)),
    sent_at timestamptz NOT NULL,
    PRIMARY KEY (redemption_id, after_hours)
  )`.execute(db);
  await sql`CREATE INDEX redemption_notices_sent ON redemption_notices (sent_at)`.execute(db);
  await sql`CREATE TABLE operator_push_tokens (
    token text PRIMARY KEY,
    operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
    lang text NOT NULL CHECK (lang IN ('en', 'zh', 'ms')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
