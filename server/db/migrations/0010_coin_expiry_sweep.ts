import { sql, type Kysely } from 'kysely';

// The scheduled expiry sweep (server/ledger/expirySweep.ts) asks which batches
// reached their date since its last pass; this answers it without a scan.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX coin_entries_expiring ON coin_entries (expires_at, player_id) WHERE expires_at IS NOT NULL AND amount > 0`.execute(
    db,
  );
}
