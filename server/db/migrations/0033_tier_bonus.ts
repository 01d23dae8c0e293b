import { sql, type Kysely } from 'kysely';

// The VIP tiers' monthly bonus (issue 27): a ledger type of its own,
// TIERBONUS, so the history names it; and tier_bonuses, one row per player,
// GMT+8 calendar month and tier, whose insert is the claim, written in the
// transaction that credits the coins, so however many processes run the job
// (or retry a pass) a tier's bonus is credited once a month.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coin_entries DROP CONSTRAINT IF EXISTS coin_entries_type_check`.execute(db);
  await sql`ALTER TABLE coin_entries ADD CONSTRAINT coin_entries_type_check CHECK (type IN (
    'SPINWHEEL', 'SPINWHEELV2', 'FINDTHEODD', 'REDEEM', 'REDEEMREJECT', 'SQUIDGAME',
    'LUCKYEGG', 'SPENT', 'ADJUST', 'EXPIRED', 'ROCKPAPERSCISSORS', 'QUIZ', 'MISSION', 'STREAK', 'TIERBONUS'))`.execute(db);
  await sql`CREATE TABLE tier_bonuses (
    player_id integer NOT NULL REFERENCES players(id),
    -- the GMT+8 calendar month as YYYY-MM text
    month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
    tier smallint NOT NULL CHECK (tier >= 0),
    coins integer NOT NULL CHECK (coins >= 0),
    created_at timestamptz NOT NULL,
    PRIMARY KEY (player_id, month, tier)
  )`.execute(db);
}
