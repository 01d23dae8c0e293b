import { sql, type Kysely } from 'kysely';

// Automatic approval of redemptions (issue 13 item 10): one settings row an
// admin edits in the console. A redemption it approves is audited under the
// rule's name, with no operator behind it, so audit_log.operator_id may now be
// null (every line an operator writes still names them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE redeem_auto_approval (
    id integer PRIMARY KEY CHECK (id = 1),
    enabled boolean NOT NULL DEFAULT false,
    max_credit_rm numeric(12,2) NOT NULL DEFAULT 0 CHECK (max_credit_rm >= 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by integer REFERENCES operators(id)
  )`.execute(db);
  await sql`INSERT INTO redeem_auto_approval (id) VALUES (1)`.execute(db);
  await sql`ALTER TABLE audit_log ALTER COLUMN operator_id DROP NOT NULL`.execute(db);
}
