// The quiz console's queries (operatorRoutes.ts holds the rules and the
// transactions): campaigns with their weeks, questions and prize table for
// editing, the writes, and the roulette's winners for the staff who reach
// them. Each write runs in the caller's transaction, beside its audit line.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { QuizAwardState } from '../../../contract/games/quiz';
import type {
  AdminQuizAward,
  AdminQuizCampaign,
  AdminQuizPrize,
  AdminQuizQuestion,
  AdminQuizWeek,
  QuizCampaignInput,
  QuizPrizeInput,
  QuizQuestionInput,
} from '../../../contract/games/quizConsole';
import type { Database } from '../../db/schema';
import { withMailBy } from './mailBy';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
const json = (value: unknown): string => JSON.stringify(value);

/** Every campaign (or the one of onlyId), newest start first, with all an editor shows. */
export async function listCampaigns(db: Db, onlyId?: number): Promise<AdminQuizCampaign[]> {
  let query = db.selectFrom('quiz_campaigns').selectAll();
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const campaigns = await query.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  if (campaigns.length === 0) return [];
  const ids = campaigns.map((c) => c.id);
  const [weeks, questions, prizes] = await Promise.all([
    db
      .selectFrom('quiz_weeks')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('quiz_entries')
          .whereRef('quiz_entries.week_id', '=', 'quiz_weeks.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('plays'),
      )
      .where('campaign_id', 'in', ids)
      .orderBy('number')
      .execute(),
    db
      .selectFrom('quiz_questions')
      .innerJoin('quiz_weeks', 'quiz_weeks.id', 'quiz_questions.week_id')
      .selectAll('quiz_questions')
      .select((eb) =>
        eb
          .selectFrom('quiz_answers')
          .whereRef('quiz_answers.question_id', '=', 'quiz_questions.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('asked'),
      )
      .where('quiz_weeks.campaign_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db.selectFrom('quiz_prizes').selectAll().where('campaign_id', 'in', ids).orderBy('position').execute(),
  ]);
  const questionsOf = new Map<number, AdminQuizQuestion[]>();
  for (const q of questions) {
    const list = questionsOf.get(q.week_id) ?? [];
    list.push({ id: q.id, position: q.position, prompt: q.prompt, choices: q.choices, correct: q.correct, asked: Number(q.asked ?? 0) });
    questionsOf.set(q.week_id, list);
  }
  return campaigns.map((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    startsAt: c.starts_at.toISOString(),
    endsAt: c.ends_at.toISOString(),
    answerSeconds: c.answer_seconds,
    eligiblePlaces: c.eligible_places,
    weeks: weeks
      .filter((w) => w.campaign_id === c.id)
      .map(
        (w): AdminQuizWeek => ({
          id: w.id,
          number: w.number,
          startsAt: w.starts_at.toISOString(),
          endsAt: w.ends_at.toISOString(),
          plays: Number(w.plays ?? 0),
          questions: questionsOf.get(w.id) ?? [],
        }),
      ),
    prizes: prizes
      .filter((p) => p.campaign_id === c.id)
      .map(
        (p): AdminQuizPrize => ({
          id: p.id,
          position: p.position,
          label: p.label,
          kind: p.kind,
          coins: Number(p.coins),
          weight: p.weight,
          weeklyStock: p.weekly_stock,
        }),
      ),
  }));
}

/** The campaign row locked: its weeks and table change one editor at a time. */
export async function lockCampaign(trx: Trx, id: number) {
  return trx.selectFrom('quiz_campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function slugTaken(trx: Trx, slug: string, exceptId: number | null): Promise<boolean> {
  let query = trx.selectFrom('quiz_campaigns').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Another campaign whose run meets [start, end): the running campaign must be one. */
export async function overlappingCampaign(trx: Trx, start: Date, end: Date, exceptId: number | null): Promise<boolean> {
  let query = trx.selectFrom('quiz_campaigns').select('id').where('starts_at', '<', end).where('ends_at', '>', start);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

type CampaignValues = Omit<QuizCampaignInput, 'startsAt' | 'endsAt'> & { start: Date; end: Date };
const campaignColumns = (v: CampaignValues) => ({
  slug: v.slug,
  title: json(v.title),
  starts_at: v.start,
  ends_at: v.end,
  answer_seconds: v.answerSeconds,
  eligible_places: v.eligiblePlaces,
});

export async function createCampaign(trx: Trx, values: CampaignValues): Promise<number> {
  return (await trx.insertInto('quiz_campaigns').values(campaignColumns(values)).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCampaign(trx: Trx, id: number, values: CampaignValues, now: Date): Promise<void> {
  await trx
    .updateTable('quiz_campaigns')
    .set({ ...campaignColumns(values), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The campaign's weeks' span: the campaign's dates must keep them inside. */
export async function weeksSpan(trx: Trx, campaignId: number): Promise<{ first: Date; last: Date } | null> {
  const row = await trx
    .selectFrom('quiz_weeks')
    .where('campaign_id', '=', campaignId)
    .select((eb) => [eb.fn.min('starts_at').as('first'), eb.fn.max('ends_at').as('last')])
    .executeTakeFirst();
  return row?.first && row.last ? { first: new Date(row.first), last: new Date(row.last) } : null;
}

/** The week and its campaign, both locked (campaign first, as every edit locks them). */
export async function lockWeek(trx: Trx, id: number) {
  const week = await trx.selectFrom('quiz_weeks').select('campaign_id').where('id', '=', id).executeTakeFirst();
  if (!week) return undefined;
  const campaign = await lockCampaign(trx, week.campaign_id);
  const before = await trx.selectFrom('quiz_weeks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return campaign && before ? { campaign, before } : undefined;
}

/** A week of the campaign with this number, or whose dates meet [start, end), other than exceptId. */
export async function clashingWeek(trx: Trx, campaignId: number, w: { number: number; start: Date; end: Date }, exceptId: number | null) {
  let query = trx
    .selectFrom('quiz_weeks')
    .select(['id', 'number'])
    .where('campaign_id', '=', campaignId)
    .where((eb) => eb.or([eb('number', '=', w.number), eb.and([eb('starts_at', '<', w.end), eb('ends_at', '>', w.start)])]));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function createWeek(trx: Trx, campaignId: number, w: { number: number; start: Date; end: Date }): Promise<number> {
  return (
    await trx
      .insertInto('quiz_weeks')
      .values({ campaign_id: campaignId, number: w.number, starts_at: w.start, ends_at: w.end })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateWeek(trx: Trx, id: number, w: { number: number; start: Date; end: Date }): Promise<void> {
  await trx.updateTable('quiz_weeks').set({ number: w.number, starts_at: w.start, ends_at: w.end }).where('id', '=', id).execute();
}

/** Has anyone started this week's play? Then its questions' number and order are fixed (entries hold choice orders). */
export async function weekPlays(trx: Trx, weekId: number): Promise<number> {
  const row = await trx
    .selectFrom('quiz_entries')
    .where('week_id', '=', weekId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The week's questions as stored, with how many players were asked each. */
export async function weekQuestions(trx: Trx, weekId: number) {
  const rows = await trx
    .selectFrom('quiz_questions')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('quiz_answers')
        .whereRef('quiz_answers.question_id', '=', 'quiz_questions.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('asked'),
    )
    .where('week_id', '=', weekId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ ...r, asked: Number(r.asked ?? 0) }));
}

/** Writes the week's set: each position updated in place (answers point at its id), positions left out removed. */
export async function putQuestions(trx: Trx, weekId: number, questions: readonly QuizQuestionInput[]): Promise<void> {
  const kept = questions.map((q) => q.position);
  let removal = trx.deleteFrom('quiz_questions').where('week_id', '=', weekId);
  if (kept.length) removal = removal.where('position', 'not in', kept);
  await removal.execute();
  for (const q of questions) {
    const values = { prompt: json(q.prompt), choices: json(q.choices), correct: q.correct };
    await trx
      .insertInto('quiz_questions')
      .values({ week_id: weekId, position: q.position, ...values })
      .onConflict((oc) => oc.columns(['week_id', 'position']).doUpdateSet(values))
      .execute();
  }
}

/** The table as stored, for the audit line's "before". */
export async function campaignPrizes(trx: Trx, campaignId: number) {
  return trx
    .selectFrom('quiz_prizes')
    .select(['position', 'label', 'kind', 'coins', 'weight', 'weekly_stock'])
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .execute();
}

/** Writes the table in wheel order: each slot updated in place (a week's stock is counted by prize id), extra slots removed. */
export async function putPrizes(trx: Trx, campaignId: number, prizes: readonly QuizPrizeInput[]): Promise<void> {
  await trx.deleteFrom('quiz_prizes').where('campaign_id', '=', campaignId).where('position', '>=', prizes.length).execute();
  for (const [position, p] of prizes.entries()) {
    const values = { label: json(p.label), kind: p.kind, coins: p.coins, weight: p.weight, weekly_stock: p.weeklyStock ?? null };
    await trx
      .insertInto('quiz_prizes')
      .values({ campaign_id: campaignId, position, ...values })
      .onConflict((oc) => oc.columns(['campaign_id', 'position']).doUpdateSet(values))
      .execute();
  }
}

const awardColumns = [
  'quiz_awards.id',
  'quiz_awards.week_id',
  'quiz_awards.label',
  'quiz_awards.kind',
  'quiz_awards.coins',
  'quiz_awards.state',
  'quiz_awards.contact_by',
  'quiz_awards.note',
  'quiz_awards.created_at',
  'quiz_awards.updated_at',
  'quiz_awards.shipped_at',
  'players.uid',
  'players.full_name',
  'players.phone',
  'quiz_weeks.number',
  'quiz_weeks.campaign_id',
] as const;

export function awardsQuery(db: Db | Trx) {
  return db
    .selectFrom('quiz_awards')
    .innerJoin('players', 'players.id', 'quiz_awards.player_id')
    .innerJoin('quiz_weeks', 'quiz_weeks.id', 'quiz_awards.week_id')
    .select(awardColumns);
}
type AwardRow = Awaited<ReturnType<ReturnType<typeof awardsQuery>['executeTakeFirstOrThrow']>>;

export const toAdminAward = (r: AwardRow): AdminQuizAward => ({
  id: Number(r.id),
  uid: r.uid,
  fullName: r.full_name,
  phone: r.kind === 'physical' ? r.phone : null,
  campaignId: r.campaign_id,
  weekId: r.week_id,
  weekNumber: r.number,
  label: r.label,
  kind: r.kind,
  coins: Number(r.coins),
  state: r.state,
  contactBy: r.contact_by ? r.contact_by.toISOString() : null,
  note: r.note,
  wonAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  mailedAt: r.shipped_at ? r.shipped_at.toISOString() : null,
  // filled in by withMailBy (./mailBy.ts), which reads the holidays
  mailBy: null,
  late: false,
});

export interface AwardFilter {
  state?: QuizAwardState | undefined;
  campaignId?: number | undefined;
  weekId?: number | undefined;
}

/**
 * One page (limit + 1 rows, for takePage). Awaiting contact reads by
 * deadline, the nearest on top (the work to do first); any other view newest
 * first. The cursor is the last row's id; the position is read from that row
 * in SQL (timestamptz holds microseconds a JavaScript Date would cut).
 */
export async function awardsPage(
  db: Db,
  filter: AwardFilter,
  after: number | undefined,
  limit: number,
  now: Date,
): Promise<AdminQuizAward[]> {
  const byDeadline = filter.state === 'awaitingContact';
  let query = awardsQuery(db);
  if (filter.state) query = query.where('quiz_awards.state', '=', filter.state);
  if (filter.campaignId) query = query.where('quiz_weeks.campaign_id', '=', filter.campaignId);
  if (filter.weekId) query = query.where('quiz_awards.week_id', '=', filter.weekId);
  if (after !== undefined) {
    query = query.where(
      byDeadline
        ? sql<boolean>`(quiz_awards.contact_by, quiz_awards.id) > (SELECT a.contact_by, a.id FROM quiz_awards a WHERE a.id = ${after})`
        : sql<boolean>`quiz_awards.id < ${after}`,
    );
  }
  query = byDeadline
    ? query.orderBy('quiz_awards.contact_by', 'asc').orderBy('quiz_awards.id', 'asc')
    : query.orderBy('quiz_awards.id', 'desc');
  return withMailBy(db, (await query.limit(limit + 1).execute()).map(toAdminAward), now);
}

export async function awardById(db: Db, id: number, now: Date): Promise<AdminQuizAward | undefined> {
  const row = await awardsQuery(db).where('quiz_awards.id', '=', id).executeTakeFirst();
  return row && (await withMailBy(db, [toAdminAward(row)], now))[0];
}

/** The staff's note on a prize (a courier's tracking number, who was reached): the latest replaces the one before. */
export async function setAwardNote(trx: Trx, id: number, note: string): Promise<void> {
  await trx.updateTable('quiz_awards').set({ note }).where('id', '=', id).execute();
}

// 14 working days span at least 18 calendar days: a prize won less than 14
// days ago (or mailed within 14 days of its win) cannot be late, so SQL
// leaves it out before the working days are counted.
const SURELY_ON_TIME = sql<Date>`interval '14 days'`;

/** Physical prizes past their mail-by day: those still to mail (oldest day first) and how many were mailed late. */
export async function lateMailSummary(
  db: Db,
  now: Date,
  listLimit: number,
): Promise<{ overdue: number; mailedLate: number; rows: AdminQuizAward[] }> {
  const open = await awardsQuery(db)
    .where('quiz_awards.kind', '=', 'physical')
    .where('quiz_awards.state', 'in', ['awaitingContact', 'contacted'])
    .where('quiz_awards.created_at', '<=', sql<Date>`${now}::timestamptz - ${SURELY_ON_TIME}`)
    .execute();
  const shipped = await awardsQuery(db)
    .where('quiz_awards.kind', '=', 'physical')
    .where('quiz_awards.state', '=', 'shipped')
    .where(sql<boolean>`quiz_awards.shipped_at >= quiz_awards.created_at + ${SURELY_ON_TIME}`)
    .execute();
  const overdue = (await withMailBy(db, open.map(toAdminAward), now))
    .filter((a) => a.late)
    .sort((a, b) => (a.mailBy ?? '').localeCompare(b.mailBy ?? '') || a.id - b.id);
  const mailedLate = (await withMailBy(db, shipped.map(toAdminAward), now)).filter((a) => a.late).length;
  return { overdue: overdue.length, mailedLate, rows: overdue.slice(0, listLimit) };
}
