import { sql, type Kysely } from 'kysely';

// Games a player stakes coins on (squid game, lucky egg, later rock scissor
// paper): the bet bounds an operator edits per game, and the lucky egg's
// daily sessions and prize table. Bets are whole coins (see
// contract/games/wager.ts), so bounds are integers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE games
    ADD COLUMN min_bet integer CHECK (min_bet >= 1),
    ADD COLUMN max_bet integer CHECK (max_bet >= 1),
    ADD CONSTRAINT games_bet_bounds CHECK (min_bet IS NULL OR max_bet IS NULL OR min_bet <= max_bet)`.execute(db);
  await sql`UPDATE games SET min_bet = 1, max_bet = 1000 WHERE key IN ('SQUIDGAME', 'LUCKYEGG', 'ROCKSCISSORPAPER')`.execute(db);

  // A session opens at each slot's minute of the day (GMT+8) and lasts GAME_RULES.LUCKYEGG.sessionMinutes.
  await sql`CREATE TABLE lucky_egg_slots (
    id serial PRIMARY KEY,
    minute_of_day integer NOT NULL UNIQUE CHECK (minute_of_day >= 0 AND minute_of_day < 1440)
  )`.execute(db);
  // 12:00, 18:00 and 21:00.
  await sql`INSERT INTO lucky_egg_slots (minute_of_day) VALUES (720), (1080), (1260)`.execute(db);

  // The egg's prize table: a multiplier of the bet and an integer weight per slot.
  await sql`CREATE TABLE lucky_egg_prizes (
    id serial PRIMARY KEY,
    sort integer NOT NULL DEFAULT 0,
    multiplier numeric(8,2) NOT NULL CHECK (multiplier >= 0 AND multiplier <= 500),
    weight integer NOT NULL CHECK (weight >= 0)
  )`.execute(db);
  // Exactly 97.000%: sum(multiplier x weight) / sum(weight) = 97,000 / 100,000.
  // Literal, not games/luckyegg/table.ts' LUCKY_EGG_OPENING_TABLE: editing that must not change what this migration wrote.
  await sql`INSERT INTO lucky_egg_prizes (sort, multiplier, weight) VALUES
    (1, 500, 10), (2, 100, 50), (3, 20, 300), (4, 5, 2000), (5, 2, 15500), (6, 1, 20000), (7, 0.5, 40000), (8, 0, 22140)`.execute(db);
}
