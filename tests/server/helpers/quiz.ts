// Building blocks for the weekly quiz tests: the player calls as the client
// makes them, the right choice of a question as this player sees it (read
// from the database, as no player can), a campaign made to measure, and a
// play brought to its last question.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { QUIZ_CAMPAIGN } from '../../../contract/constants';
import type { QuizAnswer, QuizOverview, QuizPlay, QuizQuestion, QuizStatus } from '../../../contract/games/quiz';
import { QUIZ_API } from '../../../contract/games/quizRules';
import { openSession } from '../../../server/auth/sessions';
import { uniqueUid } from './accounts';
import type { TestApp } from './app';
import type { TestPlayer } from './spin';

const FIVE = QUIZ_CAMPAIGN.questionsPerWeek;

export const quizKey = (): string => `quiz-${randomBytes(6).toString('hex')}`;

export async function okJson<T>(res: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
}

/** The refusal a call answered: [status, message key]. */
export async function refusal(res: Promise<LightMyRequestResponse>): Promise<[number, string | undefined]> {
  const r = await res;
  return [r.statusCode, r.json<{ message?: string }>().message];
}

export const quizCalls = (t: TestApp) => ({
  overview: () => t.call('GET', `/api/${QUIZ_API.overview}`),
  status: (p: TestPlayer) => t.call('GET', `/api/${QUIZ_API.status}`, { token: p.token }),
  start: (p: TestPlayer, weekId: number, idempotencyKey = quizKey()) =>
    t.call('POST', `/api/${QUIZ_API.play}`, { token: p.token, body: { weekId, idempotencyKey } }),
  ask: (p: TestPlayer, playId: number, position: number) =>
    t.call('POST', `/api/${QUIZ_API.question}`, { token: p.token, body: { playId, position } }),
  /** choice undefined: "the time ran out on my screen" (the field is left out) */
  answer: (p: TestPlayer, playId: number, position: number, choice?: number) =>
    t.call('POST', `/api/${QUIZ_API.answer}`, {
      token: p.token,
      body: choice === undefined ? { playId, position } : { playId, position, choice },
    }),
});

/** The right choice of a question as shown to the player of `playId`. */
export async function rightChoice(t: TestApp, playId: number, position: number): Promise<{ right: number; choices: number }> {
  const entry = await t.db
    .selectFrom('quiz_entries')
    .select(['week_id', 'choice_orders'])
    .where('id', '=', playId)
    .executeTakeFirstOrThrow();
  const question = await t.db
    .selectFrom('quiz_questions')
    .select('correct')
    .where('week_id', '=', entry.week_id)
    .where('position', '=', position)
    .executeTakeFirstOrThrow();
  const order = entry.choice_orders[position - 1] ?? [];
  return { right: order.indexOf(question.correct), choices: order.length };
}

/** A wrong choice as shown (the one after the right one). */
export async function wrongChoice(t: TestApp, playId: number, position: number): Promise<number> {
  const { right, choices } = await rightChoice(t, playId, position);
  return (right + 1) % choices;
}

/** The week of the campaign running now that is open (the seed's demo campaign on a fresh database). */
export async function openWeek(t: TestApp): Promise<number> {
  const overview = await okJson<QuizOverview>(quizCalls(t).overview());
  const week = overview.weeks.find((w) => w.state === 'open');
  expect(week, 'no open quiz week now').toBeDefined();
  return week?.id ?? 0;
}

export interface CampaignSpec {
  slug: string;
  startsAt: Date;
  /** each week's length */
  weekMs: number;
  weeks: number;
  places?: number;
  answerSeconds?: number;
}

/** A campaign with `weeks` back-to-back weeks of five 3-choice questions (choice 0 right); returns the week ids in order. */
export async function makeCampaign(t: TestApp, spec: CampaignSpec): Promise<number[]> {
  const localized = (s: string) => ({ en: s, zh: s, ms: s });
  const text = (s: string) => JSON.stringify(localized(s));
  const campaign = await t.db
    .insertInto('quiz_campaigns')
    .values({
      slug: spec.slug,
      title: text(spec.slug),
      starts_at: spec.startsAt,
      ends_at: new Date(spec.startsAt.getTime() + spec.weeks * spec.weekMs),
      answer_seconds: spec.answerSeconds ?? QUIZ_CAMPAIGN.defaultAnswerSeconds,
      eligible_places: spec.places ?? QUIZ_CAMPAIGN.eligiblePlaces,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < spec.weeks; i++) {
    const startsAt = new Date(spec.startsAt.getTime() + i * spec.weekMs);
    const week = await t.db
      .insertInto('quiz_weeks')
      .values({
        campaign_id: campaign.id,
        number: i + 1,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + spec.weekMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('quiz_questions')
      .values(
        Array.from({ length: QUIZ_CAMPAIGN.questionsPerWeek }, (_, p) => ({
          week_id: week.id,
          position: p + 1,
          prompt: text(`Q${p + 1}`),
          choices: JSON.stringify(['right', 'wrong', 'also wrong'].map(localized)),
          correct: 0,
        })),
      )
      .execute();
    ids.push(week.id);
  }
  return ids;
}

/** Asks and answers questions 1..upTo of a play, `right` of them right (the first ones); returns the last answer. */
export async function answerUpTo(t: TestApp, p: TestPlayer, playId: number, upTo: number, right = upTo): Promise<QuizAnswer | null> {
  const calls = quizCalls(t);
  let last: QuizAnswer | null = null;
  for (let position = 1; position <= upTo; position++) {
    await okJson<QuizQuestion>(calls.ask(p, playId, position));
    const choice = position <= right ? (await rightChoice(t, playId, position)).right : await wrongChoice(t, playId, position);
    last = await okJson<QuizAnswer>(calls.answer(p, playId, position, choice));
  }
  return last;
}

/** Starts the week's play and answers the first four right, then asks the fifth: one answer from a place. */
export async function atLastQuestion(t: TestApp, p: TestPlayer, weekId: number): Promise<{ playId: number; right: number }> {
  const calls = quizCalls(t);
  const play = await okJson<QuizPlay>(calls.start(p, weekId));
  await answerUpTo(t, p, play.id, QUIZ_CAMPAIGN.questionsPerWeek - 1);
  await okJson<QuizQuestion>(calls.ask(p, play.id, QUIZ_CAMPAIGN.questionsPerWeek));
  return { playId: play.id, right: (await rightChoice(t, play.id, QUIZ_CAMPAIGN.questionsPerWeek)).right };
}

export const quizStatusOf = (t: TestApp, p: TestPlayer): Promise<QuizStatus> => okJson<QuizStatus>(quizCalls(t).status(p));

/** Many logged-in VIP players at once: rows and sessions written directly (no password hashing), for the crowd tests. */
export async function crowd(t: TestApp, n: number): Promise<TestPlayer[]> {
  const rows = await t.db
    .insertInto('players')
    .values(Array.from({ length: n }, () => ({ uid: uniqueUid(), full_name: 'Quiz Crowd', role: 'vip' as const, verified: true })))
    .returning(['id', 'uid'])
    .execute();
  return Promise.all(
    rows.map(async (r) => ({ ...r, token: (await openSession(t.db, r.id, t.config.sessionTtlHours, t.clock.now())).token })),
  );
}

/**
 * Each player's play of the week brought to its fifth question, written
 * directly (the first four right, the fifth asked now, the choices in the
 * operator's order): the set-up of the crowd tests, whose subject is the
 * fifth answer. No coins were credited for the first four.
 */
export async function atFifthQuestion(t: TestApp, players: readonly TestPlayer[], weekId: number): Promise<Map<number, number>> {
  const now = t.clock.now();
  const questions = await t.db
    .selectFrom('quiz_questions')
    .select(['id', 'position', 'choices', 'correct'])
    .where('week_id', '=', weekId)
    .orderBy('position')
    .execute();
  const campaign = await t.db
    .selectFrom('quiz_weeks')
    .innerJoin('quiz_campaigns', 'quiz_campaigns.id', 'quiz_weeks.campaign_id')
    .select('answer_seconds')
    .where('quiz_weeks.id', '=', weekId)
    .executeTakeFirstOrThrow();
  const orders = questions.map((q) => q.choices.map((_, i) => i));
  const entries = await t.db
    .insertInto('quiz_entries')
    .values(
      players.map((p) => ({
        week_id: weekId,
        player_id: p.id,
        idempotency_key: quizKey(),
        choice_orders: JSON.stringify(orders),
        correct: FIVE - 1,
        started_at: now,
      })),
    )
    .returning(['id', 'player_id'])
    .execute();
  await t.db
    .insertInto('quiz_answers')
    .values(
      entries.flatMap((e) =>
        questions.map((q) => ({
          entry_id: e.id,
          player_id: e.player_id,
          position: q.position,
          question_id: q.id,
          asked_at: now,
          deadline: new Date(now.getTime() + campaign.answer_seconds * 1000),
          ...(q.position < FIVE ? { picked: q.correct, correct: true, answered_at: now } : {}),
        })),
      ),
    )
    .execute();
  return new Map(entries.map((e) => [e.player_id, e.id]));
}
