import { sql, type Kysely } from 'kysely';

// The two spin wheels (issue 5): prize tables that live in the database,
// spin rounds with their proof and credit status, a per-player daily limit,
// deposits reported by the H5 platform, and the local H5 wallet's record.
// The SPEC's caps (top prize RM50, 50x) are CHECKs here, not only code.
// Literal (RM50, 50x), not read from contract/constants.ts: a migration keeps the values it was written with.
const MAX_PRIZE = 50;
const MAX_ODDS = 50;
const WHEELS = `('SPINWHEEL', 'SPINWHEELV2')`;

const statements = [
  `CREATE TABLE spin_prizes (
    game text NOT NULL CHECK (game IN ${WHEELS}),
    slot integer NOT NULL CHECK (slot >= 0),
    label jsonb NOT NULL,
    credit_rm numeric(8,2) NOT NULL CHECK (credit_rm >= 0 AND credit_rm <= ${MAX_PRIZE}),
    weight integer NOT NULL CHECK (weight >= 0),
    active boolean NOT NULL DEFAULT true,
    PRIMARY KEY (game, slot)
  )`,
  // The operator may raise one player's daily spins (SPEC: "may increase under conditions"); null = the default 16.
  `ALTER TABLE players ADD COLUMN spin_daily_limit integer CHECK (spin_daily_limit >= 0)`,
  `CREATE TABLE spin_rounds (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    game text NOT NULL CHECK (game IN ${WHEELS}),
    -- one round per chance: the database refuses a second spin of one chance
    chance_id bigint NOT NULL UNIQUE REFERENCES spin_chances(id),
    idempotency_key text NOT NULL,
    -- the player's n-th spin on this wheel (history column "spin")
    spin_no integer NOT NULL CHECK (spin_no >= 1),
    slot integer NOT NULL,
    label jsonb NOT NULL,
    credit_rm numeric(8,2) NOT NULL CHECK (credit_rm >= 0 AND credit_rm <= ${MAX_PRIZE}),
    stake_rm numeric(8,2) NOT NULL CHECK (stake_rm > 0),
    status text NOT NULL CHECK (status IN ('SUCCESS', 'PENDING', 'REJECTED')),
    proof jsonb NOT NULL,
    outcome jsonb NOT NULL,
    credit_attempts integer NOT NULL DEFAULT 0,
    next_credit_at timestamptz,
    credit_error text,
    credited_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (player_id, idempotency_key),
    CHECK (credit_rm <= stake_rm * ${MAX_ODDS}),
    CHECK (status <> 'SUCCESS' OR credit_rm = 0 OR credited_at IS NOT NULL)
  )`,
  `CREATE INDEX spin_rounds_player_game ON spin_rounds (player_id, game, id DESC)`,
  `CREATE INDEX spin_rounds_today ON spin_rounds (player_id, game, created_at)`,
  `CREATE INDEX spin_rounds_pending ON spin_rounds (next_credit_at) WHERE status = 'PENDING'`,
  // A deposit counts once however often the platform reports it: tx_id is the key.
  `CREATE TABLE h5_deposits (
    tx_id text PRIMARY KEY CHECK (length(tx_id) BETWEEN 1 AND 64),
    player_id integer NOT NULL REFERENCES players(id),
    amount_rm numeric(14,2) NOT NULL CHECK (amount_rm >= 0),
    game text CHECK (game IN ${WHEELS}),
    spins_granted integer NOT NULL CHECK (spins_granted >= 0),
    at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX h5_deposits_player ON h5_deposits (player_id, at DESC)`,
  // The local stand-in for the H5 wallet: what would have been paid, once per reference.
  `CREATE TABLE h5_wallet_credits (
    reference text PRIMARY KEY,
    player_uid text NOT NULL,
    amount_rm numeric(8,2) NOT NULL CHECK (amount_rm > 0),
    credited_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
