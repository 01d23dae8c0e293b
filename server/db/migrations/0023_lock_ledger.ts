import { sql, type Kysely } from 'kysely';

// A ledger move that decides on the player's history (a redeem, an expiry)
// locks the balance row and then reads every entry: two round trips, and on
// this kind of machine each one costs the app ~0.1 ms of writev alone
// (bench:redeem's profile). One call does both. Each statement of a volatile
// PL/pgSQL function takes a fresh snapshot under READ COMMITTED, so the
// entries are read after the lock is held, as the two statements did: a move
// committed by the transaction the lock waited for is seen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION lock_ledger(p_player integer)
    RETURNS TABLE (available numeric, pending numeric, redeemed numeric, moves json)
    LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      b coin_balances%ROWTYPE;
    BEGIN
      SELECT * INTO b FROM coin_balances cb WHERE cb.player_id = p_player FOR UPDATE;
      IF NOT FOUND THEN
        INSERT INTO coin_balances (player_id) VALUES (p_player) ON CONFLICT (player_id) DO NOTHING;
        SELECT * INTO b FROM coin_balances cb WHERE cb.player_id = p_player FOR UPDATE;
      END IF;
      RETURN QUERY SELECT b.available, b.pending, b.redeemed,
        COALESCE((SELECT json_agg(json_build_array(e.id, e.type, e.amount, e.ref, e.expires_at) ORDER BY e.id)
          FROM coin_entries e WHERE e.player_id = p_player), '[]'::json);
    END $$`.execute(db);
}
