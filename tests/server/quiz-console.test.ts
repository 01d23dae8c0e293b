// The quiz in the operator console: content editors write campaigns, weeks,
// questions and the roulette's table; support follows the physical prizes'
// winners. Bad input is a 4xx with a message key (never a 5xx and never a
// row), edits that would change what players already played are 409s, and
// every write leaves an audit line.
//
// The clock stands in 2091, far from the seed's campaigns; each test's
// campaign takes a month of its own in 2092 and later, so none overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminQuizAward,
  AdminQuizAwardPage,
  AdminQuizCampaign,
  QuizCampaignInput,
  QuizPrizeInput,
  QuizQuestionInput,
} from '../../contract/games/quizConsole';
import { hashPassword } from '../../server/auth/password';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, type TestPlayer } from './helpers/spin';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
let player: TestPlayer;

const NOW = Date.UTC(2091, 5, 1);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  t.clock.set(new Date(NOW));
  admin = await operatorToken(t);
  support = await withRole('support');
  content = await withRole('content');
  player = await makePlayer(t);
});
afterAll(async () => {
  await t.close();
});

async function withRole(role: 'support' | 'content'): Promise<string> {
  const username = `quiz-${role}`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  return operatorToken(t, { username, password: 'operator123' });
}

const texts = (label: string) => ({ en: `${label} en`, zh: `${label} zh`, ms: `${label} ms` });
let months = 0;
/** A campaign body in a month nobody else uses. */
function campaignBody(over: Partial<QuizCampaignInput> = {}): QuizCampaignInput {
  const month = months++;
  return {
    slug: `test-${month}`,
    title: texts('Quiz'),
    startsAt: new Date(Date.UTC(2092, month, 1)).toISOString(),
    endsAt: new Date(Date.UTC(2092, month, 29)).toISOString(),
    answerSeconds: 20,
    eligiblePlaces: 50,
    ...over,
  };
}
const question = (position: number, over: Partial<QuizQuestionInput> = {}): QuizQuestionInput => ({
  position,
  prompt: texts(`Q${position}`),
  choices: [texts('A'), texts('B'), texts('C'), texts('D')],
  correct: 1,
  ...over,
});
const prize = (over: Partial<QuizPrizeInput> = {}): QuizPrizeInput => ({
  label: texts('Try again'),
  kind: 'none',
  coins: 0,
  weight: 10,
  ...over,
});
const table = (): QuizPrizeInput[] => [
  prize({ label: texts('Race tickets'), kind: 'physical', weight: 1, weeklyStock: 15 }),
  prize({ label: texts('5 coins'), kind: 'coins', coins: 5, weight: 20 }),
  prize(),
  prize({ label: texts('2 coins'), kind: 'coins', coins: 2, weight: 30 }),
  prize(),
  prize(),
];

/** The item a test just made: failing here names what was missing. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index} of ${list.length}`);
  return item;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, body?: unknown) =>
  t.call(method, `/api/admin/quiz/${url}`, { token, ...(body !== undefined ? { body } : {}) });

async function created(body: QuizCampaignInput = campaignBody(), token = content): Promise<AdminQuizCampaign> {
  const res = await call('POST', 'campaigns', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminQuizCampaign>();
}
async function withWeek(c: AdminQuizCampaign, days: [number, number] = [0, 7], number = 1): Promise<AdminQuizCampaign> {
  const start = Date.parse(c.startsAt);
  const res = await call('POST', `campaigns/${c.id}/weeks`, content, {
    number,
    startsAt: new Date(start + days[0] * DAY).toISOString(),
    endsAt: new Date(start + days[1] * DAY).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminQuizCampaign>();
}
const audits = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select(['operators.username', 'audit_log.detail'])
    .where('action', '=', action)
    .where('target', '=', target)
    .orderBy('audit_log.id')
    .execute();
const campaignCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quiz_campaigns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('roles', () => {
  it('lets content editors write, every operator read, and refuses players and strangers', async () => {
    const c = await created();
    expect((await call('GET', 'campaigns', support)).statusCode).toBe(200);
    const refused = await call('POST', 'campaigns', support, campaignBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'msg.forbidden' });
    expect((await call('PUT', `campaigns/${c.id}/prizes`, support, { prizes: table() })).statusCode).toBe(403);
    expect((await call('GET', 'campaigns', player.token)).statusCode).toBe(401);
    expect((await call('GET', 'campaigns', undefined)).statusCode).toBe(401);
    // Winners are support's: contact details are not the content editors' business.
    expect((await call('GET', 'awards', content)).statusCode).toBe(403);
    expect((await call('GET', 'awards', support)).statusCode).toBe(200);
    expect((await call('GET', 'awards', admin)).statusCode).toBe(200);
  });
});

describe('campaigns', () => {
  it('creates, lists and edits a campaign, each write audited with its operator', async () => {
    const body = campaignBody();
    const c = await created(body);
    expect(c).toMatchObject({
      slug: body.slug,
      title: body.title,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      answerSeconds: 20,
      eligiblePlaces: 50,
      weeks: [],
      prizes: [],
    });
    const list = (await call('GET', 'campaigns', admin)).json<AdminQuizCampaign[]>();
    expect(list.find((row) => row.id === c.id)?.slug).toBe(body.slug);

    const res = await call('PUT', `campaigns/${c.id}`, admin, { ...body, title: texts('Renamed'), answerSeconds: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminQuizCampaign>()).toMatchObject({ title: texts('Renamed'), answerSeconds: 30 });
    expect((await audits('quiz.campaign.create', String(c.id))).map((a) => a.username)).toEqual(['quiz-content']);
    const [update] = await audits('quiz.campaign.update', String(c.id));
    expect(update).toMatchObject({ username: 'admin', detail: { answerSeconds: 30, before: { answerSeconds: 20 } } });
  });

  it.each([
    ['an answer time under 5 seconds', { answerSeconds: 4 }],
    ['an answer time over 120 seconds', { answerSeconds: 121 }],
    ['a fractional answer time', { answerSeconds: 2.5 }],
    ['no places', { eligiblePlaces: 0 }],
    ['places past the column', { eligiblePlaces: 100_001 }],
    ['places past int4', { eligiblePlaces: 2 ** 31 }],
    ['a slug with capitals and spaces', { slug: 'Bad Slug' }],
    ['an empty slug', { slug: '' }],
    ['a blank Chinese title', { title: { en: 'Quiz', zh: '   ', ms: 'Kuiz' } }],
    ['an end before the start', { startsAt: '2093-05-02T00:00:00.000Z', endsAt: '2093-05-01T00:00:00.000Z' }],
    ['an end equal to the start', { startsAt: '2093-05-02T00:00:00.000Z', endsAt: '2093-05-02T00:00:00.000Z' }],
    ['a start that is not a date', { startsAt: 'next monday' }],
    ['a year out of reach', { startsAt: '1900-01-01T00:00:00.000Z' }],
  ])('refuses %s with a 400 and stores nothing', async (_name, over) => {
    const before = await campaignCount();
    const res = await call('POST', 'campaigns', content, { ...campaignBody(), ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    expect(await campaignCount()).toBe(before);
  });

  it('refuses a taken slug and dates that overlap another campaign (one campaign runs at a time)', async () => {
    const c = await created();
    const taken = await call('POST', 'campaigns', content, campaignBody({ slug: c.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'msg.invalidRequest', typ: 'slug' });
    const overlap = await call(
      'POST',
      'campaigns',
      content,
      campaignBody({ startsAt: new Date(Date.parse(c.endsAt) - DAY).toISOString() }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: 'msg.quizDatesOverlap', typ: 'startsAt' });
  });

  it('keeps a started campaign on its start, while its title and end may still change', async () => {
    // The one test campaign running at the clock's now.
    const body = campaignBody({ startsAt: new Date(NOW - DAY).toISOString(), endsAt: new Date(NOW + 20 * DAY).toISOString() });
    const c = await created(body);
    const moved = await call('PUT', `campaigns/${c.id}`, content, { ...body, startsAt: new Date(NOW + DAY).toISOString() });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: 'msg.quizAlreadyStarted', typ: 'startsAt' });
    const ok = await call('PUT', `campaigns/${c.id}`, content, {
      ...body,
      title: texts('Still running'),
      endsAt: new Date(NOW + 10 * DAY).toISOString(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AdminQuizCampaign>().title).toEqual(texts('Still running'));
  });

  it('keeps its weeks inside: the campaign cannot shrink past them', async () => {
    const body = campaignBody();
    const c = await withWeek(await created(body), [7, 14]);
    const res = await call('PUT', `campaigns/${c.id}`, content, {
      ...body,
      endsAt: new Date(Date.parse(c.startsAt) + 10 * DAY).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'msg.quizDatesOverlap', typ: 'endsAt' });
  });

  it('answers an unknown campaign with a 404 and an id past int4 with a 400', async () => {
    expect((await call('PUT', 'campaigns/999999', content, campaignBody())).statusCode).toBe(404);
    expect((await call('PUT', `campaigns/${2 ** 31}`, content, campaignBody())).statusCode).toBe(400);
    expect((await call('PUT', 'campaigns/0/prizes', content, { prizes: table() })).statusCode).toBe(400);
  });
});

describe('weeks', () => {
  it('adds weeks inside the campaign and refuses a clash, a week outside and an out-of-range number', async () => {
    const c = await withWeek(await created(), [0, 7], 1);
    const start = Date.parse(c.startsAt);
    const at = (d: number) => new Date(start + d * DAY).toISOString();
    const add = (body: unknown) => call('POST', `campaigns/${c.id}/weeks`, content, body);

    const second = await add({ number: 2, startsAt: at(7), endsAt: at(14) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<AdminQuizCampaign>().weeks.map((w) => w.number)).toEqual([1, 2]);

    expect((await add({ number: 2, startsAt: at(14), endsAt: at(21) })).json()).toEqual({ message: 'msg.invalidRequest', typ: 'number' });
    const overlap = await add({ number: 3, startsAt: at(13), endsAt: at(20) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: 'msg.quizDatesOverlap', typ: 'startsAt' });
    expect((await add({ number: 3, startsAt: at(25), endsAt: at(40) })).json()).toEqual({
      message: 'msg.quizDatesOverlap',
      typ: 'startsAt',
    });
    for (const number of [0, 61, 1.5, -1]) expect((await add({ number, startsAt: at(14), endsAt: at(21) })).statusCode).toBe(400);
    expect((await add({ number: 3, startsAt: at(21), endsAt: at(14) })).statusCode).toBe(400);
    expect((await audits('quiz.week.create', String(second.json<AdminQuizCampaign>().weeks[1]?.id))).length).toBe(1);
  });

  it('keeps a started week on its start; its end and number may still change', async () => {
    // A campaign of last month: its first week began before the clock's now.
    const c = await withWeek(
      await created(campaignBody({ startsAt: new Date(NOW - 60 * DAY).toISOString(), endsAt: new Date(NOW - 31 * DAY).toISOString() })),
    );
    const week = nth(c.weeks, 0);
    const moved = await call('PUT', `weeks/${week.id}`, content, {
      number: 1,
      startsAt: new Date(Date.parse(week.startsAt) + DAY).toISOString(),
      endsAt: week.endsAt,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: 'msg.quizAlreadyStarted', typ: 'startsAt' });
    const ends = new Date(Date.parse(week.endsAt) - DAY).toISOString();
    const ok = await call('PUT', `weeks/${week.id}`, content, { number: 2, startsAt: week.startsAt, endsAt: ends });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AdminQuizCampaign>().weeks[0]).toMatchObject({ number: 2, endsAt: ends });
    expect(await audits('quiz.week.update', String(week.id))).toHaveLength(1);
  });
});

/** A player's play of the week that was asked the first question: what the guards protect. */
async function askedFirstQuestion(weekId: number, questionId: number): Promise<void> {
  const entry = await t.db
    .insertInto('quiz_entries')
    .values({
      week_id: weekId,
      player_id: player.id,
      idempotency_key: `entry-${weekId}`,
      choice_orders: JSON.stringify([[0, 1, 2, 3]]),
      started_at: new Date(NOW),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('quiz_answers')
    .values({
      entry_id: entry.id,
      player_id: player.id,
      position: 1,
      question_id: questionId,
      asked_at: new Date(NOW),
      deadline: new Date(NOW + 20_000),
    })
    .execute();
}

describe("a week's questions", () => {
  const five = () => [1, 2, 3, 4, 5].map((p) => question(p));

  it('stores five questions in three languages with the right choice, audited', async () => {
    const week = nth((await withWeek(await created())).weeks, 0);
    const res = await call('PUT', `weeks/${week.id}/questions`, content, {
      questions: [...five().slice(0, 4), question(5, { choices: [texts('X'), texts('Y'), texts('Z')], correct: 2 })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = nth(res.json<AdminQuizCampaign>().weeks, 0).questions;
    expect(stored.map((q) => [q.position, q.choices.length, q.correct, q.asked])).toEqual([
      [1, 4, 1, 0],
      [2, 4, 1, 0],
      [3, 4, 1, 0],
      [4, 4, 1, 0],
      [5, 3, 2, 0],
    ]);
    expect(stored[4]?.choices[2]).toEqual(texts('Z'));
    expect(await audits('quiz.questions.put', String(week.id))).toHaveLength(1);
  });

  it.each([
    ['two choices', { questions: [question(1, { choices: [texts('A'), texts('B')] })] }],
    ['five choices', { questions: [question(1, { choices: [texts('A'), texts('B'), texts('C'), texts('D'), texts('E')] })] }],
    ['the right choice past the last', { questions: [question(1, { choices: [texts('A'), texts('B'), texts('C')], correct: 3 })] }],
    ['a negative right choice', { questions: [question(1, { correct: -1 })] }],
    ['position 6', { questions: [question(6)] }],
    ['position 0', { questions: [question(0)] }],
    ['one position twice', { questions: [question(1), question(1)] }],
    ['six questions', { questions: [1, 2, 3, 4, 5, 5].map((p) => question(p)) }],
    ['a blank Malay choice', { questions: [question(1, { choices: [texts('A'), { en: 'B', zh: 'B', ms: ' ' }, texts('C')] })] }],
    ['a prompt without Chinese', { questions: [question(1, { prompt: { en: 'Q', ms: 'S' } as QuizQuestionInput['prompt'] })] }],
    ['a prompt too long', { questions: [question(1, { prompt: texts('x'.repeat(400)) })] }],
  ])('refuses %s with a 400', async (_name, body) => {
    const week = nth((await withWeek(await created())).weeks, 0);
    const res = await call('PUT', `weeks/${week.id}/questions`, content, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    expect(await t.db.selectFrom('quiz_questions').select('id').where('week_id', '=', week.id).execute()).toEqual([]);
  });

  it('keeps an asked question on its right answer and a played week on its questions, while wording may change', async () => {
    const week = nth((await withWeek(await created())).weeks, 0);
    const first = nth(
      (await call('PUT', `weeks/${week.id}/questions`, content, { questions: five() })).json<AdminQuizCampaign>().weeks,
      0,
    ).questions;
    await askedFirstQuestion(week.id, nth(first, 0).id);
    const put = (questions: QuizQuestionInput[]) => call('PUT', `weeks/${week.id}/questions`, content, { questions });

    const rightMoved = await put([question(1, { correct: 2 }), ...five().slice(1)]);
    expect(rightMoved.statusCode).toBe(409);
    expect(rightMoved.json()).toEqual({ message: 'msg.quizAlreadyPlayed', typ: 'correct' });
    const removed = await put(five().slice(0, 4));
    expect(removed.json()).toEqual({ message: 'msg.quizAlreadyPlayed', typ: 'questions' });
    const fewerChoices = await put([...five().slice(0, 4), question(5, { choices: [texts('A'), texts('B'), texts('C')] })]);
    expect(fewerChoices.json()).toEqual({ message: 'msg.quizAlreadyPlayed', typ: 'questions' });

    // A typo fixed, and the right answer of a question nobody was asked yet.
    const reworded = await put([question(1, { prompt: texts('Fixed typo') }), question(2, { correct: 3 }), ...five().slice(2)]);
    expect(reworded.statusCode, reworded.body).toBe(200);
    const after = nth(reworded.json<AdminQuizCampaign>().weeks, 0);
    expect(after.plays).toBe(1);
    expect(after.questions[0]).toMatchObject({ id: nth(first, 0).id, prompt: texts('Fixed typo'), correct: 1, asked: 1 });
    expect(after.questions[1]?.correct).toBe(3);
    // The answers still point at the same question rows.
    expect(after.questions.map((q) => q.id)).toEqual(first.map((q) => q.id));
  });

  it('answers an unknown week with a 404', async () => {
    expect((await call('PUT', 'weeks/999999/questions', content, { questions: five() })).statusCode).toBe(404);
  });
});

describe("the roulette's prize table", () => {
  it('stores 6 to 12 slots in wheel order, editing in place (ids kept) and dropping slots past the new end', async () => {
    const c = await created();
    const eight = [...table(), prize(), prize()];
    const first = (await call('PUT', `campaigns/${c.id}/prizes`, content, { prizes: eight })).json<AdminQuizCampaign>().prizes;
    expect(first.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(first[1]).toMatchObject({ kind: 'coins', coins: 5, weight: 20, weeklyStock: null });
    expect(first[0]).toMatchObject({ kind: 'physical', coins: 0, weight: 1, weeklyStock: 15 });

    const next = table();
    next[1] = prize({ label: texts('7.5 coins'), kind: 'coins', coins: 7.5, weight: 25 });
    const res = await call('PUT', `campaigns/${c.id}/prizes`, admin, { prizes: next });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<AdminQuizCampaign>().prizes;
    expect(second.map((p) => p.id)).toEqual(first.slice(0, 6).map((p) => p.id));
    expect(second[1]).toMatchObject({ coins: 7.5, weight: 25 });
    const [line] = (await audits('quiz.prizes.put', String(c.id))).slice(-1);
    expect(line).toMatchObject({ username: 'admin', detail: { prizes: next } });
  });

  const replaced = (i: number, over: Partial<QuizPrizeInput>) => table().map((p, j) => (j === i ? { ...p, ...over } : p));
  it.each([
    ['five slots', table().slice(0, 5)],
    ['thirteen slots', [...table(), ...table(), prize()]],
    ['every weight 0', table().map((p) => ({ ...p, weight: 0 }))],
    ['a negative weight', replaced(2, { weight: -1 })],
    ['a weight past the column', replaced(2, { weight: 1_000_001 })],
    ['a fractional weight', replaced(2, { weight: 1.5 })],
    ['a coins slot paying nothing', replaced(1, { coins: 0 })],
    ['a ticket paying coins', replaced(0, { coins: 3 })],
    ['coins past the column', replaced(1, { coins: 1_000_001 })],
    ['a third decimal', replaced(1, { coins: 0.005 })],
    ['a stock past the column', replaced(0, { weeklyStock: 100_001 })],
    ['a negative stock', replaced(0, { weeklyStock: -1 })],
    ['an unknown kind', replaced(0, { kind: 'car' as QuizPrizeInput['kind'] })],
    ['a blank label', replaced(0, { label: { en: 'Tickets', zh: '', ms: 'Tiket' } })],
  ])('refuses %s with a 400 and keeps the table', async (_name, prizes) => {
    const c = await created();
    const res = await call('PUT', `campaigns/${c.id}/prizes`, content, { prizes });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    expect(await t.db.selectFrom('quiz_prizes').select('id').where('campaign_id', '=', c.id).execute()).toEqual([]);
  });
});

describe('winners', () => {
  let campaign: AdminQuizCampaign;
  let round = 0;

  beforeAll(async () => {
    campaign = await withWeek(await created());
    const res = await call('PUT', `campaigns/${campaign.id}/prizes`, content, { prizes: table() });
    campaign = res.json<AdminQuizCampaign>();
  });

  /** What a spin leaves: a round, the week's entry and the award (as the roulette writes them). */
  async function won(kind: 'physical' | 'coins', at = NOW): Promise<number> {
    const winner = await makePlayer(t);
    const week = nth(campaign.weeks, 0);
    const prizeRow = nth(campaign.prizes, kind === 'physical' ? 0 : 1);
    const { id: roundId } = await t.db
      .insertInto('game_rounds')
      .values({
        player_id: winner.id,
        game: 'QUIZROULETTE',
        bet: 0,
        payout: prizeRow.coins,
        outcome: '{}',
        state: 'settled',
        params: '{}',
        detail: '{}',
        idempotency_key: `round-${++round}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: entryId } = await t.db
      .insertInto('quiz_entries')
      .values({
        week_id: week.id,
        player_id: winner.id,
        idempotency_key: `won-${round}`,
        choice_orders: '[]',
        started_at: new Date(at),
        place: round,
        spin_round_id: roundId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('quiz_awards')
      .values({
        entry_id: entryId,
        player_id: winner.id,
        week_id: week.id,
        round_id: roundId,
        prize_id: prizeRow.id,
        label: JSON.stringify(prizeRow.label),
        kind,
        coins: prizeRow.coins,
        state: kind === 'physical' ? 'awaitingContact' : 'credited',
        contact_by: kind === 'physical' ? new Date(at + 5 * DAY) : null,
        created_at: new Date(at),
        updated_at: new Date(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const move = (id: number, body: unknown, token = support) => call('PUT', `awards/${id}`, token, body);
  const list = async (query: string) => {
    const res = await call('GET', `awards?campaignId=${campaign.id}&${query}`, support);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminQuizAwardPage>();
  };

  it('lists the winners with whom to reach and by when; awaiting contact shows the nearest deadline first', async () => {
    const later = await won('physical', NOW);
    const earlier = await won('physical', NOW - DAY);
    const coins = await won('coins');
    const awaiting = await list('state=awaitingContact');
    const ids = awaiting.rows.map((r) => r.id);
    expect(ids).toContain(later);
    expect(ids).not.toContain(coins);
    const row = nth(
      awaiting.rows.filter((r) => r.id === later),
      0,
    );
    expect(row).toMatchObject({
      campaignId: campaign.id,
      weekNumber: 1,
      kind: 'physical',
      state: 'awaitingContact',
      label: texts('Race tickets'),
      contactBy: new Date(NOW + 5 * DAY).toISOString(),
      wonAt: new Date(NOW).toISOString(),
      fullName: 'Spin Tester',
    });
    expect(row.uid).toMatch(/^user/);
    // Won a day before, so due a day sooner: on top although it was recorded after.
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    expect((await list('state=credited')).rows.map((r) => r.id)).toContain(coins);
    expect((await list(`weekId=${nth(campaign.weeks, 0).id}`)).rows.length).toBeGreaterThanOrEqual(3);
    expect((await list('limit=1')).nextCursor).not.toBeNull();
  });

  it('moves a prize from awaiting contact to contacted to shipped, with a note, audited, telling the winner', async () => {
    const id = await won('physical');
    const contacted = await move(id, { state: 'contacted', note: '  called, address confirmed  ' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json<AdminQuizAward>()).toMatchObject({ state: 'contacted', note: 'called, address confirmed' });
    const shipped = await move(id, { state: 'shipped', note: 'POS MY123' }, admin);
    expect(shipped.json<AdminQuizAward>()).toMatchObject({ state: 'shipped', note: 'POS MY123' });
    expect((await audits('quiz.award.state', String(id))).map((a) => [a.username, (a.detail as { state: string }).state])).toEqual([
      ['quiz-support', 'contacted'],
      ['admin', 'shipped'],
    ]);
    const { player_id: winner } = await t.db.selectFrom('quiz_awards').select('player_id').where('id', '=', id).executeTakeFirstOrThrow();
    const inbox = await t.db.selectFrom('inbox_messages').select('id').where('player_id', '=', winner).execute();
    expect(inbox.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a move the prize cannot make, changing nothing', async () => {
    const id = await won('physical');
    const skipped = await move(id, { state: 'shipped' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ message: 'msg.invalidRequest' });
    expect((await move(id, { state: 'forfeited', note: 'declined the prize' })).statusCode).toBe(200);
    expect((await move(id, { state: 'contacted' })).statusCode).toBe(409);
    const coins = await won('coins');
    expect((await move(coins, { state: 'contacted' })).statusCode).toBe(409);
    expect((await t.db.selectFrom('quiz_awards').select('state').where('id', '=', coins).executeTakeFirstOrThrow()).state).toBe('credited');
    expect(await audits('quiz.award.state', String(coins))).toEqual([]);
  });

  it.each([
    ['a state the console cannot set', { state: 'credited' }],
    ['an unknown state', { state: 'lost' }],
    ['a note too long', { state: 'contacted', note: 'x'.repeat(501) }],
    ['no state', { note: 'hello' }],
  ])('refuses %s with a 400', async (_name, body) => {
    const id = await won('physical');
    const res = await move(id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect((await t.db.selectFrom('quiz_awards').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe(
      'awaitingContact',
    );
  });

  it('answers an unknown prize with a 404, a content editor with a 403, and a bad filter with a 400', async () => {
    expect((await move(999_999_999, { state: 'contacted' })).statusCode).toBe(404);
    expect((await move(await won('physical'), { state: 'contacted' }, content)).statusCode).toBe(403);
    expect((await call('GET', 'awards?state=lost', support)).statusCode).toBe(400);
    expect((await call('GET', 'awards?cursor=abc', support)).statusCode).toBe(400);
    expect((await call('GET', `awards?weekId=${2 ** 31}`, support)).statusCode).toBe(400);
    expect((await call('GET', 'awards?limit=101', support)).statusCode).toBe(400);
  });
});
