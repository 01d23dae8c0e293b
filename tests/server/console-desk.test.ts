// The operator's desk (issue 26, item 16): the dashboard's 30-day series,
// grouped by GMT+8 day (rows a minute either side of GMT+8 midnight fall on
// different days, though they share a UTC date), and the CSV exports:
// escaping, roles, an audit line each, and a large export streamed.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIES_DAYS, type DashboardSeries } from '../../contract/schemas/consoleDesk';
import { hashPassword } from '../../server/auth/password';
import { startOfBusinessDay } from '../../server/lib/businessDay';
import { csvCell } from '../../server/lib/csv';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { exportCsv, parseCsv } from './helpers/csv';
import { giveCoins, opToken, redeemOk, walletPlayer, type WalletPlayer } from './helpers/wallet';

const MIN = 60_000;
const HOUR = 60 * MIN;
let t: TestApp;
let midnight: Date;
let now: Date;
let player: WalletPlayer;
beforeAll(async () => {
  t = await testApp();
  // Noon GMT+8 (04:00 UTC): today's GMT+8 midnight is 16:00 UTC yesterday, inside yesterday's UTC date.
  midnight = startOfBusinessDay(new Date());
  now = new Date(midnight.getTime() + 12 * HOUR);
  t.clock.freeze();
  t.clock.set(now);
  player = await walletPlayer(t);
});
afterAll(async () => {
  await t.close();
});

const at = (msFromMidnight: number) => new Date(midnight.getTime() + msFromMidnight);
const TODAY = SERIES_DAYS - 1;
const YESTERDAY = SERIES_DAYS - 2;

async function series(): Promise<DashboardSeries> {
  const res = await t.call('GET', '/api/admin/dashboard/series', { token: await opToken(t) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardSeries>();
}

const delta = (after: readonly number[], before: readonly number[]) => after.map((v, i) => Math.round((v - (before[i] ?? 0)) * 100) / 100);

async function redemption(
  createdAt: Date,
  over: { status?: 'Pending' | 'Success' | 'Rejected'; decidedAt?: Date; creditedAt?: Date } = {},
) {
  await t.db
    .insertInto('redemptions')
    .values({
      player_id: player.id,
      coins: 50,
      credit_rm: 10,
      status: over.status ?? 'Pending',
      idempotency_key: `desk-${Math.random()}`,
      created_at: createdAt,
      decided_at: over.decidedAt ?? null,
      credited_at: over.creditedAt ?? null,
    })
    .execute();
}

const round = (game: 'SQUIDGAME' | 'LUCKYEGG', bet: number, payout: number, createdAt: Date, state: 'settled' | 'open' = 'settled') => ({
  player_id: player.id,
  game,
  bet,
  payout,
  outcome: '{}',
  params: '{}',
  detail: '{}',
  state,
  created_at: createdAt,
});

describe('GET admin/dashboard/series', () => {
  it('puts each row on its GMT+8 day: coins, redemptions against the promise, games against their RTP, active players', async () => {
    const before = await series();
    expect(before.days).toHaveLength(SERIES_DAYS);
    expect(before.days[TODAY]).toBe(midnight.getTime() / 1000);
    expect(before.days[0]).toBe((midnight.getTime() - 29 * 24 * HOUR) / 1000);

    // Coins: 40 a minute before GMT+8 midnight (yesterday), 7 a minute after (today); a returned hold is not issued.
    await t.db
      .insertInto('coin_entries')
      .values([
        { player_id: player.id, type: 'ADJUST', amount: 40, created_at: at(-MIN) },
        { player_id: player.id, type: 'QUIZ', amount: 7, created_at: at(MIN) },
        { player_id: player.id, type: 'REDEEMREJECT', amount: 50, created_at: at(2 * MIN) },
      ])
      .execute();
    // Redemptions: asked a minute either side of midnight; the later one approved and credited 10 minutes after (in time).
    await redemption(at(-MIN));
    await redemption(at(MIN), { status: 'Success', decidedAt: at(10 * MIN), creditedAt: at(11 * MIN) });
    // Late: asked 30 h before noon, credited 26 h later (due 06:00 today); asked 36 h before noon, still pending (due midnight-ish yesterday).
    await redemption(at(-18 * HOUR), { status: 'Success', decidedAt: at(7 * HOUR), creditedAt: at(8 * HOUR) });
    await redemption(at(-24 * HOUR - MIN));
    // Not late: pending for 20 h (due in 4 h); rejected within the day.
    await redemption(at(-8 * HOUR));
    await redemption(at(-40 * HOUR), { status: 'Rejected', decidedAt: at(-39 * HOUR) });
    // Games: squid stakes 10 pays 19.2 today, stakes 5 loses yesterday; an open round is not counted.
    await t.db
      .insertInto('game_rounds')
      .values([
        round('SQUIDGAME', 10, 19.2, at(MIN)),
        round('SQUIDGAME', 5, 0, at(-MIN)),
        round('SQUIDGAME', 100, 0, at(MIN), 'open'),
        round('LUCKYEGG', 3, 2.91, at(3 * HOUR)),
      ])
      .execute();
    // Active: a second player opened the app a minute after midnight; the first had coins move on both days.
    const other = await walletPlayer(t);
    await t.db
      .insertInto('activity_sessions')
      .values({
        id: crypto.randomUUID(),
        player_id: other.id,
        path: '/',
        started_at: at(MIN),
        last_seen_at: at(2 * MIN),
        ended_at: null,
      })
      .execute();

    const after = await series();
    const issued = delta(after.coins.issued, before.coins.issued);
    expect([issued[YESTERDAY], issued[TODAY]]).toEqual([40, 7]);
    const requested = delta(after.redemptions.requested, before.redemptions.requested);
    expect(requested[TODAY]).toBe(1);
    expect(requested[YESTERDAY]).toBe(3);
    const credited = delta(after.redemptions.credited, before.redemptions.credited);
    expect(credited[TODAY]).toBe(2);
    const late = delta(after.redemptions.late, before.redemptions.late);
    expect([late[YESTERDAY], late[TODAY]]).toEqual([1, 1]);
    expect(late.reduce((a, b) => a + b, 0)).toBe(2);
    const redeemed = delta(after.coins.redeemed, before.coins.redeemed);
    expect(redeemed[TODAY]).toBe(100);

    const squid = after.games.find((g) => g.game === 'SQUIDGAME');
    const squidBefore = before.games.find((g) => g.game === 'SQUIDGAME');
    expect(squid).toMatchObject({ unit: 'coins', declaredRtp: 0.96 });
    expect(delta(squid?.stakes ?? [], squidBefore?.stakes ?? []).slice(YESTERDAY)).toEqual([5, 10]);
    expect(delta(squid?.payouts ?? [], squidBefore?.payouts ?? []).slice(YESTERDAY)).toEqual([0, 19.2]);
    expect(after.games.map((g) => g.game)).toEqual(['SPINWHEEL', 'SPINWHEELV2', 'SQUIDGAME', 'LUCKYEGG', 'ROCKSCISSORPAPER']);
    expect(after.games.find((g) => g.game === 'SPINWHEEL')).toMatchObject({ unit: 'RM', declaredRtp: 0.97 });

    const active = delta(after.activePlayers, before.activePlayers);
    expect([active[YESTERDAY], active[TODAY]]).toEqual([1, 2]);
  });

  it('answers support and admins, and no content editor', async () => {
    const res = await t.call('GET', '/api/admin/dashboard/series', { token: await roleToken('content') });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/dashboard/series', { token: await roleToken('support') })).statusCode).toBe(200);
  });
});

const tokens = new Map<string, string>();
async function roleToken(role: 'support' | 'content'): Promise<string> {
  const cached = tokens.get(role);
  if (cached) return cached;
  const username = `desk-${role}`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  const token = await operatorToken(t, { username, password: 'operator123' });
  tokens.set(role, token);
  return token;
}

describe('CSV exports', () => {
  it('escapes quotes, commas and line breaks, and defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const evil of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx']) expect(csvCell(evil)).toBe(`'${evil}`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(-50)).toBe('-50');
    expect(csvCell(null)).toBe('');
  });

  it("exports a player's ledger with a header row, GMT+8 dates, escaped notes, and an audit line", async () => {
    const p = await walletPlayer(t);
    await t.db
      .insertInto('coin_entries')
      .values([
        { player_id: p.id, type: 'ADJUST', amount: 60, note: 'bonus, "VIP"\nweek 2', created_at: at(MIN) },
        { player_id: p.id, type: 'ADJUST', amount: -10.5, note: '=HYPERLINK("http://evil")', created_at: at(-MIN) },
      ])
      .execute();
    const res = await t.call('GET', `/api/admin/export/ledger.csv?uid=${p.uid}`, { token: await roleToken('support') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ledger-\d{8}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(['id', 'type', 'amount', 'ref', 'note', 'created', 'expires']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
      ['ADJUST', '60', 'bonus, "VIP"\nweek 2'],
      ['ADJUST', '-10.5', `'=HYPERLINK("http://evil")`],
    ]);
    // A minute after midnight GMT+8 reads 12:01 AM of today; a minute before, 11:59 PM of yesterday.
    const d = (date: Date) =>
      `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
    const today = new Date(midnight.getTime() + 8 * HOUR);
    const yesterday = new Date(today.getTime() - 24 * HOUR);
    expect(rows[1]?.[5]).toBe(`${d(today)} 12:01 AM`);
    expect(rows[2]?.[5]).toBe(`${d(yesterday)} 11:59 PM`);

    const line = await t.db.selectFrom('audit_log').select(['action', 'target', 'detail']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ action: 'export.csv', target: 'ledger', detail: { uid: p.uid } });
  });

  it("holds each export to its table's roles: the audit log for admins, the money for support and admins", async () => {
    const support = await roleToken('support');
    const content = await roleToken('content');
    expect((await t.call('GET', '/api/admin/export/audit.csv', { token: support })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/export/redemptions.csv', { token: content })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/export/verifications.csv', { token: content })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/export/redemptions.csv')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/export/ledger.csv?uid=nobody-here', { token: support })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/export/redemptions.csv?status=Nope', { token: support })).statusCode).toBe(400);
    const redemptions = await t.call('GET', `/api/admin/export/redemptions.csv?status=Pending&uid=${player.uid}`, { token: support });
    expect(redemptions.statusCode).toBe(200);
    const rows = parseCsv(redemptions.body.slice(1));
    expect(rows[0]?.slice(0, 8)).toEqual(['id', 'uid', 'name', 'coins', 'credit_rm', 'status', 'requested', 'due']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[1] === player.uid && r[5] === 'Pending')).toBe(true);
    const audit = await t.call('GET', '/api/admin/export/audit.csv', { token: await opToken(t) });
    expect(audit.statusCode).toBe(200);
    // The newest line is this very export's own, written before the rows were read.
    expect(parseCsv(audit.body.slice(1))[1]?.slice(2, 5)).toEqual(['admin', 'export.csv', 'audit']);
  });

  it('streams a 20,000-row ledger in chunks while the server keeps answering other requests', async () => {
    const p = await walletPlayer(t);
    await t.db.executeQuery({
      sql: `INSERT INTO coin_entries (player_id, type, amount, note, created_at)
        SELECT $1, 'ADJUST', 1, 'row ' || g, now() FROM generate_series(1, 20000) g`,
      parameters: [p.id],
      query: { kind: 'RawNode', sqlFragments: [], parameters: [] },
    } as never);
    const token = await roleToken('support');
    const get = await listening();
    // While the export is still being sent, a health probe is answered: the export does not hold the event loop.
    let probe: Promise<number> | null = null;
    let exportDone = false;
    let probeAnsweredFirst = false;
    const res = await get(`/api/admin/export/ledger.csv?uid=${p.uid}`, { authorization: `Bearer ${token}` }, () => {
      probe ??= get('/health/live').then((r) => {
        probeAnsweredFirst = !exportDone;
        return r.status;
      });
    });
    exportDone = true;
    expectStreamed(res);
    expect(await (probe ?? Promise.resolve(0))).toBe(200);
    expect(probeAnsweredFirst).toBe(true);
    const rows = parseCsv(Buffer.concat(res.chunks).toString('utf8').slice(1));
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]?.[4]).toBe('row 20000');
  });

  it('exports the players whose UID contains q: masked phone, balance and held coins; support may, a content editor may not', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 120.5);
    await redeemOk(t, p.token, 50);
    const [row, ...others] = await exportCsv(t, `players.csv?q=${p.uid.toUpperCase()}`, await roleToken('support'));
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      uid: p.uid,
      name: 'Siti binti Ahmad',
      verified: 'true',
      role: 'vip',
      balance: '70.5',
      held: '50',
      blocked: '',
    });
    // Masked as the players tab shows it, never the whole number; its leading + defused like any formula start.
    expect(row?.phone).toMatch(/^'\+60 \d{2}-\*\*\* \d{4}$/);
    expect(row?.created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    expect((await t.call('GET', '/api/admin/export/players.csv', { token: await roleToken('content') })).statusCode).toBe(403);
    const line = await t.db.selectFrom('audit_log').select(['action', 'target', 'detail']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ action: 'export.csv', target: 'players', detail: { q: p.uid.toUpperCase() } });
  });

  it('streams 2,500 players over three pages, newest first, each player once', async () => {
    const tag = `bulk${Date.now().toString(36)}x`;
    await t.db.executeQuery({
      sql: `INSERT INTO players (uid, full_name) SELECT $1 || g, 'Bulk ' || g FROM generate_series(1, 2500) g`,
      parameters: [tag],
      query: { kind: 'RawNode', sqlFragments: [], parameters: [] },
    } as never);
    const get = await listening();
    const res = await get(`/api/admin/export/players.csv?q=${tag}`, { authorization: `Bearer ${await roleToken('support')}` });
    expectStreamed(res);
    const [header, ...rows] = parseCsv(Buffer.concat(res.chunks).toString('utf8').slice(1));
    expect(header?.[0]).toBe('uid');
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2500);
    expect([rows[0]?.[0], rows.at(-1)?.[0]]).toEqual([`${tag}2500`, `${tag}1`]);
  });
});

interface Streamed {
  status: number;
  headers: Record<string, unknown>;
  chunks: Buffer[];
}

/** The app on a real port (once), and a GET that hands each chunk as it arrives. */
let port = 0;
async function listening() {
  if (!port) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }
  const get = (path: string, headers: Record<string, string> = {}, onChunk?: () => void) =>
    new Promise<Streamed>((resolve, reject) => {
      const chunks: Buffer[] = [];
      httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          onChunk?.();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks }));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  return get;
}

/** Sent as it was read: chunked, no length known up front, in more than one piece. */
function expectStreamed(res: Streamed): void {
  expect(res.status).toBe(200);
  expect(res.headers['transfer-encoding']).toBe('chunked');
  expect(res.headers['content-length']).toBeUndefined();
  expect(res.chunks.length).toBeGreaterThan(1);
}
