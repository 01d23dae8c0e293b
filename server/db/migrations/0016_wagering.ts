import { sql, type Kysely } from 'kysely';
import { LUCKY_EGG_OPENING_SLOTS, LUCKY_EGG_OPENING_TABLE } from '../../games/luckyegg/table';

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
  await sql`INSERT INTO lucky_egg_slots (minute_of_day) VALUES ${sql.join(LUCKY_EGG_OPENING_SLOTS.map((m) => sql`(${m})`))}`.execute(db);

  // The egg's prize table: a multiplier of the bet and an integer weight per slot.
  await sql`CREATE TABLE lucky_egg_prizes (
    id serial PRIMARY KEY,
    sort integer NOT NULL DEFAULT 0,
    multiplier numeric(8,2) NOT NULL CHECK (multiplier >= 0 AND multiplier <= 500),
    weight integer NOT NULL CHECK (weight >= 0)
  )`.execute(db);
  // Exactly 97.000%: sum(multiplier x weight) / sum(weight) = 97,000 / 100,000.
  const rows = LUCKY_EGG_OPENING_TABLE.map((p, i) => sql`(${i + 1}, ${p.multiplier}, ${p.weight})`);
  await sql`INSERT INTO lucky_egg_prizes (sort, multiplier, weight) VALUES ${sql.join(rows)}`.execute(db);
}
