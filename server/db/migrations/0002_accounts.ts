import { sql, type Kysely } from 'kysely';

// Accounts (issue 3): registration by phone OTP, the one-time UID change,
// and the throttles behind brute-force protection. Throttle events live in
// the database, not in memory, so limits survive a restart and hold across
// several server processes.
const statements = [
  `ALTER TABLE players ADD COLUMN uid_changed boolean NOT NULL DEFAULT false`,
  // the affiliate code a guest arrived with (SPEC section 3, "referrer")
  `ALTER TABLE players ADD COLUMN referrer text`,
  // 'Demo01' and 'demo01' would read as one account to a player or support
  // agent, so UIDs are unique regardless of case.
  `CREATE UNIQUE INDEX players_uid_lower ON players (lower(uid))`,
  `CREATE TABLE otp_codes (
    id bigserial PRIMARY KEY,
    phone text NOT NULL,
    purpose text NOT NULL CHECK (purpose IN ('register')),
    code_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    consumed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Only the newest code of a phone and purpose counts; this finds it.
  `CREATE INDEX otp_codes_latest ON otp_codes (phone, purpose, id DESC)`,
  `CREATE INDEX otp_codes_created ON otp_codes (created_at)`,
  `CREATE TABLE rate_events (
    id bigserial PRIMARY KEY,
    key text NOT NULL,
    at timestamptz NOT NULL
  )`,
  `CREATE INDEX rate_events_key_at ON rate_events (key, at DESC)`,
  `CREATE INDEX rate_events_at ON rate_events (at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
