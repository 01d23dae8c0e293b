import { sql, type Kysely } from 'kysely';

// games.settings_version: bumped by a trigger on every write of a game's own
// settings tables (the lucky egg's slots and prize table), in the writer's
// transaction, so a process that keeps them in memory knows from the game
// row it reads anyway when to read them again. A trigger rather than the
// console's code: a seed, a script or an operator's SQL cannot leave a
// process on a stale table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE games ADD COLUMN settings_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE FUNCTION bump_lucky_egg_settings() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games SET settings_version = settings_version + 1 WHERE slug = 'lucky-egg';
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['lucky_egg_slots', 'lucky_egg_prizes']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_bump_version`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_lucky_egg_settings()`.execute(db);
  }
}
