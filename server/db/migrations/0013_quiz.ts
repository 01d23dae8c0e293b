import { sql, type Kysely } from 'kysely';

// The racing ambassador's weekly quiz and its lucky roulette
// (server/games/quiz). Campaigns, weeks, questions and the roulette's prize
// table are the operator's; a player's week is one quiz_entries row (one play
// a week: UNIQUE (week_id, player_id)) with its answers, and the week's
// qualifying places are UNIQUE (week_id, place), handed out under a lock on
// the week's row. A roulette spin is a round of the platform's rounds store
// (game_rounds, game QUIZROULETTE) with its proof; what it won is a
// quiz_awards row that the console follows to shipping or forfeit.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The full list of ledger types with QUIZ, literal (server/ledger/README.md, a new ledger type).
  await sql`ALTER TABLE coin_entries DROP CONSTRAINT IF EXISTS coin_entries_type_check`.execute(db);
  await sql`ALTER TABLE coin_entries ADD CONSTRAINT coin_entries_type_check CHECK (type IN (
    'SPINWHEEL', 'SPINWHEELV2', 'FINDTHEODD', 'REDEEM', 'REDEEMREJECT', 'SQUIDGAME', 'LUCKYEGG', 'SPENT', 'ADJUST', 'EXPIRED', 'ROCKPAPERSCISSORS', 'QUIZ'
  ))`.execute(db);

  await sql`CREATE TABLE quiz_campaigns (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,40}$'),
    title jsonb NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    answer_seconds integer NOT NULL CHECK (answer_seconds BETWEEN 5 AND 120),
    eligible_places integer NOT NULL CHECK (eligible_places BETWEEN 1 AND 100000),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at)
  )`.execute(db);
  await sql`CREATE TABLE quiz_weeks (
    id serial PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES quiz_campaigns(id) ON DELETE CASCADE,
    number integer NOT NULL CHECK (number BETWEEN 1 AND 60),
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    UNIQUE (campaign_id, number),
    CHECK (ends_at > starts_at)
  )`.execute(db);
  await sql`CREATE TABLE quiz_questions (
    id serial PRIMARY KEY,
    week_id integer NOT NULL REFERENCES quiz_weeks(id) ON DELETE CASCADE,
    position integer NOT NULL CHECK (position BETWEEN 1 AND 5),
    prompt jsonb NOT NULL,
    choices jsonb NOT NULL,
    correct integer NOT NULL CHECK (correct BETWEEN 0 AND 3),
    UNIQUE (week_id, position)
  )`.execute(db);
  await sql`CREATE TABLE quiz_prizes (
    id serial PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES quiz_campaigns(id) ON DELETE CASCADE,
    position integer NOT NULL CHECK (position BETWEEN 0 AND 15),
    label jsonb NOT NULL,
    kind text NOT NULL CHECK (kind IN ('physical', 'coins', 'none')),
    coins numeric(14,2) NOT NULL DEFAULT 0 CHECK (coins >= 0 AND coins <= 1000000),
    weight integer NOT NULL CHECK (weight BETWEEN 0 AND 1000000),
    weekly_stock integer CHECK (weekly_stock BETWEEN 0 AND 100000),
    UNIQUE (campaign_id, position)
  )`.execute(db);
  await sql`CREATE TABLE quiz_entries (
    id bigserial PRIMARY KEY,
    week_id integer NOT NULL REFERENCES quiz_weeks(id),
    player_id integer NOT NULL REFERENCES players(id),
    idempotency_key text NOT NULL,
    -- the order each question's choices are shown in, per player: [[2,0,1,3], ...]
    choice_orders jsonb NOT NULL,
    correct integer NOT NULL DEFAULT 0,
    started_at timestamptz NOT NULL,
    finished_at timestamptz,
    place integer CHECK (place >= 1),
    -- five right but the places were gone: told "The number of participants is already full"
    places_full boolean NOT NULL DEFAULT false,
    spin_round_id bigint REFERENCES game_rounds(id),
    UNIQUE (week_id, player_id),
    UNIQUE (week_id, place),
    UNIQUE (player_id, idempotency_key)
  )`.execute(db);
  await sql`CREATE TABLE quiz_answers (
    entry_id bigint NOT NULL REFERENCES quiz_entries(id),
    player_id integer NOT NULL REFERENCES players(id),
    position integer NOT NULL CHECK (position BETWEEN 1 AND 5),
    question_id integer NOT NULL REFERENCES quiz_questions(id),
    asked_at timestamptz NOT NULL,
    deadline timestamptz NOT NULL,
    -- the choice as shown (display index); null: the time ran out
    picked integer,
    correct boolean,
    answered_at timestamptz,
    PRIMARY KEY (entry_id, position)
  )`.execute(db);
  // "at most 10 questions per 24 hours across quiz rounds" counts a player's asked questions.
  await sql`CREATE INDEX quiz_answers_player_asked ON quiz_answers (player_id, asked_at)`.execute(db);
  await sql`CREATE TABLE quiz_awards (
    id bigserial PRIMARY KEY,
    entry_id bigint NOT NULL UNIQUE REFERENCES quiz_entries(id),
    player_id integer NOT NULL REFERENCES players(id),
    week_id integer NOT NULL REFERENCES quiz_weeks(id),
    round_id bigint NOT NULL REFERENCES game_rounds(id),
    prize_id integer REFERENCES quiz_prizes(id) ON DELETE SET NULL,
    label jsonb NOT NULL,
    kind text NOT NULL CHECK (kind IN ('physical', 'coins')),
    coins numeric(14,2) NOT NULL DEFAULT 0,
    state text NOT NULL CHECK (state IN ('awaitingContact', 'contacted', 'shipped', 'forfeited', 'credited')),
    contact_by timestamptz,
    note text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX quiz_awards_week_prize ON quiz_awards (week_id, prize_id)`.execute(db);
  await sql`CREATE INDEX quiz_awards_contact_due ON quiz_awards (contact_by) WHERE state = 'awaitingContact'`.execute(db);
}
