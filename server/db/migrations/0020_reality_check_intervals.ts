import { sql, type Kysely } from 'kysely';

// The reality check's interval is one of the intervals the app offers
// (REALITY_CHECK_MINUTES in contract/limitsRules.ts: 15, 30 or 60 minutes)
// or null (off); 0017 accepted any positive number. A row written outside
// the app with another value keeps a check at least as frequent: the longest
// offered interval not above it, else 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE player_limits SET reality_check_minutes = CASE
      WHEN reality_check_minutes >= 60 THEN 60 WHEN reality_check_minutes >= 30 THEN 30 ELSE 15 END
    WHERE reality_check_minutes NOT IN (15, 30, 60)`.execute(db);
  await sql`ALTER TABLE player_limits DROP CONSTRAINT player_limits_reality_check_minutes_check`.execute(db);
  await sql`ALTER TABLE player_limits ADD CONSTRAINT player_limits_reality_check_minutes
    CHECK (reality_check_minutes IN (15, 30, 60))`.execute(db);
}
