import { sql, type Kysely } from 'kysely';

// Daily and weekly missions and the play streak (server/loyalty). Progress is
// never stored: it is read from game_rounds, spin_rounds and quiz_entries for
// the mission's period. What is stored is what the operator decides (the
// missions, the festival calendar) and what was paid: a claim is one row per
// mission, player and period (the primary key makes a second tap a no-op),
// paid by a MISSION ledger entry; streak milestones are STREAK entries whose
// idempotency keys name the streak's first day and the milestone.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The full list, literally: a migration never reads live constants.
  await sql`ALTER TABLE coin_entries DROP CONSTRAINT IF EXISTS coin_entries_type_check`.execute(db);
  await sql`ALTER TABLE coin_entries ADD CONSTRAINT coin_entries_type_check CHECK (type IN (
    'SPINWHEEL', 'SPINWHEELV2', 'FINDTHEODD', 'REDEEM', 'REDEEMREJECT', 'SQUIDGAME',
    'LUCKYEGG', 'SPENT', 'ADJUST', 'EXPIRED', 'ROCKPAPERSCISSORS', 'QUIZ', 'MISSION', 'STREAK'))`.execute(db);

  await sql`CREATE TABLE missions (
    id serial PRIMARY KEY,
    title jsonb NOT NULL,
    body jsonb NOT NULL,
    goal text NOT NULL CHECK (goal IN ('ftoFinish', 'stakeCoins', 'rspWin', 'wheelSpins', 'quizAnswer')),
    target integer NOT NULL CHECK (target BETWEEN 1 AND 1000000),
    reward integer NOT NULL CHECK (reward BETWEEN 0 AND 100000),
    period text NOT NULL CHECK (period IN ('daily', 'weekly')),
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    active boolean NOT NULL DEFAULT true,
    sort integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at)
  )`.execute(db);
  await sql`CREATE INDEX missions_live ON missions (ends_at) WHERE active`.execute(db);
  await sql`CREATE TABLE mission_claims (
    mission_id integer NOT NULL REFERENCES missions(id) ON DELETE CASCADE,
    player_id integer NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    period_start timestamptz NOT NULL,
    reward integer NOT NULL,
    claimed_at timestamptz NOT NULL,
    PRIMARY KEY (player_id, mission_id, period_start)
  )`.execute(db);
  await sql`CREATE TABLE festival_days (
    -- a GMT+8 day as YYYY-MM-DD text: no driver turns it into a local-time Date
    day text PRIMARY KEY CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    name jsonb NOT NULL
  )`.execute(db);
}
