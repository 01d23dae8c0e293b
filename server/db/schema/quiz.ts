// The weekly quiz: campaigns, weeks, questions, prizes, entries, answers and awards.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './columns';
import type { Localized } from '../../../contract/schemas/common';

export interface QuizTables {
  quiz_campaigns: QuizCampaignsTable;
  quiz_weeks: QuizWeeksTable;
  quiz_questions: QuizQuestionsTable;
  quiz_prizes: QuizPrizesTable;
  quiz_entries: QuizEntriesTable;
  quiz_answers: QuizAnswersTable;
  quiz_awards: QuizAwardsTable;
}

export interface QuizCampaignsTable {
  id: Generated<number>;
  slug: string;
  title: Json<Localized>;
  starts_at: Date;
  ends_at: Date;
  answer_seconds: number;
  eligible_places: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface QuizWeeksTable {
  id: Generated<number>;
  campaign_id: number;
  number: number;
  starts_at: Date;
  ends_at: Date;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  week_id: number;
  /** 1..5, the order the week asks them in */
  position: number;
  prompt: Json<Localized>;
  /** 3 or 4 choices, in the order the operator wrote them */
  choices: Json<Localized[]>;
  /** index of the right choice in `choices` */
  correct: number;
}

export type QuizPrizeKind = 'physical' | 'coins' | 'none';

export interface QuizPrizesTable {
  id: Generated<number>;
  campaign_id: number;
  /** place on the wheel */
  position: number;
  label: Json<Localized>;
  kind: QuizPrizeKind;
  coins: Generated<number>;
  weight: number;
  /** how many a week can win; null: no limit */
  weekly_stock: number | null;
}

export interface QuizEntriesTable {
  id: Generated<number>;
  week_id: number;
  player_id: number;
  idempotency_key: string;
  /** per question (position - 1), the operator's choice index shown at each place */
  choice_orders: Json<number[][]>;
  correct: Generated<number>;
  started_at: Date;
  finished_at: Date | null;
  place: number | null;
  places_full: Generated<boolean>;
  spin_round_id: number | null;
}

export interface QuizAnswersTable {
  entry_id: number;
  player_id: number;
  position: number;
  question_id: number;
  asked_at: Date;
  deadline: Date;
  /** the choice as shown; null when the time ran out */
  picked: number | null;
  correct: boolean | null;
  answered_at: Date | null;
}

export type QuizAwardState = 'awaitingContact' | 'contacted' | 'shipped' | 'forfeited' | 'credited';

export interface QuizAwardsTable {
  id: Generated<number>;
  entry_id: number;
  player_id: number;
  week_id: number;
  round_id: number;
  prize_id: number | null;
  label: Json<Localized>;
  kind: Exclude<QuizPrizeKind, 'none'>;
  coins: Generated<number>;
  state: QuizAwardState;
  contact_by: Date | null;
  note: string | null;
  /** when it was marked mailed (state shipped); migration 0032 */
  shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
