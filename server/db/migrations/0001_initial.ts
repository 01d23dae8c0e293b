import { sql, type Kysely } from 'kysely';

// The ledger's types as this migration wrote them: literal, so a later change
// to contract/constants.ts cannot rewrite what a new database starts with
// (server/ledger/README.md, a new ledger type).
const txTypes = `'SPINWHEEL', 'SPINWHEELV2', 'FINDTHEODD', 'REDEEM', 'REDEEMREJECT', 'SQUIDGAME', 'LUCKYEGG', 'SPENT', 'ADJUST', 'EXPIRED', 'ROCKPAPERSCISSORS', 'QUIZ'`;

// One statement per entry: neither driver's extended protocol takes several at once.
const statements = [
  `CREATE TABLE players (
    id serial PRIMARY KEY,
    uid text NOT NULL UNIQUE,
    full_name text NOT NULL,
    password_hash text,
    phone text UNIQUE,
    role text NOT NULL DEFAULT 'vip' CHECK (role IN ('vip', 'normal')),
    verified boolean NOT NULL DEFAULT false,
    language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh', 'ms')),
    notify boolean NOT NULL DEFAULT true,
    tg_id bigint UNIQUE,
    tg_register boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sessions (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    ended_at timestamptz,
    end_reason text
  )`,
  `CREATE INDEX sessions_live ON sessions (player_id) WHERE ended_at IS NULL`,
  `CREATE TABLE launch_tokens (
    token_hash text PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE TABLE options (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE banners (
    id serial PRIMARY KEY,
    sort integer NOT NULL DEFAULT 0,
    img jsonb NOT NULL,
    link jsonb NOT NULL,
    active boolean NOT NULL DEFAULT true
  )`,
  `CREATE TABLE promotions (
    id serial PRIMARY KEY,
    sort integer NOT NULL DEFAULT 0,
    title jsonb NOT NULL,
    description jsonb NOT NULL,
    img jsonb NOT NULL,
    start_date timestamptz NOT NULL,
    end_date timestamptz,
    active boolean NOT NULL DEFAULT true
  )`,
  `CREATE TABLE games (
    slug text PRIMARY KEY,
    key text NOT NULL UNIQUE,
    tag text CHECK (tag IN ('HOT', 'NEW')),
    sort integer NOT NULL,
    start_date timestamptz NOT NULL,
    end_date timestamptz,
    status text NOT NULL CHECK (status IN ('live', 'preparation')),
    maintenance boolean NOT NULL DEFAULT false,
    card_img jsonb NOT NULL,
    content jsonb NOT NULL,
    rtp numeric(6,4) NOT NULL,
    max_odds numeric(10,2) NOT NULL,
    volatility text NOT NULL CHECK (volatility IN ('low', 'medium', 'high'))
  )`,
  `CREATE TABLE faqs (
    id serial PRIMARY KEY,
    sort integer NOT NULL DEFAULT 0,
    question jsonb NOT NULL,
    answer jsonb NOT NULL
  )`,
  `CREATE TABLE pages (
    slug text PRIMARY KEY CHECK (slug IN ('terms', 'privacy', 'brand-ambassador')),
    title jsonb NOT NULL,
    body jsonb NOT NULL
  )`,
  // The ledger: append-only entries; balances kept beside them in the same
  // transaction, with the no-negative rule enforced by the database itself.
  `CREATE TABLE coin_entries (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    type text NOT NULL CHECK (type IN (${txTypes})),
    amount numeric(14,2) NOT NULL CHECK (amount <> 0),
    idempotency_key text,
    ref text,
    note text,
    expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (player_id, idempotency_key)
  )`,
  `CREATE INDEX coin_entries_player_time ON coin_entries (player_id, created_at DESC)`,
  `CREATE FUNCTION coin_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'coin_entries is append-only'; END $$`,
  `CREATE TRIGGER coin_entries_no_change BEFORE UPDATE OR DELETE ON coin_entries
    FOR EACH ROW EXECUTE FUNCTION coin_entries_append_only()`,
  `CREATE TABLE coin_balances (
    player_id integer PRIMARY KEY REFERENCES players(id),
    available numeric(14,2) NOT NULL DEFAULT 0 CHECK (available >= 0),
    pending numeric(14,2) NOT NULL DEFAULT 0 CHECK (pending >= 0),
    redeemed numeric(14,2) NOT NULL DEFAULT 0 CHECK (redeemed >= 0)
  )`,
  `CREATE TABLE redeemable_bonuses (
    id serial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    tx_amount numeric(14,2) NOT NULL,
    turnover numeric(14,2) NOT NULL,
    status text NOT NULL DEFAULT 'Not Available'
      CHECK (status IN ('Pending', 'Rejected', 'Success', 'Expired', 'Not Available')),
    created_date timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE inbox_messages (
    id bigserial PRIMARY KEY,
    player_id integer REFERENCES players(id),
    kind text NOT NULL CHECK (kind IN ('coin', 'credit', 'others', 'redeem', 'spin')),
    title jsonb NOT NULL,
    descr jsonb NOT NULL,
    img text,
    coin numeric(14,2),
    credit numeric(14,2),
    redeem_credit numeric(14,2),
    spin_amount integer,
    spin_credit numeric(14,2),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX inbox_messages_player ON inbox_messages (player_id, created_at DESC)`,
  `CREATE TABLE inbox_reads (
    message_id bigint NOT NULL REFERENCES inbox_messages(id),
    player_id integer NOT NULL REFERENCES players(id),
    read_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (message_id, player_id)
  )`,
  `CREATE TABLE game_rounds (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    game text NOT NULL,
    bet numeric(14,2) NOT NULL DEFAULT 0,
    payout numeric(14,2) NOT NULL DEFAULT 0,
    outcome jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX game_rounds_player_game_time ON game_rounds (player_id, game, created_at DESC)`,
  `CREATE TABLE spin_chances (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    game text NOT NULL,
    source text NOT NULL,
    granted_at timestamptz NOT NULL DEFAULT now(),
    used_at timestamptz
  )`,
  `CREATE INDEX spin_chances_open ON spin_chances (player_id, game) WHERE used_at IS NULL`,
  `CREATE TABLE operators (
    id serial PRIMARY KEY,
    username text NOT NULL UNIQUE,
    password_hash text NOT NULL,
    role text NOT NULL CHECK (role IN ('admin', 'support', 'content')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE operator_sessions (
    token_hash text PRIMARY KEY,
    operator_id integer NOT NULL REFERENCES operators(id),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    operator_id integer NOT NULL REFERENCES operators(id),
    action text NOT NULL,
    target text,
    detail jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
