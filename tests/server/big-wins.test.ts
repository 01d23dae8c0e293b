import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BigWin, BigWinList } from '../../contract/bigWins';
import { BIG_WINS_API } from '../../contract/bigWinsRules';
import { announceBigWin } from '../../server/bigWins/announce';
import { connect } from '../../server/db/connect';
import { attachSocket, type PlayerSockets } from '../../server/realtime/socket';
import { testApp, type TestApp } from './helpers/app';
import { nextEvent, playerClient, urlOf, within, type TestPlayerClient } from './helpers/realtime';
import { walletPlayer } from './helpers/wallet';

let t: TestApp;
let sockets: PlayerSockets;
let playerId: number;
beforeAll(async () => {
  t = await testApp();
  sockets = attachSocket(t.app.server, { db: t.db, realtime: t.realtime, clock: t.clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  playerId = (
    await t.db.insertInto('players').values({ uid: 'bigwinner1', full_name: 'Ahmad Razak' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await sockets.close();
  await t.close();
});

const opened: TestPlayerClient[] = [];
afterEach(() => {
  for (const c of opened.splice(0)) c.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('big_wins').execute();
  await setSettings({ minMultiplier: 10, minPayout: 1000, perMinute: 6 });
});

async function setSettings(s: { minMultiplier: number; minPayout: number; perMinute: number }): Promise<void> {
  const rows = [
    ['big_win_min_multiplier', s.minMultiplier],
    ['big_win_min_payout', s.minPayout],
    ['big_win_per_minute', s.perMinute],
  ] as const;
  for (const [name, value] of rows)
    await t.db
      .updateTable('options')
      .set({ value: String(value) })
      .where('name', '=', name)
      .execute();
}

const win = (over: Partial<Parameters<typeof announceBigWin>[1]> = {}) => ({
  playerId,
  game: 'LUCKYEGG' as const,
  bet: 10,
  payout: 200,
  multiplier: 20,
  at: t.clock.now(),
  ...over,
});
const announce = (over: Partial<Parameters<typeof announceBigWin>[1]> = {}) =>
  announceBigWin({ db: t.db, realtime: t.realtime }, win(over));
const listed = async (): Promise<BigWin[]> => (await t.call('GET', `/api/${BIG_WINS_API.recent}`)).json<BigWinList>().wins;

describe('big wins: which wins the feed carries', () => {
  it('carries a win at the multiplier threshold or the payout threshold, not one below both', async () => {
    await announce({ bet: 10, payout: 99.9, multiplier: 9.99 });
    expect(await listed()).toEqual([]);
    await announce({ bet: 10, payout: 100, multiplier: 10 });
    await announce({ bet: 500, payout: 1000, multiplier: 2 });
    expect((await listed()).map((w) => [w.payout, w.multiplier])).toEqual([
      [1000, 2],
      [100, 10],
    ]);
  });

  it('never carries a win that pays no more than its bet, whatever the thresholds', async () => {
    await setSettings({ minMultiplier: 0, minPayout: 1, perMinute: 6 });
    await announce({ bet: 5000, payout: 5000, multiplier: 1 });
    expect(await listed()).toEqual([]);
  });

  it('a threshold of 0 is off; a cap of 0 stops the feed', async () => {
    await setSettings({ minMultiplier: 0, minPayout: 1000, perMinute: 6 });
    await announce({ bet: 10, payout: 500, multiplier: 50 });
    expect(await listed()).toEqual([]);
    await setSettings({ minMultiplier: 10, minPayout: 1000, perMinute: 0 });
    await announce({ bet: 10, payout: 5000, multiplier: 500 });
    expect(await listed()).toEqual([]);
  });

  it('lists the name masked in the middle; the full name is in no answer and not stored twice', async () => {
    await announce();
    const res = await t.call('GET', `/api/${BIG_WINS_API.recent}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<BigWinList>().wins).toMatchObject([{ name: 'Ah*******ak', game: 'LUCKYEGG', payout: 200, multiplier: 20 }]);
    expect(res.body).not.toContain('Ahmad');
    const stored = await t.db.selectFrom('big_wins').select('masked_name').execute();
    expect(stored).toEqual([{ masked_name: 'Ah*******ak' }]);
  });

  it('a failure is logged and never thrown to the wager', async () => {
    await expect(announceBigWin({ db: t.db, realtime: t.realtime }, win({ playerId: 2_000_000_000 }))).resolves.toBeUndefined();
    const broken = {
      ...t.realtime,
      toAll: () => {
        throw new Error('socket down');
      },
    };
    await expect(announceBigWin({ db: t.db, realtime: broken }, win())).resolves.toBeUndefined();
  });
});

describe('big wins: never more than the cap a minute', () => {
  it('carries at most the cap in any minute, then again once the minute has passed', async () => {
    await setSettings({ minMultiplier: 10, minPayout: 1000, perMinute: 3 });
    const start = t.clock.now();
    for (let i = 0; i < 5; i++) await announce({ at: new Date(start.getTime() + i * 1000) });
    expect(await listed()).toHaveLength(3);
    await announce({ at: new Date(start.getTime() + 59_000) });
    expect(await listed()).toHaveLength(3);
    await announce({ at: new Date(start.getTime() + 60_001) });
    expect(await listed()).toHaveLength(4);
  });

  it('holds under a burst from two database pools at once (two server processes)', async () => {
    await setSettings({ minMultiplier: 10, minPayout: 1000, perMinute: 4 });
    const other = process.env.DATABASE_URL ? await secondPool() : null;
    try {
      await Promise.all(
        Array.from({ length: 24 }, (_, i) => announceBigWin({ db: other && i % 2 ? other : t.db, realtime: t.realtime }, win())),
      );
      expect(await listed()).toHaveLength(4);
    } finally {
      await other?.destroy();
    }
  });
});

describe('big wins: pushed over the socket', () => {
  it('reaches every connected player, masked, and a guest list shows it', async () => {
    const [a, b] = await Promise.all([walletPlayer(t), walletPlayer(t)]);
    const clients = [a, b].map((p) => {
      const c = playerClient(urlOf(t.app.server), p.token);
      opened.push(c);
      return c;
    });
    await Promise.all(
      clients.map((c) =>
        within(
          new Promise<void>((resolve) => {
            if (c.socket.connected) resolve();
            else c.socket.once('connect', () => resolve());
          }),
          'connect',
        ),
      ),
    );
    const got = clients.map((c) => nextEvent(c, 'bigWin'));
    await announce({ game: 'SQUIDGAME', bet: 20, payout: 1228.8, multiplier: 61.44 });
    for (const event of await Promise.all(got)) {
      expect(event.win).toMatchObject({ name: 'Ah*******ak', game: 'SQUIDGAME', payout: 1228.8, multiplier: 61.44 });
    }
    const [first] = await Promise.all(got);
    expect((await listed())[0]).toEqual(first?.win);
  });
});

/** Another pool on the test's own PostgreSQL database, as a second server process would hold. */
async function secondPool() {
  const {
    rows: [row],
  } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return connect({ databaseUrl: url.toString(), dataDir: 'memory://' });
}
