import { sql, type Kysely } from 'kysely';

// A spin takes the player's spin lock and then reads the allowance (limit,
// today's spins, open chances, the key's round, the last spin number): two
// round trips, each costing the app ~0.1 ms of writev on this kind of
// machine (bench:redeem's profile; see 0023). spin_allowance is that read,
// the one definition the status, refresh and spin paths call; lock_spins
// takes the lock and then reads it, in one call. Whether an unused chance
// was there is read before the lock (the request's own view, before a
// concurrent spin it waited for took it); the allowance after it, in a
// statement of its own, so with a fresh snapshot.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION spin_allowance(p_player integer, p_game text, p_from timestamptz, p_to timestamptz, p_key text)
    RETURNS TABLE (daily_limit integer, today bigint, open_chances bigint, seen_round bigint, last_spin_no integer)
    LANGUAGE sql STABLE AS $$
      SELECT
        (SELECT p.spin_daily_limit FROM players p WHERE p.id = p_player),
        (SELECT count(*) FROM spin_rounds r WHERE r.player_id = p_player AND r.game = p_game AND r.created_at >= p_from AND r.created_at < p_to),
        (SELECT count(*) FROM spin_chances c WHERE c.player_id = p_player AND c.game = p_game AND c.used_at IS NULL),
        (SELECT r.id FROM spin_rounds r WHERE r.player_id = p_player AND r.idempotency_key = p_key),
        -- The newest round's number, not a count: one index entry however long the player's history.
        (SELECT r.spin_no FROM spin_rounds r WHERE r.player_id = p_player AND r.game = p_game ORDER BY r.id DESC LIMIT 1)
    $$`.execute(db);
  await sql`CREATE FUNCTION lock_spins(p_namespace integer, p_player integer, p_game text, p_from timestamptz, p_to timestamptz, p_key text)
    RETURNS TABLE (saw boolean, daily_limit integer, today bigint, open_chances bigint, seen_round bigint, last_spin_no integer)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_saw boolean;
    BEGIN
      v_saw := EXISTS (SELECT 1 FROM spin_chances c WHERE c.player_id = p_player AND c.game = p_game AND c.used_at IS NULL);
      PERFORM pg_advisory_xact_lock(p_namespace, p_player);
      RETURN QUERY SELECT v_saw, a.* FROM spin_allowance(p_player, p_game, p_from, p_to, p_key) a;
    END $$`.execute(db);
}
