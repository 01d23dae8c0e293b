import { sql, type Kysely } from 'kysely';

// Literal: a migration keeps the values it was written with (contract/constants.ts' REDEEM_STATUSES then).
const redeemStatuses = `'Pending', 'Rejected', 'Success', 'Expired'`;

// Redemptions and account verification (issue 4). The redeem rate is not
// inserted here: it lives in options (redeem_coins, redeem_credit_rm), which
// the seed writes, and the code falls back to the spec's 50 coins = RM10.
const statements = [
  // One row per redeem request. The hold in the ledger carries the ref
  // 'redemption:<id>'; the unique key makes a retried request find the first
  // row instead of making a second one. A decision is final: only a Pending
  // row has no decided_at.
  `CREATE TABLE redemptions (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    coins numeric(14,2) NOT NULL CHECK (coins > 0),
    credit_rm numeric(14,2) NOT NULL CHECK (credit_rm > 0),
    status text NOT NULL DEFAULT 'Pending' CHECK (status IN (${redeemStatuses})),
    idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
    answer jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by integer REFERENCES operators(id),
    reason text,
    -- the H5 credit of an approved redemption, paid after the approval commits
    -- (providers/h5wallet, idempotent by reference) and retried until it lands
    credit_reference text UNIQUE,
    credit_attempts integer NOT NULL DEFAULT 0 CHECK (credit_attempts >= 0),
    credit_error text,
    next_credit_at timestamptz,
    credited_at timestamptz,
    UNIQUE (player_id, idempotency_key),
    CHECK (credit_reference IS NULL OR status = 'Success'),
    CHECK ((status = 'Pending') = (decided_at IS NULL))
  )`,
  `CREATE INDEX redemptions_player_time ON redemptions (player_id, created_at DESC, id DESC)`,
  // The operator queue and the expiry sweep read only the undecided rows.
  `CREATE INDEX redemptions_pending ON redemptions (created_at) WHERE status = 'Pending'`,
  `CREATE INDEX redemptions_uncredited ON redemptions (next_credit_at) WHERE credit_reference IS NOT NULL AND credited_at IS NULL`,
  // Screen recordings players upload to get verified. path is a file name
  // inside dataDir/verification, never under the web root.
  `CREATE TABLE verification_videos (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    path text NOT NULL CHECK (path ~ '^[0-9a-f-]{36}\\.[a-z0-9]{2,5}$'),
    mime text NOT NULL,
    size bigint NOT NULL CHECK (size > 0),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by integer REFERENCES operators(id),
    reason text,
    CHECK ((status = 'pending') = (decided_at IS NULL))
  )`,
  `CREATE INDEX verification_videos_player ON verification_videos (player_id, created_at DESC)`,
  `CREATE INDEX verification_videos_pending ON verification_videos (created_at) WHERE status = 'pending'`,
  // A 'redeem' inbox message says which decision it reports; the client words
  // it per language from this and redeem_credit. Null for older messages,
  // which were all credits.
  `ALTER TABLE inbox_messages ADD COLUMN redeem_status text CHECK (redeem_status IN (${redeemStatuses}))`,
  // History pages walk (created_at, id) newest first.
  `CREATE INDEX coin_entries_player_time_id ON coin_entries (player_id, created_at DESC, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
