// The quiz's calendar: which campaign a player sees, its weeks, and where a
// week stands for a player. Weeks are stored as instants (timestamptz) whose
// boundaries an operator or the seed set at midnight GMT+8; everything here
// compares instants, so no time zone arithmetic happens at request time.
import type { Kysely, Selectable } from 'kysely';
import type { QuizWeekState } from '../../../contract/games/quiz';
import type { Database, QuizCampaignsTable, QuizWeeksTable } from '../../db/schema';

export type CampaignRow = Selectable<QuizCampaignsTable>;
export type WeekRow = Selectable<QuizWeeksTable>;
export interface WeekOfCampaign {
  week: WeekRow;
  campaign: CampaignRow;
}

/** The campaign running at `now`, else the next one to start, else undefined (a finished campaign is not shown). */
export async function currentCampaign(db: Kysely<Database>, now: Date): Promise<CampaignRow | undefined> {
  const running = await db
    .selectFrom('quiz_campaigns')
    .selectAll()
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    running ??
    db.selectFrom('quiz_campaigns').selectAll().where('starts_at', '>', now).orderBy('starts_at').orderBy('id').limit(1).executeTakeFirst()
  );
}

export function campaignWeeks(db: Kysely<Database>, campaignId: number): Promise<WeekRow[]> {
  return db.selectFrom('quiz_weeks').selectAll().where('campaign_id', '=', campaignId).orderBy('number').execute();
}

/** The week of a campaign whose span holds `now` (start inclusive, end exclusive). */
export function weekAt(weeks: readonly WeekRow[], now: Date): WeekRow | undefined {
  const t = now.getTime();
  return weeks.find((w) => w.starts_at.getTime() <= t && t < w.ends_at.getTime());
}

export async function findWeek(db: Kysely<Database>, weekId: number): Promise<WeekOfCampaign | undefined> {
  const week = await db.selectFrom('quiz_weeks').selectAll().where('id', '=', weekId).executeTakeFirst();
  if (!week) return undefined;
  const campaign = await db.selectFrom('quiz_campaigns').selectAll().where('id', '=', week.campaign_id).executeTakeFirstOrThrow();
  return { week, campaign };
}

/** A week can be played from its start (and the campaign's) until its end (or the campaign's), whichever is narrower. */
export function weekSpan({ week, campaign }: WeekOfCampaign): { from: number; until: number } {
  return {
    from: Math.max(week.starts_at.getTime(), campaign.starts_at.getTime()),
    until: Math.min(week.ends_at.getTime(), campaign.ends_at.getTime()),
  };
}

export const weekOver = (w: WeekOfCampaign, now: Date): boolean => now.getTime() >= weekSpan(w).until;

/**
 * A week as the player's list shows it: played once their play is over
 * (whatever the clock says), else not started / ended by the clock, else open
 * (a play not begun, or one in progress).
 */
export function weekState(w: WeekOfCampaign, now: Date, playFinished: boolean): QuizWeekState {
  if (playFinished) return 'played';
  const { from, until } = weekSpan(w);
  const t = now.getTime();
  if (t < from) return 'notStarted';
  if (t >= until) return 'ended';
  return 'open';
}

/** Questions each week holds, by week id (a week is playable only with all five). */
export async function questionCounts(db: Kysely<Database>, weekIds: readonly number[]): Promise<Map<number, number>> {
  if (weekIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_questions')
    .select(['week_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('week_id', 'in', weekIds)
    .groupBy('week_id')
    .execute();
  return new Map(rows.map((r) => [r.week_id, Number(r.n)]));
}

/** Places taken so far, by week id. */
export async function placesTaken(db: Kysely<Database>, weekIds: readonly number[]): Promise<Map<number, number>> {
  if (weekIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_entries')
    .select(['week_id', (eb) => eb.fn.count<number>('place').as('n')])
    .where('week_id', 'in', weekIds)
    .where('place', 'is not', null)
    .groupBy('week_id')
    .execute();
  return new Map(rows.map((r) => [r.week_id, Number(r.n)]));
}
