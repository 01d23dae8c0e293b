// Physical quiz prizes are mailed within 14 working days (SPEC 9, issue 26
// item 3): the public holidays the operator keeps (routes, audited, keyed
// 400s), each prize's mail-by day from them, its mailed mark, the late flag
// on the fake clock, and the late summary; the winner's own view of the same
// day (quiz status), then of the day it was mailed.
//
// The clock stands in December 2090, far from every other test's prizes:
// won Friday 2090-12-15 10:00 GMT+8; with Christmas (Mon 25) and New Year
// (Mon 1) kept as holidays, 14 working days end Monday 2091-01-08.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import type { AdminQuizAward, AdminQuizAwardPage } from '../../contract/games/quizConsole';
import type { QuizStatus, RouletteAnswer, RouletteHistoryPage } from '../../contract/games/quiz';
import { QUIZ_API } from '../../contract/games/quizRules';
import type { PublicHolidayList, QuizMailLate } from '../../contract/games/quizMail';
import { hashPassword } from '../../server/auth/password';
import { awardsOfIds } from '../../server/games/quiz/awards';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { exportCsv } from './helpers/csv';
import { placeEntry, rouletteCampaign, TICKETS } from './helpers/quizRoulette';
import { makePlayer } from './helpers/spin';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
let weekId: number;

const WON = Date.parse('2090-12-15T02:00:00Z');
/** The last minute of the mail-by day (GMT+8), and the first after it. */
const LAST_MINUTE = Date.parse('2091-01-08T15:59:00Z');
const TOO_LATE = Date.parse('2091-01-08T16:00:00Z');

beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  t.clock.set(new Date(WON));
  admin = await operatorToken(t);
  support = await withRole('support');
  content = await withRole('content');
  weekId = (await rouletteCampaign(t, [TICKETS])).weekIds[0] ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** Moves the frozen clock; a jump of weeks outlives an operator session, so support signs in again. */
async function at(ms: number): Promise<void> {
  t.clock.set(new Date(ms));
  support = await operatorToken(t, { username: 'mail-support', password: 'operator123' });
}

async function withRole(role: 'support' | 'content'): Promise<string> {
  const username = `mail-${role}`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  return operatorToken(t, { username, password: 'operator123' });
}

const name = { en: 'Christmas', zh: '圣诞节', ms: 'Hari Krismas' };
const putHoliday = (body: unknown, token = support) => t.call('PUT', '/api/admin/holidays', { token, body });
const auditOf = (action: string, target: string) =>
  t.db.selectFrom('audit_log').select(['action', 'target', 'detail']).where('action', '=', action).where('target', '=', target).execute();

let round = 0;
/** What a spin leaves for a physical prize: a round, the week's entry and the award. */
async function won(kind: 'physical' | 'coins' = 'physical'): Promise<number> {
  const winner = await makePlayer(t);
  const at = new Date(WON);
  const { id: roundId } = await t.db
    .insertInto('game_rounds')
    .values({
      player_id: winner.id,
      game: 'QUIZROULETTE',
      bet: 0,
      payout: 0,
      outcome: '{}',
      state: 'settled',
      params: '{}',
      detail: '{}',
      idempotency_key: `mail-round-${++round}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: entryId } = await t.db
    .insertInto('quiz_entries')
    .values({
      week_id: weekId,
      player_id: winner.id,
      idempotency_key: `mail-won-${round}`,
      choice_orders: '[]',
      started_at: at,
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
      week_id: weekId,
      round_id: roundId,
      prize_id: null,
      label: JSON.stringify(TICKETS.label),
      kind,
      coins: kind === 'coins' ? 5 : 0,
      state: kind === 'physical' ? 'awaitingContact' : 'credited',
      contact_by: kind === 'physical' ? new Date(WON + 5 * 86_400_000) : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function award(id: number): Promise<AdminQuizAward> {
  const res = await t.call('GET', `/api/admin/quiz/awards?weekId=${weekId}&limit=100`, { token: support });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<AdminQuizAwardPage>().rows.find((r) => r.id === id);
  if (!found) throw new Error(`award ${id} not listed`);
  return found;
}
async function late(): Promise<QuizMailLate> {
  const res = await t.call('GET', '/api/admin/quiz/awards/late', { token: support });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuizMailLate>();
}
const move = async (id: number, state: string) => {
  const res = await t.call('PUT', `/api/admin/quiz/awards/${id}`, { token: support, body: { state } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminQuizAward>();
};

describe('public holidays', () => {
  it.each([
    ['2090-02-30', 'not a calendar day'],
    ['25/12/2090', 'another format'],
    ['1999-12-25', 'out of range'],
    ['', 'empty'],
  ])('refuses %s (%s) with msg.holidayDateInvalid and keeps nothing', async (day) => {
    const res = await putHoliday({ day, name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: MSG.holidayDateInvalid });
  });

  it('refuses a name missing or blank in a language with msg.holidayNameMissing', async () => {
    for (const bad of [
      { en: 'Christmas', zh: '圣诞节' },
      { ...name, ms: '   ' },
    ]) {
      const res = await putHoliday({ day: '2090-12-25', name: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.holidayNameMissing });
    }
    expect(await t.db.selectFrom('public_holidays').select('day').where('day', '=', '2090-12-25').execute()).toEqual([]);
  });

  it('lets support and admins write and every operator read; each change is audited', async () => {
    expect((await putHoliday({ day: '2090-12-25', name }, content)).statusCode).toBe(403);
    expect((await putHoliday({ day: '2090-12-25', name: { ...name, en: ' Xmas ' } })).statusCode).toBe(200);
    expect((await putHoliday({ day: '2090-12-25', name }, admin)).statusCode).toBe(200); // a rename
    expect((await putHoliday({ day: '2091-01-01', name: { en: 'New Year', zh: '元旦', ms: 'Tahun Baru' } })).statusCode).toBe(200);
    const list = await t.call('GET', '/api/admin/holidays', { token: content });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<PublicHolidayList>().days).toEqual(expect.arrayContaining([{ day: '2090-12-25', name }]));
    const lines = await auditOf('holiday.set', '2090-12-25');
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.detail)).toContainEqual({ name, before: { ...name, en: 'Xmas' } });
  });

  it('deletes a holiday (audited), 404 for one not kept, msg.holidayDateInvalid for a bad date', async () => {
    expect((await putHoliday({ day: '2090-12-26', name })).statusCode).toBe(200);
    const gone = await t.call('DELETE', '/api/admin/holidays/2090-12-26', { token: support });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await auditOf('holiday.delete', '2090-12-26')).toHaveLength(1);
    expect((await t.call('DELETE', '/api/admin/holidays/2090-12-26', { token: support })).statusCode).toBe(404);
    const bad = await t.call('DELETE', '/api/admin/holidays/2090-13-01', { token: support });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({ message: MSG.holidayDateInvalid });
  });
});

describe("the winner's view", () => {
  it('shows the player the same mail-by day on the spin, in the history and the status, then the day it was mailed', async () => {
    const p = await makePlayer(t);
    await placeEntry(t, weekId, p.id, { place: 50 });
    const res = await t.call('POST', `/api/${QUIZ_API.roulette}`, { token: p.token, body: { weekId, idempotencyKey: randomUUID() } });
    expect(res.statusCode, res.body).toBe(200);
    const won = res.json<RouletteAnswer>().spin.award;
    expect(won).toMatchObject({ kind: 'physical', mailBy: '2091-01-08', mailedAt: null });
    const id = won?.id ?? 0;
    await move(id, 'contacted');
    await move(id, 'shipped');
    const mailed = { state: 'shipped', mailBy: '2091-01-08', mailedAt: new Date(WON).toISOString() };
    const history = await t.call('GET', `/api/${QUIZ_API.history}`, { token: p.token });
    expect(history.json<RouletteHistoryPage>().rows[0]?.award).toMatchObject(mailed);
    const status = await t.call('GET', `/api/${QUIZ_API.status}`, { token: p.token });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<QuizStatus>().awards.find((a) => a.id === id)).toMatchObject(mailed);
  });

  it('gives a coins prize and a forfeited one no mail-by day', async () => {
    const coins = await won('coins');
    const lost = await won();
    await move(lost, 'forfeited');
    const rows = await awardsOfIds(t.db, [coins, lost]);
    expect(rows.get(coins)).toMatchObject({ mailBy: null, mailedAt: null });
    expect(rows.get(lost)).toMatchObject({ state: 'forfeited', mailBy: null, mailedAt: null });
  });
});

describe('mail-by and late', () => {
  it('gives a physical prize its mail-by day (14 working days, the holidays skipped) and a coins prize none', async () => {
    const id = await won();
    const coins = await won('coins');
    expect(await award(id)).toMatchObject({ mailBy: '2091-01-08', mailedAt: null, late: false });
    expect(await award(coins)).toMatchObject({ mailBy: null, mailedAt: null, late: false });
  });

  it('is on time through the mail-by day, late after it; the summary counts and lists what is still to mail', async () => {
    const open = await won();
    const onTime = await won();
    const forfeited = await won();
    await at(LAST_MINUTE);
    await move(onTime, 'contacted');
    expect(await move(onTime, 'shipped')).toMatchObject({ mailedAt: new Date(LAST_MINUTE).toISOString(), late: false });
    await move(forfeited, 'forfeited');
    expect(await award(open)).toMatchObject({ late: false });
    const before = await late();
    expect(before.rows.map((r) => r.id)).not.toContain(open);

    await at(TOO_LATE);
    expect(await award(open)).toMatchObject({ mailBy: '2091-01-08', late: true });
    expect(await award(onTime)).toMatchObject({ late: false });
    expect(await award(forfeited)).toMatchObject({ state: 'forfeited', late: false });
    const after = await late();
    expect(after.rows.map((r) => r.id)).toContain(open);
    expect(after.rows.every((r) => r.late)).toBe(true);
    expect(after.overdue).toBe(after.rows.length);
    expect(after.mailedLate).toBe(before.mailedLate);

    // Mailed after its day: no longer overdue, counted as mailed late, still flagged.
    await move(open, 'contacted');
    expect(await move(open, 'shipped')).toMatchObject({ mailedAt: new Date(TOO_LATE).toISOString(), late: true });
    const shipped = await late();
    expect(shipped.rows.map((r) => r.id)).not.toContain(open);
    expect(shipped.overdue).toBe(after.overdue - 1);
    expect(shipped.mailedLate).toBe(after.mailedLate + 1);
  });

  it("exports the winners as CSV with the view's filters: mail-by day, mailed date and late flag; support may, a content editor may not", async () => {
    await at(WON);
    const open = await won();
    const mailed = await won();
    const coins = await won('coins');
    await move(mailed, 'contacted');
    await move(mailed, 'shipped');
    await at(TOO_LATE);
    const rows = await exportCsv(t, `quiz-winners.csv?weekId=${weekId}`, support);
    const row = (id: number) => rows.find((r) => r.id === String(id));
    expect(row(open)).toMatchObject({
      kind: 'physical',
      state: 'awaitingContact',
      prize_en: TICKETS.label.en,
      prize_zh: TICKETS.label.zh,
      mail_by: '08/01/2091',
      mailed: '',
      late: 'true',
    });
    expect(row(mailed)).toMatchObject({ state: 'shipped', mail_by: '08/01/2091', mailed: '15/12/2090 10:00 AM', late: 'false' });
    expect(row(coins)).toMatchObject({ kind: 'coins', coins: '5', mail_by: '', late: '' });
    // Newest first, as the view lists any state but awaiting contact.
    expect(rows.map((r) => Number(r.id))).toEqual(rows.map((r) => Number(r.id)).sort((a, b) => b - a));
    const waiting = await exportCsv(t, `quiz-winners.csv?weekId=${weekId}&state=awaitingContact`, support);
    expect(waiting.map((r) => r.state)).toEqual(waiting.map(() => 'awaitingContact'));
    expect(waiting.map((r) => r.id)).toContain(String(open));
    // Signed in again: the clock's jump outlived the content editor's session too.
    const editor = await operatorToken(t, { username: 'mail-content', password: 'operator123' });
    expect((await t.call('GET', '/api/admin/export/quiz-winners.csv', { token: editor })).statusCode).toBe(403);
  });

  it('moves a prize still to mail when the holidays change', async () => {
    await at(WON);
    const id = await won();
    expect((await t.call('DELETE', '/api/admin/holidays/2091-01-01', { token: support })).statusCode).toBe(200);
    expect(await award(id)).toMatchObject({ mailBy: '2091-01-05' });
  });
});
