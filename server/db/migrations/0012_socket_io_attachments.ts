import { sql, type Kysely } from 'kysely';

// The socket.io PostgreSQL adapter (server/realtime/adapter.ts) sends events
// between processes with NOTIFY; a payload over NOTIFY's 8000-byte limit (or
// with binary data) is stored here and only its id is notified. The adapter
// deletes old rows itself. Its own shape, as the adapter's documentation gives it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS socket_io_attachments (
    id bigserial UNIQUE,
    created_at timestamptz DEFAULT NOW(),
    payload bytea
  )`.execute(db);
}
