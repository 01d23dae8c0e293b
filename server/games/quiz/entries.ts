// The quiz's player tables: a week's play (quiz_entries), the questions it
// asked (quiz_answers) and the week's questions. Typed queries only; the
// transactions and rules are play.ts's.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, QuizAnswersTable, QuizEntriesTable, QuizQuestionsTable } from '../../db/schema';
import type { Asked } from './progress';

export type EntryRow = Selectable<QuizEntriesTable>;
export type QuestionRow = Selectable<QuizQuestionsTable>;
type AnswerRow = Selectable<QuizAnswersTable>;

const asked = (r: AnswerRow): Asked => ({
  position: r.position,
  askedAt: r.asked_at,
  deadline: r.deadline,
  picked: r.picked,
  correct: r.correct,
  answeredAt: r.answered_at,
});

export function entryById(db: Kysely<Database>, playerId: number, id: number): Promise<EntryRow | undefined> {
  return db.selectFrom('quiz_entries').selectAll().where('id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
}

export function entryByKey(db: Kysely<Database>, playerId: number, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom('quiz_entries').selectAll().where('player_id', '=', playerId).where('idempotency_key', '=', key).executeTakeFirst();
}

export function entryOfWeek(db: Kysely<Database>, playerId: number, weekId: number): Promise<EntryRow | undefined> {
  return db.selectFrom('quiz_entries').selectAll().where('player_id', '=', playerId).where('week_id', '=', weekId).executeTakeFirst();
}

export function entriesOfWeeks(db: Kysely<Database>, playerId: number, weekIds: readonly number[]): Promise<EntryRow[]> {
  if (weekIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('quiz_entries').selectAll().where('player_id', '=', playerId).where('week_id', 'in', weekIds).execute();
}

export interface NewEntry {
  weekId: number;
  playerId: number;
  key: string;
  orders: number[][];
  now: Date;
}

export function insertEntry(trx: Transaction<Database>, e: NewEntry): Promise<EntryRow> {
  return trx
    .insertInto('quiz_entries')
    .values({
      week_id: e.weekId,
      player_id: e.playerId,
      idempotency_key: e.key,
      choice_orders: JSON.stringify(e.orders),
      started_at: e.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function weekQuestions(db: Kysely<Database>, weekId: number): Promise<QuestionRow[]> {
  return db.selectFrom('quiz_questions').selectAll().where('week_id', '=', weekId).orderBy('position').execute();
}

export async function askedOf(db: Kysely<Database>, entryId: number): Promise<Asked[]> {
  const rows = await db.selectFrom('quiz_answers').selectAll().where('entry_id', '=', entryId).orderBy('position').execute();
  return rows.map(asked);
}

export async function askedOfEntries(db: Kysely<Database>, entryIds: readonly number[]): Promise<Map<number, Asked[]>> {
  const byEntry = new Map<number, Asked[]>(entryIds.map((id) => [id, []]));
  if (entryIds.length === 0) return byEntry;
  const rows = await db.selectFrom('quiz_answers').selectAll().where('entry_id', 'in', entryIds).orderBy('position').execute();
  for (const r of rows) byEntry.get(r.entry_id)?.push(asked(r));
  return byEntry;
}

export interface NewQuestion {
  entryId: number;
  playerId: number;
  position: number;
  questionId: number;
  now: Date;
  deadline: Date;
}

export async function insertAsked(trx: Transaction<Database>, q: NewQuestion): Promise<Asked> {
  const row = await trx
    .insertInto('quiz_answers')
    .values({
      entry_id: q.entryId,
      player_id: q.playerId,
      position: q.position,
      question_id: q.questionId,
      asked_at: q.now,
      deadline: q.deadline,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return asked(row);
}

/** Closes an open question: a choice, or null (time ran out). Never touches a closed one. */
export async function closeAsked(
  trx: Transaction<Database>,
  entryId: number,
  position: number,
  picked: number | null,
  correct: boolean,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('quiz_answers')
    .set({ picked, correct, answered_at: now })
    .where('entry_id', '=', entryId)
    .where('position', '=', position)
    .where('answered_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/** Questions the player was asked since `since`, across all plays (the rolling 24-hour limit). */
export async function askedSince(db: Kysely<Database>, playerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('quiz_answers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .where('asked_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function addCorrect(trx: Transaction<Database>, entryId: number): Promise<EntryRow> {
  return trx
    .updateTable('quiz_entries')
    .set((eb) => ({ correct: eb('correct', '+', 1) }))
    .where('id', '=', entryId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks the week's row: the week's places are handed out one at a time, on
 * any process. NO KEY UPDATE, not UPDATE: it still excludes every other
 * place-taker (and the roulette's FOR UPDATE), but not the key-share lock a
 * new play's foreign key takes, so starting plays never waits on the places.
 */
export async function lockWeek(trx: Transaction<Database>, weekId: number): Promise<void> {
  await trx.selectFrom('quiz_weeks').select('id').where('id', '=', weekId).forNoKeyUpdate().executeTakeFirstOrThrow();
}

export async function placesOfWeek(trx: Transaction<Database>, weekId: number): Promise<number> {
  const row = await trx
    .selectFrom('quiz_entries')
    .select((eb) => eb.fn.count<number>('place').as('n'))
    .where('week_id', '=', weekId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function finishEntry(
  trx: Transaction<Database>,
  entryId: number,
  now: Date,
  standing: { place: number | null; placesFull: boolean },
): Promise<EntryRow> {
  return trx
    .updateTable('quiz_entries')
    .set({ finished_at: now, place: standing.place, places_full: standing.placesFull })
    .where('id', '=', entryId)
    .where('finished_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}
