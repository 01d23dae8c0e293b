// What the quiz screen opens on: the campaign running now (else the next
// one), its weeks and, for a logged-in player, their play of each week, the
// questions left in the rolling 24 hours and what they won. Guests get the
// same campaign and weeks without any player's data (quiz/overview).
import type { Kysely } from 'kysely';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import type { QuizCampaign, QuizOverview, QuizPlay, QuizStatus, QuizWeek } from '../../../contract/games/quiz';
import type { Database } from '../../db/schema';
import { lockPlayerRounds } from '../platform/rounds';
import {
  campaignWeeks,
  currentCampaign,
  placesTaken,
  questionCounts,
  weekAt,
  weekState,
  type CampaignRow,
  type WeekRow,
} from './campaigns';
import { askedOfEntries, entriesOfWeeks, weekQuestions } from './entries';
import { expireDue, playView, questionsLeft24h, type LoadedPlay, type QuizPlayer } from './play';
import { playerAwards, publishedPrizes } from './roulette';

interface Calendar {
  campaign: CampaignRow;
  weeks: WeekRow[];
}

async function calendar(db: Kysely<Database>, now: Date): Promise<Calendar | null> {
  const campaign = await currentCampaign(db, now);
  return campaign ? { campaign, weeks: await campaignWeeks(db, campaign.id) } : null;
}

async function campaignView(db: Kysely<Database>, { campaign, weeks }: Calendar, now: Date): Promise<QuizCampaign> {
  return {
    id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    startsAt: campaign.starts_at.toISOString(),
    endsAt: campaign.ends_at.toISOString(),
    answerSeconds: campaign.answer_seconds,
    eligiblePlaces: campaign.eligible_places,
    contactDays: QUIZ_CAMPAIGN.contactDays,
    // The current week's stock; before the first week (or between weeks) the table without a week's count.
    prizes: await publishedPrizes(db, campaign.id, weekAt(weeks, now)?.id ?? null),
  };
}

/** The weeks in order; a week's play is the player's (null for guests and weeks not played). */
async function weekViews(
  db: Kysely<Database>,
  { campaign, weeks }: Calendar,
  now: Date,
  plays: Map<number, QuizPlay>,
): Promise<QuizWeek[]> {
  const ids = weeks.map((w) => w.id);
  const [questions, places] = await Promise.all([questionCounts(db, ids), placesTaken(db, ids)]);
  return weeks.map((week) => {
    const play = plays.get(week.id) ?? null;
    return {
      id: week.id,
      number: week.number,
      startsAt: week.starts_at.toISOString(),
      endsAt: week.ends_at.toISOString(),
      state: weekState({ week, campaign }, now, play?.finished ?? false),
      questions: questions.get(week.id) ?? 0,
      placesTaken: places.get(week.id) ?? 0,
      play,
    };
  });
}

/** GET quiz/overview: the campaign and its weeks as anyone may see them. */
export async function quizOverview(db: Kysely<Database>, now: Date): Promise<QuizOverview> {
  const cal = await calendar(db, now);
  return {
    campaign: cal && (await campaignView(db, cal, now)),
    weeks: cal ? await weekViews(db, cal, now, new Map()) : [],
    serverNow: now.toISOString(),
  };
}

/**
 * The player's plays of the campaign's weeks. Under the player's lock, a
 * question left past its deadline is closed as wrong first, so what the
 * player reads is what the next call will find.
 */
async function playsOf(db: Kysely<Database>, player: QuizPlayer, { campaign, weeks }: Calendar, now: Date): Promise<Map<number, QuizPlay>> {
  const loaded = await db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, player.id);
    const entries = await entriesOfWeeks(
      trx,
      player.id,
      weeks.map((w) => w.id),
    );
    const asked = await askedOfEntries(
      trx,
      entries.map((e) => e.id),
    );
    const plays: LoadedPlay[] = [];
    for (const entry of entries) {
      const week = weeks.find((w) => w.id === entry.week_id);
      if (!week) continue;
      const play = { entry, week: { week, campaign }, questions: await weekQuestions(trx, week.id), asked: asked.get(entry.id) ?? [] };
      plays.push(await expireDue(trx, play, now));
    }
    return plays;
  });
  const views = await Promise.all(loaded.map((p) => playView(db, p, now)));
  return new Map(views.map((v) => [v.weekId, v]));
}

/** GET quiz/status: the campaign, the player's weeks, questions left in 24 hours and their prizes. */
export async function quizStatus(db: Kysely<Database>, player: QuizPlayer, now: Date): Promise<QuizStatus> {
  const cal = await calendar(db, now);
  const plays = cal ? await playsOf(db, player, cal, now) : new Map<number, QuizPlay>();
  return {
    campaign: cal && (await campaignView(db, cal, now)),
    weeks: cal ? await weekViews(db, cal, now, plays) : [],
    questionsLeft24h: await questionsLeft24h(db, player.id, now),
    awards: cal ? await playerAwards(db, player.id, cal.campaign.id) : [],
    serverNow: now.toISOString(),
  };
}
