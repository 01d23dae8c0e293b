// Lucky egg's opening rush: what every player's call asks that is the same
// for all (the game's row, the slots, the prize table) comes from one read a
// process (server/games/luckyegg/shared.ts); a player's own part is their
// login and their egg in the session. Counted as bench/harness.ts's
// statementCounter counts (BEGIN/COMMIT not counted).
import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EggSmashAnswer, EggStatus } from '../../contract/games/luckyegg';
import type { EggPrizesBody } from '../../contract/games/wagerConsole';
import { WAGER_CONSOLE_API } from '../../contract/games/wagerConsole';
import { CONSOLE_API } from '../../contract/schemas/console';
import { statementCounter } from '../../server/db/statementCounter';
import { LUCKY_EGG_OPENING_TABLE } from '../../server/games/luckyegg/table';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';
import { giveCoins } from './helpers/wallet';

/** The tables each statement the app ran reads or writes, in order. */
const ran: string[] = [];
const recorder: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    ran.push(new PostgresQueryCompiler().compileQuery(node, queryId).sql);
    return node;
  },
  transformResult: async ({ result }) => result,
};
const counter = statementCounter();

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ plugins: [counter.plugin, recorder] });
  // Stopped: only set and advance move it, so no copy ages by the machine's time.
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const reads = (table: string) => ran.filter((q) => q.includes(`from "${table}"`)).length;
const status = async (p: TestPlayer): Promise<EggStatus> => {
  const r = await t.call('GET', '/api/games/lucky-egg/status', { token: p.token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<EggStatus>();
};
const smash = (p: TestPlayer, bet = 1) =>
  t.call('POST', '/api/games/lucky-egg/smash', { token: p.token, body: { bet, egg: 1, idempotencyKey: newKey() } });
async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; statements: number }> {
  counter.take();
  ran.length = 0;
  const answer = await call();
  return { answer, statements: counter.take() };
}
async function richPlayer(): Promise<TestPlayer> {
  const p = await makePlayer(t);
  await giveCoins(t, p.uid, 100);
  return p;
}

// A day of its own: 12:00, 18:00 and 21:00 GMT+8 are 04:00, 10:00 and 13:00 UTC.
const DAY = '2026-12-01';
const utc = (time: string) => new Date(`${DAY}T${time}Z`);

describe('lucky egg: the shared part of a call', () => {
  it('costs the second and later players of a session two statements a status (their login, their egg), the first one pays the one shared read', async () => {
    const players = [await richPlayer(), await richPlayer(), await richPlayer()];
    t.clock.set(utc('04:00:00.000'));
    const [first, ...rest] = players as [TestPlayer, ...TestPlayer[]];
    const opening = await counted(() => status(first));
    expect(opening.answer.session?.startsAt).toBe(utc('04:00:00.000').toISOString());
    expect([reads('games'), reads('lucky_egg_slots'), reads('lucky_egg_prizes')]).toEqual([1, 1, 1]);
    expect(opening.statements).toBe(5);
    for (const p of rest) {
      t.clock.advance(100);
      const later = await counted(() => status(p));
      expect(later.statements).toBe(2);
      expect([reads('sessions'), reads('game_rounds')]).toEqual([1, 1]);
      expect(later.answer).toMatchObject({
        session: opening.answer.session,
        bounds: opening.answer.bounds,
        table: opening.answer.table,
        played: null,
      });
    }
  });

  it('reads the shared part once for players arriving together at an opening', async () => {
    const crowd = await Promise.all(Array.from({ length: 20 }, () => makePlayer(t)));
    t.clock.set(utc('10:00:00.000'));
    const { answer } = await counted(() => Promise.all(crowd.map(status)));
    expect(new Set(answer.map((s) => s.session?.startsAt))).toEqual(new Set([utc('10:00:00.000').toISOString()]));
    expect([reads('games'), reads('lucky_egg_slots'), reads('lucky_egg_prizes')]).toEqual([1, 1, 1]);
  });

  it('never answers a session from a read made in another: the first call after a session closes or opens reads again', async () => {
    const p = await richPlayer();
    t.clock.set(utc('13:05:00.000'));
    expect((await smash(p)).statusCode).toBe(200);
    t.clock.set(utc('13:09:59.500'));
    const last = await status(p);
    expect(last.session?.startsAt).toBe(utc('13:00:00.000').toISOString());
    expect(last.played).not.toBeNull();
    // A slot at 21:10 GMT+8, written where this process is not told (a script, another process),
    // read by the first call of the session it opens, well within the copy's lifetime.
    await t.db
      .insertInto('lucky_egg_slots')
      .values({ minute_of_day: 21 * 60 + 10 })
      .execute();
    try {
      t.clock.set(utc('13:10:00.000'));
      const next = await status(p);
      expect(next.session?.startsAt).toBe(utc('13:10:00.000').toISOString());
      expect(next.played).toBeNull();
      expect((await smash(p)).statusCode).toBe(200);
    } finally {
      await t.db
        .deleteFrom('lucky_egg_slots')
        .where('minute_of_day', '=', 21 * 60 + 10)
        .execute();
    }
  });

  it("plays an operator's change of the bounds, the table, the slots or the maintenance switch on the next call", async () => {
    t.clock.set(new Date('2026-12-02T04:05:00.000Z'));
    // Logged in at the test's time, so the operator's session is live at it.
    const admin = await operatorToken(t);
    const put = async (path: string, body: unknown) => {
      const r = await t.call('PUT', `/api/${path}`, { token: admin, body });
      expect(r.statusCode, r.body).toBe(200);
    };
    const bets = WAGER_CONSOLE_API.bets.replace(':key', 'LUCKYEGG');
    const slots = (await t.db.selectFrom('lucky_egg_slots').select('minute_of_day').orderBy('minute_of_day').execute()).map(
      (r) => r.minute_of_day,
    );
    // Also exactly 97.000%: 500 x 1 + 1 x 470 = 970 coins back on 1,000 weight.
    const table: EggPrizesBody['prizes'] = [
      { multiplier: 500, weight: 1 },
      { multiplier: 1, weight: 470 },
      { multiplier: 0, weight: 529 },
    ];
    const p = await richPlayer();
    expect(await status(p)).toMatchObject({
      bounds: { min: 1, max: 1000 },
      maintenance: false,
      session: { startsAt: '2026-12-02T04:00:00.000Z' },
    });
    try {
      await put(bets, { min: 2, max: 50 });
      expect((await status(p)).bounds).toEqual({ min: 2, max: 50 });
      await put(WAGER_CONSOLE_API.eggPrizes, { prizes: table });
      expect((await status(p)).table).toEqual(table);
      await put(WAGER_CONSOLE_API.eggSlots, { minutes: [12 * 60 + 5] });
      expect((await status(p)).session?.startsAt).toBe('2026-12-02T04:05:00.000Z');
      await put(CONSOLE_API.gameMaintenance('lucky-egg'), { maintenance: true });
      expect((await status(p)).maintenance).toBe(true);
      expect((await smash(p, 2)).json<{ message: string }>().message).toBe('msg.gameMaintenance');
      await put(CONSOLE_API.gameMaintenance('lucky-egg'), { maintenance: false });
      const won = await smash(p, 2);
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json<EggSmashAnswer>().round.table).toEqual(table);
    } finally {
      await put(CONSOLE_API.gameMaintenance('lucky-egg'), { maintenance: false });
      await put(bets, { min: 1, max: 1000 });
      await put(WAGER_CONSOLE_API.eggPrizes, { prizes: LUCKY_EGG_OPENING_TABLE });
      await put(WAGER_CONSOLE_API.eggSlots, { minutes: slots });
    }
  });
});
