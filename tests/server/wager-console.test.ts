// The wagering games' settings in the operator console: bet bounds, the lucky
// egg's slots and prize table, the big-wins feed. Admins only; a bad input is
// a 400 with a message key and changes nothing; every write is audited with
// the values it replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceBigWin } from '../../server/bigWins/announce';
import type { BigWinList } from '../../contract/bigWins';
import { BIG_WINS_API } from '../../contract/bigWinsRules';
import type { AdminWagerSettings, BigWinSettingsBody, EggPrizesBody } from '../../contract/games/wagerConsole';
import { WAGER_CONSOLE_API } from '../../contract/games/wagerConsole';
import { eggExactRtp } from '../../contract/games/luckyEggRules';
import { DESK_API } from '../../contract/schemas/consoleDesk';
import { createOperator } from '../../server/auth/operators';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { exportCsv } from './helpers/csv';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const url = (p: string) => `/api/${p}`;
const bets = (key: string) => url(WAGER_CONSOLE_API.bets.replace(':key', key));
const put = (p: string, body: unknown, token = admin) => t.call('PUT', p, { body, token });
const settings = async (): Promise<AdminWagerSettings> =>
  (await t.call('GET', url(WAGER_CONSOLE_API.settings), { token: admin })).json<AdminWagerSettings>();
const lastAudit = () => t.db.selectFrom('audit_log').select(['action', 'target', 'detail']).orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Exactly 97.000% (97,000 coins back on 100,000 weight), top prize 500x. */
const EXACT: EggPrizesBody['prizes'] = [
  { multiplier: 500, weight: 10 },
  { multiplier: 100, weight: 50 },
  { multiplier: 20, weight: 300 },
  { multiplier: 5, weight: 2000 },
  { multiplier: 2, weight: 8000 },
  { multiplier: 1, weight: 35000 },
  { multiplier: 0.5, weight: 40000 },
  { multiplier: 0, weight: 14640 },
];
/** Also exactly 97.000%: 500 x 1 + 1 x 470 = 970 coins back on 1,000 weight. */
const ALSO_EXACT: EggPrizesBody['prizes'] = [
  { multiplier: 500, weight: 1 },
  { multiplier: 1, weight: 470 },
  { multiplier: 0, weight: 529 },
];

describe('wager console: who may', () => {
  it('refuses support and content operators (403) and anyone signed out (401)', async () => {
    for (const role of ['support', 'content'] as const) {
      const username = `wager-${role}`;
      await createOperator(t.db, { username, password: `${role}-secret-123`, role });
      const token = await operatorToken(t, { username, password: `${role}-secret-123` });
      expect((await t.call('GET', url(WAGER_CONSOLE_API.settings), { token })).statusCode).toBe(403);
      expect((await put(bets('SQUIDGAME'), { min: 1, max: 5 }, token)).statusCode).toBe(403);
      expect((await t.call('GET', url(DESK_API.export('egg-prizes')), { token })).statusCode).toBe(403);
    }
    expect((await t.call('GET', url(WAGER_CONSOLE_API.settings))).statusCode).toBe(401);
  });
});

describe('wager console: bet bounds', () => {
  it('lists the games players stake on with their bounds, and saves new ones with an audit line', async () => {
    const before = await settings();
    expect(before.games.map((g) => g.key).sort()).toEqual(['LUCKYEGG', 'ROCKSCISSORPAPER', 'SQUIDGAME']);
    const res = await put(bets('SQUIDGAME'), { min: 5, max: 2000 });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminWagerSettings>().games.find((g) => g.key === 'SQUIDGAME')).toMatchObject({ min: 5, max: 2000 });
    expect(await t.db.selectFrom('games').select(['min_bet', 'max_bet']).where('key', '=', 'SQUIDGAME').executeTakeFirst()).toEqual({
      min_bet: 5,
      max_bet: 2000,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'wager.bets.update',
      target: 'SQUIDGAME',
      detail: { min: 5, max: 2000, before: { min: 1, max: 1000 } },
    });
  });

  it('refuses min above max, a fraction or zero (400), and a game without stakes (404), changing nothing', async () => {
    const before = await settings();
    for (const body of [
      { min: 50, max: 10 },
      { min: 1.5, max: 10 },
      { min: 0, max: 10 },
    ]) {
      const res = await put(bets('LUCKYEGG'), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    }
    const res = await put(bets('FTO'), { min: 1, max: 10 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'msg.invalidGame' });
    expect((await put(bets('NOPE'), { min: 1, max: 10 })).statusCode).toBe(400);
    expect(await settings()).toEqual(before);
  });
});

describe('wager console: lucky egg slots', () => {
  it('saves slots in any order, listed by time, audited with the ones replaced', async () => {
    const res = await put(url(WAGER_CONSOLE_API.eggSlots), { minutes: [1200, 600, 610] });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminWagerSettings>().eggSlots).toEqual([600, 610, 1200]);
    expect(await lastAudit()).toMatchObject({
      action: 'luckyEgg.slots.update',
      detail: { minutes: [600, 610, 1200], before: [720, 1080, 1260] },
    });
  });

  it('refuses slots whose 10-minute sessions overlap, also across midnight, duplicates, none, or a minute past the day', async () => {
    const before = await settings();
    for (const minutes of [[600, 609], [1435, 4], [720, 720], [], [1440], [-1]]) {
      const res = await put(url(WAGER_CONSOLE_API.eggSlots), { minutes });
      expect(res.statusCode, JSON.stringify(minutes)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    }
    expect((await settings()).eggSlots).toEqual(before.eggSlots);
  });
});

describe('wager console: lucky egg prize table', () => {
  it('saves a table returning exactly 97.000% with a 500x top prize, in the order given, audited', async () => {
    for (const prizes of [EXACT, ALSO_EXACT]) {
      const res = await put(url(WAGER_CONSOLE_API.eggPrizes), { prizes });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminWagerSettings>().eggPrizes).toEqual(prizes);
      expect(eggExactRtp(res.json<AdminWagerSettings>().eggPrizes)).toBe(0.97);
    }
    expect(await lastAudit()).toMatchObject({ action: 'luckyEgg.prizes.update', detail: { prizes: ALSO_EXACT, before: EXACT } });
  });

  it('exports the table as CSV, numbered as the tab numbers it, each prize with its chance', async () => {
    expect((await put(url(WAGER_CONSOLE_API.eggPrizes), { prizes: ALSO_EXACT })).statusCode).toBe(200);
    expect(await exportCsv(t, 'egg-prizes.csv', admin)).toEqual([
      { prize: '1', multiplier: '500', weight: '1', chance: '0.001' },
      { prize: '2', multiplier: '1', weight: '470', chance: '0.47' },
      { prize: '3', multiplier: '0', weight: '529', chance: '0.529' },
    ]);
  });

  it('refuses a table off 97.000%, over or short of 500x, with negative, fractional or all-zero weights, or 3 decimals', async () => {
    const before = await settings();
    const cases: [string, EggPrizesBody['prizes']][] = [
      ['rtp', EXACT.map((p, i) => (i === 7 ? { ...p, weight: p.weight + 1 } : p))],
      ['maxOdds', EXACT.map((p, i) => (i === 0 ? { ...p, weight: 0 } : p))],
      ['weights', EXACT.map((p) => ({ ...p, weight: 0 }))],
      ['multiplier', EXACT.map((p, i) => (i === 6 ? { ...p, multiplier: 0.505 } : p))],
    ];
    for (const [typ, prizes] of cases) {
      const res = await put(url(WAGER_CONSOLE_API.eggPrizes), { prizes });
      expect(res.statusCode, typ).toBe(400);
      expect(res.json(), typ).toMatchObject({ message: 'msg.invalidRequest', typ });
    }
    for (const prizes of [
      EXACT.map((p, i) => (i === 0 ? { ...p, multiplier: 501 } : p)),
      EXACT.map((p, i) => (i === 7 ? { ...p, weight: -1 } : p)),
      EXACT.map((p, i) => (i === 7 ? { ...p, weight: 1.5 } : p)),
    ]) {
      expect((await put(url(WAGER_CONSOLE_API.eggPrizes), { prizes })).statusCode).toBe(400);
    }
    expect((await settings()).eggPrizes).toEqual(before.eggPrizes);
  });
});

describe('wager console: big-wins feed', () => {
  it('saves the thresholds and cap, audited, and the feed follows them at once', async () => {
    const body: BigWinSettingsBody = { minMultiplier: 0, minPayout: 50, perMinute: 1 };
    const res = await put(url(WAGER_CONSOLE_API.bigWins), body);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminWagerSettings>().bigWins).toEqual(body);
    expect(await lastAudit()).toMatchObject({
      action: 'bigWins.settings.update',
      detail: { ...body, before: { minMultiplier: 10, minPayout: 1000, perMinute: 6 } },
    });

    const playerId = (
      await t.db.insertInto('players').values({ uid: 'wagerconsole1', full_name: 'Siti Nur' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const win = { playerId, game: 'SQUIDGAME' as const, bet: 10, payout: 60, multiplier: 6, at: t.clock.now() };
    await announceBigWin(t, win);
    await announceBigWin(t, { ...win, payout: 70 });
    const listed = (await t.call('GET', url(BIG_WINS_API.recent))).json<BigWinList>().wins;
    expect(listed).toMatchObject([{ name: 'Si****ur', payout: 60 }]);
  });

  it('refuses a negative threshold, 3 decimals or a cap past 60 a minute', async () => {
    const before = await settings();
    for (const body of [
      { minMultiplier: -1, minPayout: 50, perMinute: 1 },
      { minMultiplier: 10.001, minPayout: 50, perMinute: 1 },
      { minMultiplier: 10, minPayout: 50, perMinute: 61 },
      { minMultiplier: 10, minPayout: 50, perMinute: 1.5 },
    ]) {
      const res = await put(url(WAGER_CONSOLE_API.bigWins), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    }
    expect((await settings()).bigWins).toEqual(before.bigWins);
  });
});
