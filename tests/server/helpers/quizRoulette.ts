// Building blocks for the lucky roulette's tests: a campaign running now with
// a roulette table made to measure, a player placed in a week by writing
// their finished play (the play's own path is tested in quiz-play), and the
// deps the service is handed.
import { randomUUID } from 'node:crypto';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import type { AppDeps } from '../../../server/deps';
import type { PrizeRow } from '../../../server/games/quiz/rouletteTable';
import { maintenanceFlag } from '../../../server/maintenance/gate';
import type { TestApp } from './app';

const DAY_MS = 86_400_000;
export const L = (en: string) => ({ en, zh: `${en} (zh)`, ms: `${en} (ms)` });

export type Prize = Omit<PrizeRow, 'id'>;
export const TICKETS: Prize = {
  label: L('Race tickets'),
  kind: 'physical',
  coins: 0,
  weight: 1,
  weeklyStock: QUIZ_CAMPAIGN.ticketSetsPerWeek,
};
export const coinsPrize = (n: number, weight = 1): Prize => ({
  label: L(`${n} coins`),
  kind: 'coins',
  coins: n,
  weight,
  weeklyStock: null,
});
export const TRY_AGAIN: Prize = { label: L('Try again'), kind: 'none', coins: 0, weight: 1, weeklyStock: null };

export const rouletteDeps = (t: TestApp): AppDeps => ({
  db: t.db,
  config: t.config,
  realtime: t.realtime,
  maintenance: maintenanceFlag(t.db),
  clock: t.clock.now,
  sms: t.sms,
  push: t.push,
});

/** A campaign running now (from a day ago) with `weeks` weeks of 7 days and this roulette table. */
export async function rouletteCampaign(t: TestApp, prizes: readonly Prize[], weeks = 1): Promise<{ id: number; weekIds: number[] }> {
  const from = t.clock.now().getTime() - DAY_MS;
  const { id } = await t.db
    .insertInto('quiz_campaigns')
    .values({
      slug: `roulette-${randomUUID().slice(0, 8)}`,
      title: JSON.stringify(L('Roulette test')),
      starts_at: new Date(from),
      ends_at: new Date(from + weeks * 7 * DAY_MS),
      answer_seconds: QUIZ_CAMPAIGN.defaultAnswerSeconds,
      eligible_places: QUIZ_CAMPAIGN.eligiblePlaces,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const weekIds: number[] = [];
  for (let n = 1; n <= weeks; n++) {
    const week = await t.db
      .insertInto('quiz_weeks')
      .values({
        campaign_id: id,
        number: n,
        starts_at: new Date(from + (n - 1) * 7 * DAY_MS),
        ends_at: new Date(from + n * 7 * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    weekIds.push(week.id);
  }
  await t.db
    .insertInto('quiz_prizes')
    .values(
      prizes.map((p, position) => ({
        campaign_id: id,
        position,
        label: JSON.stringify(p.label),
        kind: p.kind,
        coins: p.coins,
        weight: p.weight,
        weekly_stock: p.weeklyStock,
      })),
    )
    .execute();
  return { id, weekIds };
}

/** The player's finished play of the week: in a place (five right), or not (the places were full, or fewer right). */
export async function placeEntry(
  t: TestApp,
  weekId: number,
  playerId: number,
  standing: { place: number } | 'full' | 'notQualified',
): Promise<void> {
  const now = t.clock.now();
  await t.db
    .insertInto('quiz_entries')
    .values({
      week_id: weekId,
      player_id: playerId,
      idempotency_key: randomUUID(),
      choice_orders: JSON.stringify([]),
      correct: standing === 'notQualified' ? QUIZ_CAMPAIGN.correctToQualify - 1 : QUIZ_CAMPAIGN.correctToQualify,
      started_at: now,
      finished_at: now,
      place: typeof standing === 'object' ? standing.place : null,
      places_full: standing === 'full',
    })
    .execute();
}
