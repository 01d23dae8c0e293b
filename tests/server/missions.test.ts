import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMission, MissionInput, MissionList, PlayerMission } from '../../contract/loyalty/missions';
import type { FtoAnswer, FtoPlay } from '../../contract/games/fto';
import { FTO_ROUNDS } from '../../contract/games/ftoRules';
import { QUIZ_CAMPAIGN } from '../../contract/constants';
import type { QuizAnswer } from '../../contract/games/quiz';
import { beats, HANDS, RSP_COUNTDOWN_MS, type Hand } from '../../contract/games/rspRules';
import type { Streak } from '../../contract/loyalty/streaks';
import type { ServerEvent } from '../../contract/realtime';
import { rspClockPass } from '../../server/games/rsp/job';
import { move, resume, search } from '../../server/games/rsp/service';
import { startOfBusinessDay, startOfBusinessWeek } from '../../server/lib/businessDay';
import { createOperator } from '../../server/auth/operators';
import { testApp, type TestApp } from './helpers/app';
import { exportCsv } from './helpers/csv';
import { operatorToken } from './helpers/accounts';
import { atLastQuestion, okJson, openWeek, quizCalls } from './helpers/quiz';
import { login, makePlayer, newKey, spin, type TestPlayer } from './helpers/spin';
import { giveCoins } from './helpers/wallet';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await testApp();
  op = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const text = (en: string) => ({ en, zh: `${en} (zh)`, ms: `${en} (ms)` });
const input = (over: Partial<MissionInput> = {}): MissionInput => ({
  title: text('Play Find The Odd'),
  body: text('Finish one play'),
  goal: 'ftoFinish',
  target: 1,
  reward: 5,
  period: 'daily',
  startsAt: new Date(t.clock.now().getTime() - 30 * DAY).toISOString(),
  endsAt: new Date(t.clock.now().getTime() + 60 * DAY).toISOString(),
  ...over,
});

async function addMission(over: Partial<MissionInput> = {}): Promise<AdminMission> {
  const res = await t.call('POST', '/api/admin/missions', { token: op, body: input(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminMission>();
}

async function mine(p: TestPlayer, id: number): Promise<PlayerMission> {
  const res = await t.call('GET', '/api/missions/mine', { token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<MissionList>().missions.find((m) => m.id === id);
  if (!found) throw new Error(`mission ${id} not listed`);
  return found;
}

/** Moves the app's clock and signs the player in again there (a session lasts 24 hours). */
async function at(p: TestPlayer, when: Date): Promise<void> {
  t.clock.set(when);
  p.token = await login(t, p.uid, 'spin1234');
}

const claim = (p: TestPlayer, id: number) => t.call('POST', `/api/missions/${id}/claim`, { token: p.token });

/** A whole Find The Odd play, every round answered with card 0: a real finished round in game_rounds. */
async function playFto(p: TestPlayer): Promise<void> {
  const play = (await t.call('POST', '/api/games/fto/play', { token: p.token, body: { idempotencyKey: newKey() } })).json<FtoPlay>();
  let last: FtoAnswer | null = null;
  for (let round = 1; round <= FTO_ROUNDS; round++) {
    expect((await t.call('POST', '/api/games/fto/deal', { token: p.token, body: { playId: play.id, round } })).statusCode).toBe(200);
    last = (await t.call('POST', '/api/games/fto/answer', { token: p.token, body: { playId: play.id, round, card: 0 } })).json<FtoAnswer>();
  }
  expect(last?.play.finished).toBe(true);
}

/** A rock scissor paper match of 10 coins against the house, the player's two hands chosen to win or lose it. */
async function rspMatch(p: TestPlayer, outcome: 'won' | 'lost'): Promise<void> {
  const deps = { db: t.db, realtime: t.realtime, clock: t.clock.now };
  await search(deps, p.id, { bet: 10, idempotencyKey: newKey() }, { min: 1, max: 1000 }, t.clock.now());
  // The house takes the match after the wait, and its hands are drawn then.
  t.clock.advance(10_000);
  await rspClockPass(deps);
  const matchId = (await resume(deps, p.id, t.clock.now())).match?.id ?? 0;
  const { state } = await t.db.selectFrom('rsp_matches').select('state').where('id', '=', matchId).executeTakeFirstOrThrow();
  const house = (state as { house: Hand[] }).house;
  const hand = (against: Hand | undefined): Hand =>
    HANDS.find((h) => (outcome === 'won' ? beats(h, against ?? 'rock') : beats(against ?? 'rock', h))) ?? 'rock';
  t.clock.advance(RSP_COUNTDOWN_MS);
  await move(deps, p.id, { matchId, round: 1, hand: hand(house[0]) }, t.clock.now());
  t.clock.advance(3_000);
  const reply = await move(deps, p.id, { matchId, round: 2, hand: hand(house[1]) }, t.clock.now());
  expect(reply.match?.result?.outcome).toBe(outcome);
}

const coinsOf = async (playerId: number, type: 'MISSION' | 'STREAK') =>
  (
    await t.db
      .selectFrom('coin_entries')
      .select('amount')
      .where('player_id', '=', playerId)
      .where('type', '=', type)
      .orderBy('id')
      .execute()
  ).map((e) => Number(e.amount));

describe('missions in the console', () => {
  it('refuses bad input with its catalogue key and audits a good one', async () => {
    const bad: [Partial<MissionInput>, string][] = [
      [{ reward: -1 }, 'msg.missionRewardInvalid'],
      [{ goal: 'jump' }, 'msg.missionGoalInvalid'],
      [{ period: 'hourly' }, 'msg.missionPeriodInvalid'],
      [{ target: 0 }, 'msg.missionTargetInvalid'],
      [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'msg.missionDatesInvalid'],
      [{ startsAt: 'tomorrow' }, 'msg.missionDatesInvalid'],
      [{ title: { en: 'A', zh: 'B', ms: ' ' } }, 'msg.missionTextMissing'],
    ];
    for (const [over, key] of bad) {
      const res = await t.call('POST', '/api/admin/missions', { token: op, body: input(over) });
      expect([res.statusCode, res.json()]).toEqual([400, { message: key }]);
    }
    const m = await addMission();
    const trail = await t.db.selectFrom('audit_log').select('action').where('target', '=', String(m.id)).execute();
    expect(trail.map((r) => r.action)).toContain('mission.create');
    // Guests see what exists, without progress.
    const guest = (await t.call('GET', '/api/missions')).json<MissionList>().missions.find((x) => x.id === m.id);
    expect(guest).toMatchObject({ progress: null, claimed: false, reward: 5 });
  });

  it('exports every mission as CSV, its title in the three languages; content editors may, support may not', async () => {
    const m = await addMission({ title: text('Find it, twice'), target: 2, period: 'weekly' });
    const username = 'missions-csv-content';
    await createOperator(t.db, { username, password: 'content-secret-123', role: 'content' });
    const editor = await operatorToken(t, { username, password: 'content-secret-123' });
    const rows = await exportCsv(t, 'missions.csv', editor);
    expect(rows.find((r) => r.id === String(m.id))).toMatchObject({
      title_en: 'Find it, twice',
      title_zh: 'Find it, twice (zh)',
      title_ms: 'Find it, twice (ms)',
      goal: 'ftoFinish',
      period: 'weekly',
      target: '2',
      reward: '5',
      active: 'true',
    });
    expect(rows.map((r) => Number(r.id))).toEqual(rows.map((r) => Number(r.id)).sort((a, b) => a - b));
    await createOperator(t.db, { username: 'missions-csv-support', password: 'support-secret-123', role: 'support' });
    const support = await operatorToken(t, { username: 'missions-csv-support', password: 'support-secret-123' });
    expect((await t.call('GET', '/api/admin/export/missions.csv', { token: support })).statusCode).toBe(403);
  });
});

describe('missions edited and removed in the console', () => {
  it('edits a mission and removes it, each with its audit line; a bad edit is its key, an unknown mission a 404', async () => {
    const m = await addMission({ reward: 5 });
    const url = `/api/admin/missions/${m.id}`;
    const edited = await t.call('PUT', url, { token: op, body: input({ title: text('Renamed'), reward: 8, active: false, sort: 4 }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminMission>()).toMatchObject({ id: m.id, title: text('Renamed'), reward: 8, active: false, sort: 4 });
    // Paused: no longer offered to players.
    expect((await t.call('GET', '/api/missions')).json<MissionList>().missions.some((x) => x.id === m.id)).toBe(false);

    const bad = await t.call('PUT', url, { token: op, body: input({ reward: -1 }) });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'msg.missionRewardInvalid' }]);
    const listed = (await t.call('GET', '/api/admin/missions', { token: op }))
      .json<{ missions: AdminMission[] }>()
      .missions.find((x) => x.id === m.id);
    expect(listed).toMatchObject({ reward: 8, title: text('Renamed') });
    const unknown = await t.call('PUT', '/api/admin/missions/999999', { token: op, body: input() });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'msg.invalidRequest' }]);

    expect((await t.call('DELETE', url, { token: op })).statusCode).toBe(200);
    const again = await t.call('DELETE', url, { token: op });
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'msg.invalidRequest' }]);
    expect(
      (await t.call('GET', '/api/admin/missions', { token: op })).json<{ missions: AdminMission[] }>().missions.some((x) => x.id === m.id),
    ).toBe(false);

    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'detail'])
      .where('target', '=', String(m.id))
      .where('action', 'like', 'mission.%')
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual(['mission.create', 'mission.update', 'mission.delete']);
    expect(trail.every((r) => r.operator_id !== null)).toBe(true);
    expect(trail[1]?.detail).toMatchObject({ reward: 8, active: false });
    // The removed mission as it was, so the trail can tell what went.
    expect(trail[2]?.detail).toMatchObject({ id: m.id, title: text('Renamed'), reward: 8 });
  });

  it('lets only a signed-in operator edit or remove', async () => {
    const m = await addMission();
    const p = await makePlayer(t);
    for (const token of [undefined, p.token]) {
      expect((await t.call('PUT', `/api/admin/missions/${m.id}`, { token, body: input({ reward: 99 }) })).statusCode).toBe(401);
      expect((await t.call('DELETE', `/api/admin/missions/${m.id}`, { token })).statusCode).toBe(401);
    }
  });
});

describe('progress and claims', () => {
  it('counts a real Find The Odd play and tells the devices', async () => {
    const m = await addMission({ reward: 7 });
    const p = await makePlayer(t);
    expect(await mine(p, m.id)).toMatchObject({ progress: 0, claimed: false });
    const unfinished = await claim(p, m.id);
    expect([unfinished.statusCode, unfinished.json()]).toEqual([409, { message: 'msg.missionNotFinished' }]);

    const told = new Promise<void>((resolve) => {
      const original = t.realtime.toPlayer.bind(t.realtime);
      t.realtime.toPlayer = (playerId: number, event: ServerEvent) => {
        original(playerId, event);
        if (playerId === p.id && event.type === 'stale' && event.reason === 'missions') {
          t.realtime.toPlayer = original;
          resolve();
        }
      };
    });
    await playFto(p);
    await told;
    expect(await mine(p, m.id)).toMatchObject({ progress: 1, claimed: false });
  });

  // Apart from the play above: ten Find The Odd deals and 64 claims in one test outran 30 s on a loaded machine.
  it('pays a finished mission once under 64 concurrent taps', async () => {
    const m = await addMission({ goal: 'wheelSpins', target: 1, reward: 7 });
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
    expect(await mine(p, m.id)).toMatchObject({ progress: 1, claimed: false });

    const taps = await Promise.all(Array.from({ length: 64 }, () => claim(p, m.id)));
    expect(taps.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      new Set(taps.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json<{ message: string }>().message}`)),
    ).toEqual(new Set(['409 msg.missionClaimed']));
    expect(await coinsOf(p.id, 'MISSION')).toEqual([7]);
    expect(await mine(p, m.id)).toMatchObject({ claimed: true });
  });

  it('counts coins staked in any game, rock scissor paper wins and quiz weeks answered, from real rounds', async () => {
    t.clock.freeze();
    const realNow = t.clock.now();
    try {
      // Noon GMT+8 of today: the day's missions and the seed's open quiz week hold for the whole test.
      t.clock.set(new Date(startOfBusinessDay(realNow).getTime() + 12 * 3_600_000));
      const stake = await addMission({ goal: 'stakeCoins', target: 50, reward: 5 });
      const win = await addMission({ goal: 'rspWin', target: 1, reward: 5 });
      const quiz = await addMission({ goal: 'quizAnswer', target: 1, reward: 3, period: 'weekly' });
      const p = await makePlayer(t);
      await giveCoins(t, p.uid, 100);

      const bet = await t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: 30, idempotencyKey: newKey() } });
      expect(bet.statusCode, bet.body).toBe(200);
      expect(await mine(p, stake.id)).toMatchObject({ progress: 30 });
      // A lost match: its stake counts, it is no win.
      await rspMatch(p, 'lost');
      expect(await mine(p, stake.id)).toMatchObject({ progress: 40 });
      expect(await mine(p, win.id)).toMatchObject({ progress: 0 });
      const early = await claim(p, stake.id);
      expect([early.statusCode, early.json()]).toEqual([409, { message: 'msg.missionNotFinished' }]);
      await rspMatch(p, 'won');
      expect(await mine(p, stake.id)).toMatchObject({ progress: 50 });
      expect(await mine(p, win.id)).toMatchObject({ progress: 1 });
      expect((await claim(p, stake.id)).statusCode).toBe(200);
      expect((await claim(p, win.id)).statusCode).toBe(200);
      expect(await coinsOf(p.id, 'MISSION')).toEqual([5, 5]);

      // A quiz week counts once answered to the end, not before.
      const { playId, right } = await atLastQuestion(t, p, await openWeek(t));
      expect(await mine(p, quiz.id)).toMatchObject({ progress: 0 });
      await okJson<QuizAnswer>(quizCalls(t).answer(p, playId, QUIZ_CAMPAIGN.questionsPerWeek, right));
      expect(await mine(p, quiz.id)).toMatchObject({ progress: 1 });
    } finally {
      t.clock.set(realNow);
    }
  });

  it('resets a daily mission at GMT+8 midnight and a weekly one on Monday 00:00 GMT+8', async () => {
    t.clock.freeze();
    const realNow = t.clock.now();
    try {
      // Sunday 23:59:50 GMT+8 of next week: one step to a new day and a new week at once.
      const nextMonday = new Date(startOfBusinessWeek(realNow).getTime() + 7 * DAY);
      const daily = await addMission({ goal: 'wheelSpins', target: 1, reward: 1 });
      const weekly = await addMission({ goal: 'wheelSpins', target: 2, reward: 2, period: 'weekly' });
      const p = await makePlayer(t, { chances: { SPINWHEEL: 3 } });
      await at(p, new Date(nextMonday.getTime() - DAY - 10_000));
      expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
      await at(p, new Date(nextMonday.getTime() - 10_000));
      expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
      expect(await mine(p, daily.id)).toMatchObject({ progress: 1, resetsAt: nextMonday.toISOString() });
      expect(await mine(p, weekly.id)).toMatchObject({ progress: 2, resetsAt: nextMonday.toISOString() });
      expect((await claim(p, daily.id)).statusCode).toBe(200);
      t.clock.set(nextMonday);
      expect(startOfBusinessDay(t.clock.now()).getTime()).toBe(nextMonday.getTime());
      expect(await mine(p, daily.id)).toMatchObject({ progress: 0, claimed: false });
      expect(await mine(p, weekly.id)).toMatchObject({ progress: 0, claimed: false });
      expect((await claim(p, weekly.id)).json()).toEqual({ message: 'msg.missionNotFinished' });
    } finally {
      t.clock.set(realNow);
    }
  });

  it('refuses the claim of a mission that has ended (409)', async () => {
    const m = await addMission({
      goal: 'wheelSpins',
      startsAt: new Date(t.clock.now().getTime() - 2 * DAY).toISOString(),
      endsAt: new Date(t.clock.now().getTime() - DAY).toISOString(),
    });
    const p = await makePlayer(t);
    expect([(await claim(p, m.id)).statusCode, (await claim(p, m.id)).json()]).toEqual([409, { message: 'msg.missionExpired' }]);
  });
});

describe('the streak', () => {
  async function playOn(p: TestPlayer, dayStart: Date): Promise<void> {
    await at(p, new Date(dayStart.getTime() + 12 * 3_600_000));
    expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
  }
  const streak = async (p: TestPlayer) => (await t.call('GET', '/api/streak', { token: p.token })).json<Streak>();
  const dayName = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

  it('forgives one missed day with the shield, is lost on the second, and a festival refills the shield', async () => {
    t.clock.freeze();
    const realNow = t.clock.now();
    try {
      // A week from the next fortnight on with no festival of the seeded calendar in it (the week of 25 December
      // 2026 forgave the missed Friday as Christmas, so the first player's streak was never lost).
      const festivals = new Set((await t.db.selectFrom('festival_days').select('day').execute()).map((r) => r.day));
      let monday = new Date(startOfBusinessWeek(realNow).getTime() + 14 * DAY);
      const day = (n: number) => new Date(monday.getTime() + n * DAY);
      while ([0, 1, 2, 3, 4, 5].some((n) => festivals.has(dayName(day(n))))) monday = day(7);
      const p = await makePlayer(t, { chances: { SPINWHEEL: 10 } });
      // Mon, Tue played; Wed missed (shield); Thu played; Fri missed, no shield left: lost on Friday.
      await playOn(p, day(0));
      await playOn(p, day(1));
      await playOn(p, day(3));
      expect(await streak(p)).toMatchObject({ days: 3, shield: false, shielded: [dayName(day(2))], next: { days: 7 } });
      await at(p, new Date(day(5).getTime() + 3_600_000));
      expect(await streak(p)).toMatchObject({ days: 0, lost: { days: 3, on: dayName(day(4)) } });

      // A second player with the same days, but Friday is a festival: the shield is back and Friday is forgiven too.
      const q = await makePlayer(t, { chances: { SPINWHEEL: 10 } });
      await playOn(q, day(0));
      await playOn(q, day(1));
      await playOn(q, day(3));
      op = await operatorToken(t);
      const festival = await t.call('PUT', '/api/admin/festivals', { token: op, body: { day: dayName(day(4)), name: text('Deepavali') } });
      expect(festival.statusCode, festival.body).toBe(200);
      // Days that are no calendar day are a keyed 400 (month 99 once answered 500: found by the fuzz test).
      for (const bad of ['8723-99-21', '2026-02-30', '1999-12-31']) {
        const refused = await t.call('PUT', '/api/admin/festivals', { token: op, body: { day: bad, name: text('Nope') } });
        expect([refused.statusCode, refused.json().message]).toEqual([400, 'msg.missionDatesInvalid']);
      }
      await playOn(q, day(5));
      expect(await streak(q)).toMatchObject({ days: 4, shielded: [dayName(day(2)), dayName(day(4))], lost: null });
      // The 3-day milestone is paid once per streak, by the listener after the commit and by any racing twin.
      const { payMilestones } = await import('../../server/loyalty/streaks/service');
      await Promise.all([payMilestones(t.db, q.id, t.clock.now()), payMilestones(t.db, q.id, t.clock.now())]);
      expect(await coinsOf(q.id, 'STREAK')).toEqual([3]);
    } finally {
      t.clock.set(realNow);
      op = await operatorToken(t);
    }
  });

  it('pays the 3, 7, 14 and 30-day milestones once each as the days are played, and again on a new streak', async () => {
    t.clock.freeze();
    const realNow = t.clock.now();
    try {
      // Monday 2 June 2031: years past the seed's festival calendar, so only Mondays bring the shield back.
      const monday = new Date('2031-06-01T16:00:00.000Z');
      const day = (n: number) => new Date(monday.getTime() + n * DAY);
      const p = await makePlayer(t, { chances: { SPINWHEEL: 40 } });
      /** A spin at noon of day n; the listener pays after the commit, and is waited for. */
      const play = async (n: number) => {
        await playOn(p, day(n));
        await t.plays.drain();
      };
      // Paid as each milestone is reached, and never again while the streak runs.
      const paidBy = (days: number) =>
        [
          [3, 3],
          [7, 7],
          [14, 15],
          [30, 40],
        ]
          .filter(([d]) => (d ?? 0) <= days)
          .map(([, coins]) => coins);
      for (let n = 0; n <= 30; n++) {
        await play(n);
        expect(await coinsOf(p.id, 'STREAK'), `day ${n + 1} of the streak`).toEqual(paidBy(n + 1));
      }
      expect(await streak(p)).toMatchObject({ days: 31, next: null });

      // Thursday 3 July missed (the shield), Friday too: lost. The next play starts a new streak, whose 3 days pay again.
      await play(33);
      expect(await streak(p)).toMatchObject({ days: 1, lost: null, next: { days: 3, coins: 3 } });
      await play(34);
      expect(await coinsOf(p.id, 'STREAK')).toEqual([3, 7, 15, 40]);
      await play(35);
      expect(await coinsOf(p.id, 'STREAK')).toEqual([3, 7, 15, 40, 3]);
      expect(await streak(p)).toMatchObject({ days: 3, next: { days: 7, coins: 7 } });
    } finally {
      t.clock.set(realNow);
    }
  });
});
