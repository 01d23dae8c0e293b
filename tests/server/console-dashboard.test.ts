// GET admin/dashboard: known rows seeded around a frozen clock, each figure
// checked as the change it makes (the demo seed's own rows stay in the sums).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardGame } from '../../contract/schemas/console';
import { startOfBusinessDay } from '../../server/lib/businessDay';
import { testApp, type TestApp } from './helpers/app';
import { opToken, walletPlayer } from './helpers/wallet';
import { operatorToken, registerPlayer } from './helpers/accounts';
import { hashPassword } from '../../server/auth/password';

const HOUR = 3_600_000;
let t: TestApp;
let now: Date;
let playerId: number;
beforeAll(async () => {
  t = await testApp();
  // Midday GMT+8: "today" has room on both sides of every seeded row.
  now = new Date(startOfBusinessDay(new Date()).getTime() + 12 * HOUR);
  t.clock.freeze();
  t.clock.set(now);
  playerId = (await walletPlayer(t)).id;
});
afterAll(async () => {
  await t.close();
});

const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const read = async (token?: string): Promise<Dashboard> => {
  const res = await t.call('GET', '/api/admin/dashboard', { token: token ?? (await opToken(t)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};
const game = (d: Dashboard, key: string): DashboardGame => {
  const row = d.games.find((g) => g.game === key);
  if (!row) throw new Error(`no ${key} in ${JSON.stringify(d.games)}`);
  return row;
};

async function spin(game: 'SPINWHEEL' | 'SPINWHEELV2', stakeRm: number, creditRm: number, at: Date): Promise<void> {
  const chance = await t.db
    .insertInto('spin_chances')
    .values({ player_id: playerId, game, source: 'test', granted_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('spin_rounds')
    .values({
      player_id: playerId,
      game,
      chance_id: chance.id,
      idempotency_key: `dash-${chance.id}`,
      spin_no: 1,
      slot: 0,
      label: JSON.stringify({ en: 'x', zh: 'x', ms: 'x' }),
      credit_rm: creditRm,
      stake_rm: stakeRm,
      status: creditRm === 0 ? 'SUCCESS' : 'PENDING',
      proof: JSON.stringify({}),
      outcome: JSON.stringify({ float: 0, weights: [], slots: [] }),
      created_at: at,
    })
    .execute();
}

async function redemption(status: 'Pending' | 'Success', coins: number, createdAt: Date, decidedAt: Date | null = null): Promise<void> {
  await t.db
    .insertInto('redemptions')
    .values({
      player_id: playerId,
      coins,
      credit_rm: coins / 5,
      status,
      idempotency_key: `dash-${Math.random()}`,
      created_at: createdAt,
      decided_at: decidedAt,
    })
    .execute();
}

describe('GET admin/dashboard', () => {
  it('counts each seeded row in its figure: pending by age, players, coins today, games today and over 30 days', async () => {
    const before = await read();

    // Pending: one fresh (2 h), one due soon (20 h), two overdue (30 h, 50 h); a decided one is not pending.
    await redemption('Pending', 50, ago(2));
    await redemption('Pending', 100, ago(20));
    await redemption('Pending', 50, ago(30));
    await redemption('Pending', 50, ago(50));
    // Redeemed today: approved 1 h ago (created yesterday); one approved before today's midnight does not count.
    await redemption('Success', 150, ago(30), ago(1));
    await redemption('Success', 50, ago(40), ago(13));
    // Coins issued today: 40 + 7 (a returned hold is not issued; yesterday's is not today's).
    await t.db
      .insertInto('coin_entries')
      .values([
        { player_id: playerId, type: 'ADJUST', amount: 40, created_at: ago(1) },
        { player_id: playerId, type: 'QUIZ', amount: 7, created_at: ago(3) },
        { player_id: playerId, type: 'REDEEMREJECT', amount: 50, created_at: ago(2) },
        { player_id: playerId, type: 'QUIZ', amount: 5, created_at: ago(13) },
      ])
      .execute();
    // Wheels: today RM30 -> RM20 and RM30 -> 0 on V1; 10 days ago RM30 -> RM50; 40 days ago is outside the 30 days.
    await spin('SPINWHEEL', 30, 20, ago(1));
    await spin('SPINWHEEL', 30, 0, ago(2));
    await spin('SPINWHEEL', 30, 50, ago(240));
    await spin('SPINWHEEL', 30, 50, ago(960));
    await spin('SPINWHEELV2', 30, 10, ago(4));
    // Find The Odd: free plays paying coins; an open round is not counted.
    await t.db
      .insertInto('game_rounds')
      .values([
        {
          player_id: playerId,
          game: 'FTO',
          bet: 0,
          payout: 3,
          outcome: '{}',
          params: '{}',
          detail: '{}',
          state: 'settled',
          created_at: ago(1),
        },
        {
          player_id: playerId,
          game: 'FTO',
          bet: 0,
          payout: 2,
          outcome: '{}',
          params: '{}',
          detail: '{}',
          state: 'settled',
          created_at: ago(100),
        },
        {
          player_id: playerId,
          game: 'FTO',
          bet: 0,
          payout: 9,
          outcome: '{}',
          params: '{}',
          detail: '{}',
          state: 'open',
          created_at: ago(1),
        },
      ])
      .execute();
    // A new player today, unverified.
    await registerPlayer(t);

    const after = await read();
    expect(after.at).toBe(now.toISOString());
    expect(after.pending.count - before.pending.count).toBe(4);
    expect(after.pending.creditRm - before.pending.creditRm).toBeCloseTo(50, 2);
    expect(after.pending.fresh - before.pending.fresh).toBe(1);
    expect(after.pending.dueSoon - before.pending.dueSoon).toBe(1);
    expect(after.pending.overdue - before.pending.overdue).toBe(2);
    expect(after.pending.oldestAt !== null && Date.parse(after.pending.oldestAt) <= ago(50).getTime()).toBe(true);
    expect(after.players.total - before.players.total).toBe(1);
    expect(after.players.newToday - before.players.newToday).toBe(1);
    expect(after.players.verified - before.players.verified).toBe(0);
    expect(after.coins.issuedToday - before.coins.issuedToday).toBe(47);
    expect(after.coins.redeemedToday - before.coins.redeemedToday).toBe(150);
    expect(after.coins.redeemedCreditRmToday - before.coins.redeemedCreditRmToday).toBeCloseTo(30, 2);

    const v1 = game(after, 'SPINWHEEL');
    const v1Before = game(before, 'SPINWHEEL');
    expect(v1.unit).toBe('RM');
    expect(v1.declaredRtp).toBe(0.97);
    expect(v1.today.plays - v1Before.today.plays).toBe(2);
    expect(v1.today.stakes - v1Before.today.stakes).toBe(60);
    expect(v1.today.payouts - v1Before.today.payouts).toBe(20);
    expect(v1.days30.plays - v1Before.days30.plays).toBe(3);
    expect(v1.days30.payouts - v1Before.days30.payouts).toBe(70);
    if (v1Before.days30.plays === 0) {
      expect(v1.today.observedReturn).toBeCloseTo(20 / 60, 4);
      expect(v1.days30.observedReturn).toBeCloseTo(70 / 90, 4);
    }
    expect(game(after, 'SPINWHEELV2').today.payouts - game(before, 'SPINWHEELV2').today.payouts).toBe(10);

    const fto = game(after, 'FTO');
    expect(fto).toMatchObject({ unit: 'coins', declaredRtp: 0.97 });
    expect(fto.today.plays - game(before, 'FTO').today.plays).toBe(1);
    expect(fto.today.payouts - game(before, 'FTO').today.payouts).toBe(3);
    expect(fto.days30.payouts - game(before, 'FTO').days30.payouts).toBe(5);
    expect(fto.today.observedReturn).toBeNull();

    const quiz = game(after, 'QUIZ');
    expect(quiz).toMatchObject({ unit: 'coins', declaredRtp: null });
    expect(quiz.today.payouts - game(before, 'QUIZ').today.payouts).toBe(7);
    expect(quiz.days30.payouts - game(before, 'QUIZ').days30.payouts).toBe(12);
    expect(quiz.today.observedReturn).toBeNull();
  });

  it('answers support as well as admins, and no content editor', async () => {
    const make = async (role: 'support' | 'content') => {
      const username = `dash-${role}`;
      await t.db
        .insertInto('operators')
        .values({ username, password_hash: await hashPassword('operator123'), role })
        .execute();
      return operatorToken(t, { username, password: 'operator123' });
    };
    await read(await make('support'));
    const res = await t.call('GET', '/api/admin/dashboard', { token: await make('content') });
    expect(res.statusCode).toBe(403);
  });
});
