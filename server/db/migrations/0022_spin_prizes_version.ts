import { sql, type Kysely } from 'kysely';

// The spin wheels' prize tables join the lucky egg's (0021): any write of
// spin_prizes bumps games.settings_version of both wheels in the writer's
// transaction, so each process keeps a wheel's table in memory and reads it
// again when the game row, which every spin reads anyway, shows a new
// version. Both wheels, because a statement-level trigger does not see which
// rows changed; a needless read of the other wheel's table costs one query.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION bump_spin_wheel_settings() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games SET settings_version = settings_version + 1 WHERE slug IN ('spin-wheel', 'spinwheelv2');
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER spin_prizes_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON spin_prizes
    FOR EACH STATEMENT EXECUTE FUNCTION bump_spin_wheel_settings()`.execute(db);
}
