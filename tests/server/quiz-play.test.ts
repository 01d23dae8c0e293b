import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ, QUIZ_CAMPAIGN } from '../../contract/constants';
import type { QuizAnswer, QuizOverview, QuizPlay, QuizQuestion } from '../../contract/games/quiz';
import { QUIZ_API } from '../../contract/games/quizRules';
import type { RefreshData } from '../../contract/schemas/refresh';
import { QUIZ_GRACE_MS } from '../../server/games/quiz/progress';
import { testApp, type TestApp } from './helpers/app';
import {
  answerUpTo,
  atFifthQuestion,
  crowd,
  makeCampaign,
  okJson,
  openWeek,
  quizCalls,
  quizKey,
  quizStatusOf,
  refusal,
  rightChoice,
  wrongChoice,
} from './helpers/quiz';
import { makePlayer } from './helpers/spin';

let t: TestApp;
let calls: ReturnType<typeof quizCalls>;
beforeAll(async () => {
  t = await testApp();
  calls = quizCalls(t);
});
afterAll(async () => {
  await t.close();
});
// Tests that move the clock put it back, whatever happened.
afterEach(() => {
  t.clock.set(new Date());
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIVE = QUIZ_CAMPAIGN.questionsPerWeek;
const quizCoins = (playerId: number) =>
  t.db
    .selectFrom('coin_entries')
    .select(['amount', 'idempotency_key'])
    .where('player_id', '=', playerId)
    .where('type', '=', 'QUIZ')
    .orderBy('id')
    .execute();

describe('the weekly quiz: who may call', () => {
  it("refuses every player call to a guest with 401, and shows guests the campaign without anyone's play", async () => {
    const guest = { id: 0, uid: 'guest', token: '' };
    const refused = await Promise.all([
      calls.status(guest),
      calls.start(guest, 1),
      calls.ask(guest, 1, 1),
      calls.answer(guest, 1, 1, 0),
      t.call('POST', `/api/${QUIZ_API.roulette}`, { body: { weekId: 1, idempotencyKey: quizKey() } }),
      t.call('GET', `/api/${QUIZ_API.history}`),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);

    // A player's play is never in the public overview.
    const p = await makePlayer(t);
    const weekId = await openWeek(t);
    await answerUpTo(t, p, (await okJson<QuizPlay>(calls.start(p, weekId))).id, FIVE);
    const overview = await okJson<QuizOverview>(calls.overview());
    expect(overview.campaign).toMatchObject({ slug: 'kilat-demo', eligiblePlaces: QUIZ_CAMPAIGN.eligiblePlaces });
    expect(overview.campaign?.prizes.length).toBeGreaterThan(0);
    expect(overview.weeks).toHaveLength(4);
    expect(overview.weeks.every((w) => w.play === null && w.state !== 'played' && w.questions === FIVE)).toBe(true);
    expect(overview.weeks.find((w) => w.id === weekId)?.placesTaken).toBeGreaterThanOrEqual(1);
  });
});

describe("a week's play", () => {
  it('asks five questions, tells the right choice only in the answer, and credits one coin per right answer, once', async () => {
    const p = await makePlayer(t);
    const weekId = await openWeek(t);
    const play = await okJson<QuizPlay>(calls.start(p, weekId));
    expect(play).toMatchObject({
      weekId,
      results: [],
      question: null,
      nextPosition: 1,
      correct: 0,
      finished: false,
      outcome: null,
      place: null,
    });
    // The player's own choice orders are permutations of each question's choices.
    const { choice_orders: orders } = await t.db
      .selectFrom('quiz_entries')
      .select('choice_orders')
      .where('id', '=', play.id)
      .executeTakeFirstOrThrow();
    expect(orders).toHaveLength(FIVE);
    for (const order of orders) expect([...order].sort()).toEqual(order.map((_, i) => i));

    const question = await okJson<QuizQuestion>(calls.ask(p, play.id, 1));
    expect(question).toMatchObject({ position: 1, questions: FIVE, limitMs: 20_000 });
    expect(Object.keys(question).sort()).toEqual(['choices', 'deadline', 'limitMs', 'position', 'prompt', 'questions', 'serverNow']);
    const { right } = await rightChoice(t, play.id, 1);
    const first = await okJson<QuizAnswer>(calls.answer(p, play.id, 1, right));
    expect(first.result).toEqual({ position: 1, picked: right, right, correct: true, timedOut: false });
    expect(first.coin?.balance).toBe(1);

    // Three more right, the last wrong: four coins, no place.
    const wrong = await wrongChoice(t, play.id, 5);
    for (let position = 2; position <= 4; position++) {
      await okJson<QuizQuestion>(calls.ask(p, play.id, position));
      await okJson<QuizAnswer>(calls.answer(p, play.id, position, (await rightChoice(t, play.id, position)).right));
    }
    await okJson<QuizQuestion>(calls.ask(p, play.id, 5));
    const last = await okJson<QuizAnswer>(calls.answer(p, play.id, 5, wrong));
    expect(last.result).toMatchObject({ position: 5, picked: wrong, correct: false });
    expect(last.coin).toBeUndefined();
    expect(last.play).toMatchObject({ correct: 4, finished: true, outcome: 'notQualified', place: null, nextPosition: null });

    // Nothing is answerable twice, and nothing pays twice.
    expect(await refusal(calls.answer(p, play.id, 1, right))).toEqual([409, 'msg.roundAnswered']);
    expect(await refusal(calls.ask(p, play.id, 5))).toEqual([409, 'msg.roundAnswered']);
    expect((await quizCoins(p.id)).map((e) => [e.amount, e.idempotency_key])).toEqual([1, 2, 3, 4].map((n) => [1, `quiz:${play.id}:${n}`]));
    const refresh = await okJson<RefreshData>(t.call('GET', '/api/player', { token: p.token }));
    expect(refresh.coin.balance).toBe(4);

    const status = await quizStatusOf(t, p);
    const week = status.weeks.find((w) => w.id === weekId);
    expect(week?.state).toBe('played');
    expect(week?.play).toMatchObject({ id: play.id, correct: 4, outcome: 'notQualified' });
    expect(status.questionsLeft24h).toBe(QUIZ.questionsPer24h - FIVE);
    // Starting again answers the same, finished play.
    expect((await okJson<QuizPlay>(calls.start(p, weekId))).id).toBe(play.id);
  });

  it('makes one play per week however many starts race, and answers a retried key with the same play', async () => {
    const p = await makePlayer(t);
    const weekId = await openWeek(t);
    const starts = await Promise.all(Array.from({ length: 8 }, () => calls.start(p, weekId)));
    expect(starts.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(starts.map((r) => r.json<QuizPlay>().id)).size).toBe(1);
    const entries = await t.db.selectFrom('quiz_entries').select(['id', 'idempotency_key']).where('player_id', '=', p.id).execute();
    expect(entries.map((e) => e.id)).toEqual([starts[0]?.json<QuizPlay>().id]);
    const key = entries[0]?.idempotency_key ?? '';
    const [a, b] = await Promise.all([calls.start(p, weekId, key), calls.start(p, weekId, key)]);
    expect([a?.json<QuizPlay>().id, b?.json<QuizPlay>().id]).toEqual([entries[0]?.id, entries[0]?.id]);
    // The key that started a week's play names that week: reused for another week it is refused, not a second play.
    const other = (await okJson<QuizOverview>(calls.overview())).weeks.find((w) => w.id !== weekId);
    expect(await refusal(calls.start(p, other?.id ?? 0, key))).toEqual([400, 'msg.invalidRequest']);
    expect(await refusal(calls.start(p, 999_999))).toEqual([404, 'msg.invalidGame']);
  });

  it("keeps the server's deadline: one open question, the same deadline when asked again, a late choice refused and counted wrong", async () => {
    const start = new Date('2025-01-05T16:00:00Z');
    const [weekId] = (await makeCampaign(t, { slug: 'deadlines', startsAt: start, weekMs: 7 * DAY, weeks: 1 })) as [number];
    const p = await makePlayer(t);
    t.clock.freeze();
    t.clock.set(new Date(start.getTime() + HOUR));
    const play = await okJson<QuizPlay>(calls.start(p, weekId));
    expect(await refusal(calls.ask(p, play.id, 2))).toEqual([400, 'msg.invalidQuestion']);
    const asked = await okJson<QuizQuestion>(calls.ask(p, play.id, 1));
    expect(Date.parse(asked.deadline) - t.clock.now().getTime()).toBe(20_000);
    t.clock.advance(5_000);
    const again = await okJson<QuizQuestion>(calls.ask(p, play.id, 1));
    expect([again.deadline, again.choices]).toEqual([asked.deadline, asked.choices]);
    expect(await refusal(calls.ask(p, play.id, 2))).toEqual([400, 'msg.invalidQuestion']);
    // Another player's play, an unasked question and a choice off the list are the player's mistakes.
    const q = await makePlayer(t);
    expect(await refusal(calls.answer(q, play.id, 1, 0))).toEqual([400, 'msg.invalidQuestion']);
    expect(await refusal(calls.answer(p, play.id, 2, 0))).toEqual([400, 'msg.invalidQuestion']);
    expect(await refusal(calls.answer(p, play.id, 1, asked.choices.length))).toEqual([400, 'msg.invalidAnswer']);

    // Just within the grace a choice still counts; past it it is refused and changes nothing.
    const { right } = await rightChoice(t, play.id, 1);
    t.clock.set(new Date(Date.parse(asked.deadline) + QUIZ_GRACE_MS + 1));
    expect(await refusal(calls.answer(p, play.id, 1, right))).toEqual([409, 'msg.roundTimeUp']);
    expect(await quizCoins(p.id)).toEqual([]);
    // The player comes back: question 1 counts as wrong, question 2 is next.
    const status = await quizStatusOf(t, p);
    expect(status.weeks.find((w) => w.id === weekId)?.play).toMatchObject({
      question: null,
      nextPosition: 2,
      correct: 0,
      results: [{ position: 1, picked: null, right, correct: false, timedOut: true }],
    });
    expect(await refusal(calls.answer(p, play.id, 1, right))).toEqual([409, 'msg.roundAnswered']);

    // "Time's up" from the screen closes the question as wrong, late or not.
    const second = await okJson<QuizQuestion>(calls.ask(p, play.id, 2));
    t.clock.set(new Date(Date.parse(second.deadline) + 60_000));
    const timedOut = await okJson<QuizAnswer>(calls.answer(p, play.id, 2));
    expect(timedOut.result).toMatchObject({ position: 2, picked: null, correct: false, timedOut: true });
    expect(timedOut.play.nextPosition).toBe(3);
    expect(await quizCoins(p.id)).toEqual([]);
  });
});

describe('the calendar (weeks at midnight GMT+8)', () => {
  // The October 2024 campaign as seeded: week 1 from 2 October, week 2 from 9 October, over at the end of 14 October (GMT+8).
  const week1Start = new Date('2024-10-01T16:00:00Z');
  const week2Start = new Date('2024-10-08T16:00:00Z');
  const campaignEnd = new Date('2024-10-14T16:00:00Z');

  it("opens and closes each week at midnight GMT+8 on the server's clock", async () => {
    const [early, p1, p2] = [await makePlayer(t), await makePlayer(t), await makePlayer(t)];
    t.clock.set(new Date(week1Start.getTime() - 1));
    const before = await okJson<QuizOverview>(calls.overview());
    expect(before.campaign).toMatchObject({
      slug: 'kilat-oct-2024',
      startsAt: week1Start.toISOString(),
      endsAt: campaignEnd.toISOString(),
    });
    expect(before.weeks.map((w) => [w.number, w.startsAt, w.state])).toEqual([
      [1, week1Start.toISOString(), 'notStarted'],
      [2, week2Start.toISOString(), 'notStarted'],
    ]);
    const [w1, w2] = before.weeks.map((w) => w.id) as [number, number];
    expect(await refusal(calls.start(early, w1))).toEqual([409, 'msg.eventNotStart']);

    t.clock.set(week1Start);
    expect((await okJson<QuizOverview>(calls.overview())).weeks.map((w) => w.state)).toEqual(['open', 'notStarted']);
    const play1 = await okJson<QuizPlay>(calls.start(p1, w1));

    // The last instant of 8 October GMT+8: week 1 still open, week 2 not yet.
    t.clock.set(new Date(week2Start.getTime() - 1));
    expect(await refusal(calls.start(p2, w2))).toEqual([409, 'msg.eventNotStart']);
    await answerUpTo(t, p1, play1.id, 1);

    t.clock.set(week2Start);
    expect((await quizStatusOf(t, p2)).weeks.map((w) => w.state)).toEqual(['ended', 'open']);
    expect(await refusal(calls.start(p2, w1))).toEqual([409, 'msg.invalidGame']);
    // A play begun in week 1 asks no more questions once the week is over.
    expect(await refusal(calls.ask(p1, play1.id, 2))).toEqual([409, 'msg.invalidGame']);
    expect((await quizStatusOf(t, p1)).weeks[0]?.play).toMatchObject({ id: play1.id, nextPosition: null, finished: false });
    await okJson<QuizPlay>(calls.start(p2, w2));

    // After the campaign the next one to start is shown.
    t.clock.set(campaignEnd);
    expect(await refusal(calls.start(early, w2))).toEqual([409, 'msg.invalidGame']);
    const next = (await okJson<QuizOverview>(calls.overview())).campaign;
    expect(next?.slug).not.toBe('kilat-oct-2024');
    expect(Date.parse(next?.startsAt ?? '')).toBeGreaterThan(campaignEnd.getTime());
  });
});

describe('the seeded campaigns', () => {
  it('hold five questions a week of 3 or 4 choices, each worded in en, zh and ms', async () => {
    const questions = await t.db
      .selectFrom('quiz_questions')
      .innerJoin('quiz_weeks', 'quiz_weeks.id', 'quiz_questions.week_id')
      .innerJoin('quiz_campaigns', 'quiz_campaigns.id', 'quiz_weeks.campaign_id')
      .select(['quiz_campaigns.slug', 'quiz_questions.week_id', 'prompt', 'choices', 'correct'])
      .where('quiz_campaigns.slug', 'in', ['kilat-oct-2024', 'kilat-demo'])
      .execute();
    const perWeek = new Map<number, number>();
    for (const q of questions) perWeek.set(q.week_id, (perWeek.get(q.week_id) ?? 0) + 1);
    expect([...perWeek.values()]).toEqual(Array(2 + 4).fill(FIVE));
    for (const q of questions) {
      expect(q.choices.length).toBeGreaterThanOrEqual(3);
      expect(q.choices.length).toBeLessThanOrEqual(4);
      expect(q.correct).toBeLessThan(q.choices.length);
      // Translated, not copied: the Chinese prompt is not the English one.
      expect(q.prompt.zh).not.toBe(q.prompt.en);
      for (const text of [q.prompt, ...q.choices]) for (const lang of ['en', 'zh', 'ms'] as const) expect(text[lang]).toMatch(/\S/);
    }
  });
});

describe('at most 10 questions in any 24 hours', () => {
  it('counts questions asked across weeks in a rolling 24 hours', async () => {
    // Weeks of 12 hours, so three weeks fall within one day.
    const start = new Date('2025-03-03T16:00:00Z');
    const [w1, w2, w3] = (await makeCampaign(t, { slug: 'short-weeks', startsAt: start, weekMs: 12 * HOUR, weeks: 3 })) as [
      number,
      number,
      number,
    ];
    const p = await makePlayer(t);
    t.clock.set(new Date(start.getTime() + 11 * HOUR));
    await answerUpTo(t, p, (await okJson<QuizPlay>(calls.start(p, w1))).id, FIVE);
    t.clock.set(new Date(start.getTime() + 12 * HOUR));
    await answerUpTo(t, p, (await okJson<QuizPlay>(calls.start(p, w2))).id, FIVE);
    t.clock.set(new Date(start.getTime() + 24 * HOUR));
    expect((await quizStatusOf(t, p)).questionsLeft24h).toBe(0);
    const third = await okJson<QuizPlay>(calls.start(p, w3));
    expect(await refusal(calls.ask(p, third.id, 1))).toEqual([409, 'msg.tooFrequent']);
    // A day after the first five were asked, they no longer count.
    t.clock.set(new Date(start.getTime() + 11 * HOUR + DAY + 1_000));
    expect((await quizStatusOf(t, p)).questionsLeft24h).toBe(FIVE);
    await okJson<QuizQuestion>(calls.ask(p, third.id, 1));
    expect(await quizCoins(p.id)).toHaveLength(2 * FIVE);
  });
});

describe("the week's places", () => {
  it('gives exactly the places there are when 60 players answer their fifth question at once', async () => {
    const start = new Date('2025-06-02T16:00:00Z');
    const [weekId] = (await makeCampaign(t, { slug: 'race-for-places', startsAt: start, weekMs: 7 * DAY, weeks: 1 })) as [number];
    t.clock.set(new Date(start.getTime() + HOUR));
    const players = await crowd(t, 60);
    const plays = await atFifthQuestion(t, players, weekId);
    // The made-up week's right choice is the operator's first, shown first here.
    const answers = await Promise.all(players.map((p) => calls.answer(p, plays.get(p.id) ?? 0, FIVE, 0)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    const results = answers.map((r) => r.json<QuizAnswer>().play);
    const eligible = results.filter((pl) => pl.outcome === 'eligible');
    expect(eligible).toHaveLength(QUIZ_CAMPAIGN.eligiblePlaces);
    expect(eligible.map((pl) => pl.place).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const full = results.filter((pl) => pl.outcome === 'full');
    expect(full).toHaveLength(10);
    expect(full.every((pl) => pl.place === null && pl.correct === FIVE)).toBe(true);
    const overview = await okJson<QuizOverview>(calls.overview());
    expect(overview.weeks.find((w) => w.id === weekId)?.placesTaken).toBe(50);
    // Every right fifth answer paid its coin, once, the full ones too.
    const coins = await t.db
      .selectFrom('coin_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where(
        'player_id',
        'in',
        players.map((p) => p.id),
      )
      .where('type', '=', 'QUIZ')
      .executeTakeFirstOrThrow();
    expect(Number(coins.sum)).toBe(60);
  });
});
