// Reminders before coins expire (issue 28 item 6), on the app's fake clock:
// 14, 3 and 1 days before a batch day, each once with two processes running
// the job (each with its own database pool and providers, as two servers
// would), by inbox, push and, for a player who bound Telegram, the bot's
// local outbox; the action offered follows what the player can redeem; the
// switch in settings is honoured. Also item 7's reads: home's "expiring
// soon" in the refresh and the history's list of upcoming expiries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { UpcomingExpiries } from '../../contract/loyalty/expiry';
import type { InboxItem, RefreshData } from '../../contract/schemas/refresh';
import { openSession } from '../../server/auth/sessions';
import { connect } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { runExpiryReminders, type ReminderDeps } from '../../server/loyalty/reminders/job';
import { localPush, type LocalPush } from '../../server/providers/push';
import { localTelegram, type LocalTelegram } from '../../server/providers/telegram';
import { testApp, type TestApp } from './helpers/app';
import { operatorToken } from './helpers/accounts';
import { urlOfDatabase } from './helpers/cluster';
import { walletPlayer, type WalletPlayer } from './helpers/wallet';

const DAY = 86_400_000;
// 10:00 GMT+8, years after the seed's own batches have expired.
const START = new Date('2031-03-01T02:00:00.000Z');
const at = (day: string, hourGmt8: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + (hourGmt8 - 8) * 3_600_000);

/** A session opened on the fake clock's now: the one from registration has lapsed by then. */
const tokenOf = async (p: WalletPlayer) => (await openSession(t.db, p.id, 24, t.clock.now())).token;
/** An operator's adjustment (signed in afresh: the clock moves weeks), an ADJUST batch expiring after coin_expiry_days. */
async function adjust(p: WalletPlayer, amount: number) {
  const res = await t.call('POST', `/api/admin/players/${p.uid}/adjust`, {
    token: await operatorToken(t),
    body: { amount, reason: 'test coins' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface Proc {
  deps: ReminderDeps;
  push: LocalPush;
  telegram: LocalTelegram;
}
let t: TestApp;
let dbB: Kysely<Database>;
let procs: Proc[];
let rich: WalletPlayer;
let poor: WalletPlayer;
let quiet: WalletPlayer;
let bound: WalletPlayer;

beforeAll(async () => {
  t = await testApp();
  const url = process.env.DATABASE_URL;
  dbB = url ? await connect({ databaseUrl: await urlOfDatabase(t.db, url), dataDir: 'memory://' }) : t.db;
  procs = [t.db, dbB].map((db) => {
    const push = localPush({ file: null });
    const telegram = localTelegram({ file: null });
    return { push, telegram, deps: { db, realtime: t.realtime, push, telegram, clock: t.clock.now, log: () => undefined } };
  });
  t.clock.freeze();
  t.clock.set(START);
  await t.db.updateTable('options').set({ value: '20' }).where('name', '=', 'coin_expiry_days').execute();
  [rich, poor, quiet, bound] = [await walletPlayer(t), await walletPlayer(t), await walletPlayer(t), await walletPlayer(t)];
  await adjust(rich, 80);
  await adjust(poor, 30);
  await adjust(quiet, 60);
  await adjust(bound, 12);
  // Another batch a day later: its own day, its own reminders.
  t.clock.advance(DAY);
  await adjust(rich, 5);
  await t.db.updateTable('players').set({ tg_id: 777_000_123, language: 'ms' }).where('id', '=', bound.id).execute();
  expect((await t.call('GET', '/api/player', { token: await tokenOf(rich), pushToken: 'device-expiry-rich-0000000001' })).statusCode).toBe(
    200,
  );
  const off = await t.call('PUT', '/api/player/expiry-reminders', { token: await tokenOf(quiet), body: { enabled: false } });
  expect(off.json()).toEqual({ enabled: false });
});
afterAll(async () => {
  if (dbB !== t.db) await dbB.destroy();
  await t.close();
});

/** Both processes run the job at once; what each claimed, summed. */
async function bothRun() {
  const [a, b] = await Promise.all(procs.map((p) => runExpiryReminders(p.deps)));
  return (a?.sent ?? 0) + (b?.sent ?? 0);
}

const ours = () => [rich.id, poor.id, quiet.id, bound.id];
const messages = (playerId: number) =>
  t.db
    .selectFrom('inbox_messages')
    .select(['id', 'title', 'descr', 'action'])
    .where('player_id', '=', playerId)
    .where('kind', '=', 'others')
    .orderBy('id')
    .execute();
const reminders = () =>
  t.db
    .selectFrom('expiry_reminders')
    .select(['player_id', 'expires_on', 'days_before', 'coins'])
    .where('player_id', 'in', ours())
    .orderBy('player_id')
    .orderBy('expires_on')
    .orderBy('days_before', 'desc')
    .execute();
const pushes = async () => (await Promise.all(procs.map((p) => p.push.read(100)))).flat();
const telegrams = async () => (await Promise.all(procs.map((p) => p.telegram.read(100)))).flat();

describe('reminders before coins expire', () => {
  it('home and the history show what expires soon, per day', async () => {
    // Batches expire 21/03/2031 10:00 and 22/03/2031 10:00 (GMT+8); from 07/03, only 21/03 is within 14 days.
    t.clock.set(at('2031-03-07', 9));
    const token = await tokenOf(rich);
    const refresh = (await t.call('GET', '/api/player', { token })).json<RefreshData>();
    expect(refresh.coin.soon).toEqual({ balance: 80, date: '2031-03-21T02:00:00.000Z' });
    expect(refresh.expiryReminders).toBe(true);
    const upcoming = (await t.call('GET', '/api/transactions/expiring', { token })).json<UpcomingExpiries>();
    expect(upcoming.rows).toEqual([
      { day: '2031-03-21', firstAt: '2031-03-21T02:00:00.000Z', coins: 80 },
      { day: '2031-03-22', firstAt: '2031-03-22T02:00:00.000Z', coins: 5 },
    ]);
  });

  it('sends each of 14, 3 and 1 days before once, whatever the processes, from 10:00 GMT+8', async () => {
    // 07/03 is 14 days before 21/03: nothing before 10:00, then once.
    t.clock.set(at('2031-03-07', 9));
    expect(await bothRun()).toBe(0);
    t.clock.set(at('2031-03-07', 12));
    expect(await bothRun()).toBe(3); // rich, poor and bound for 21/03; quiet turned them off
    expect(await bothRun()).toBe(0);
    t.clock.set(at('2031-03-08', 12));
    expect(await bothRun()).toBe(1); // rich's batch of 22/03
    expect(await bothRun()).toBe(0);
    for (const day of ['2031-03-18', '2031-03-19', '2031-03-20', '2031-03-21']) {
      t.clock.set(at(day, 12));
      await bothRun();
      await bothRun();
    }
    const rows = await reminders();
    expect(rows.filter((r) => r.player_id === rich.id).map((r) => [r.expires_on, r.days_before, r.coins])).toEqual([
      ['2031-03-21', 14, 80],
      ['2031-03-21', 3, 80],
      ['2031-03-21', 1, 80],
      ['2031-03-22', 14, 5],
      ['2031-03-22', 3, 5],
      ['2031-03-22', 1, 5],
    ]);
    expect(rows.filter((r) => r.player_id === poor.id).map((r) => r.days_before)).toEqual([14, 3, 1]);
    expect(rows.some((r) => r.player_id === quiet.id)).toBe(false);
    expect(await messages(quiet.id)).toEqual([]);
    expect(await messages(rich.id)).toHaveLength(6);
  });

  it('says how many coins, when, and offers redeem to a player with 50 available, else the free game', async () => {
    const [first] = await messages(rich.id);
    expect(first?.title.en).toBe('Your coins expire in 14 days');
    expect(first?.descr.en).toBe('80 coins expire on 21/03/2031. You have 85 coins available: redeem them now for free credit.');
    expect(first?.title.zh).toBe('您的金币将在 14 天后过期');
    expect(first?.descr.zh).toBe('80 金币将于 21/03/2031 过期。您有 85 金币可用：立即兑换免费彩金吧。');
    expect(first?.title.ms).toBe('Syiling anda tamat tempoh dalam 14 hari');
    expect(first?.descr.ms).toBe(
      '80 syiling akan tamat tempoh pada 21/03/2031. Anda mempunyai 85 syiling: tebus sekarang untuk kredit percuma.',
    );
    const [poorFirst] = await messages(poor.id);
    expect(poorFirst?.descr.en).toBe("30 coins expire on 21/03/2031. Play today's free Find The Odd to win more coins.");
    expect(poorFirst?.descr.ms).toBe(
      '30 syiling akan tamat tempoh pada 21/03/2031. Main Cari Yang Berbeza percuma hari ini untuk memenangi lebih banyak syiling.',
    );
    expect((await messages(poor.id)).at(-1)?.title.en).toBe('Your coins expire tomorrow');
    // The inbox offers the same action as a link: redeem, or the free game.
    const item = async (p: WalletPlayer, id: number | undefined) =>
      (await t.call('GET', `/api/inbox/${id ?? 0}`, { token: await tokenOf(p) })).json<InboxItem>();
    expect((await item(rich, first?.id)).action).toBe('redeem');
    expect((await item(poor, poorFirst?.id)).action).toBe('freeGame');

    const toRich = (await pushes()).filter((p) => p.data.tag.startsWith('expiry-'));
    expect(toRich).toHaveLength(6);
    expect(toRich.find((p) => p.data.tag === 'expiry-2031-03-21-14')?.data.link).toMatch(/^\/redeem\?notifiid=\d+$/);
  });

  it('reaches a player who bound Telegram through the bot, in their language', async () => {
    const sent = await telegrams();
    expect(sent.map((m) => m.chatId)).toEqual([777_000_123, 777_000_123, 777_000_123]);
    expect(sent.map((m) => m.text.split('\n')[0]).sort()).toEqual([
      'Syiling anda tamat tempoh dalam 14 hari',
      'Syiling anda tamat tempoh dalam 3 hari',
      'Syiling anda tamat tempoh esok',
    ]);
    expect(sent[0]?.text).toContain('12 syiling akan tamat tempoh pada 21/03/2031. Main Cari Yang Berbeza');
  });

  it('sends nothing for coins already spent, and honours the switch as it stands on the day', async () => {
    t.clock.set(at('2031-04-01', 10));
    const spender = await walletPlayer(t);
    await adjust(spender, 40);
    await adjust(spender, -40);
    await adjust(quiet, 25);
    // 07/04 is 14 days before 21/04, the day both batches expire.
    t.clock.set(at('2031-04-07', 12));
    expect(await bothRun()).toBe(0);
    expect(await t.db.selectFrom('expiry_reminders').select('coins').where('player_id', '=', spender.id).execute()).toEqual([{ coins: 0 }]);
    expect(await messages(spender.id)).toEqual([]);
    expect(await messages(quiet.id)).toEqual([]);

    const on = await t.call('PUT', '/api/player/expiry-reminders', { token: await tokenOf(quiet), body: { enabled: true } });
    expect(on.json()).toEqual({ enabled: true });
    t.clock.set(at('2031-04-08', 12));
    expect(await bothRun()).toBe(1);
    expect((await messages(quiet.id)).map((m) => m.title.en)).toEqual(['Your coins expire in 13 days']);
  });
});
