import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_RULES, LANGS } from '../../contract/constants';
import type { Localized } from '../../contract/schemas/common';
import { verifyPassword, hashPassword } from '../../server/auth/password';
import type { Database, GameContent } from '../../server/db/schema';
import { DEMO_NORMAL_PLAYER, DEMO_OPERATOR, DEMO_PLAYER, SEED_UPLOADS_DIR, seedDemo } from '../../server/db/seed';
import { seedHolidays } from '../../server/db/seed/holidays';
import { readSeasonalCards } from '../../server/games/seasonal';
import { getCoinSummary } from '../../server/ledger';
import { closeDb, freshDb } from './helpers/db';

const now = new Date('2025-06-15T02:00:00.000Z');
let db: Kysely<Database>;
let demoId: number;

beforeAll(async () => {
  db = await freshDb();
  expect(await seedDemo(db, { now })).toEqual({ seeded: true });
  const demo = await db.selectFrom('players').select('id').where('uid', '=', DEMO_PLAYER.uid).executeTakeFirstOrThrow();
  demoId = demo.id;
});
afterAll(async () => {
  await closeDb(db);
});

const count = async (table: keyof Database): Promise<number> =>
  (
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('seedDemo', () => {
  it('seeds once: a second run changes nothing', async () => {
    const before = await Promise.all((['games', 'players', 'coin_entries', 'inbox_messages', 'options'] as const).map(count));
    expect(await seedDemo(db, { now: new Date() })).toEqual({ seeded: false });
    expect(await Promise.all((['games', 'players', 'coin_entries', 'inbox_messages', 'options'] as const).map(count))).toEqual(before);
  });

  it('keeps the certain national public holidays of 2026 and 2027 for the mail-by count, in three languages', async () => {
    const days = await db.selectFrom('public_holidays').selectAll().orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual(
      expect.arrayContaining(['2026-05-01', '2026-06-01', '2026-08-31', '2026-09-16', '2026-12-25', '2027-06-07']),
    );
    expect(days.find((d) => d.day === '2026-08-31')?.name).toEqual({ en: 'National Day', zh: '国庆日', ms: 'Hari Kebangsaan' });
    for (const d of days) for (const lang of LANGS) expect(d.name[lang].trim()).not.toBe('');
  });

  it("seeds the holidays idempotently and never over the operator's entry", async () => {
    await db
      .updateTable('public_holidays')
      .set({ name: JSON.stringify({ en: 'Hari Merdeka', zh: '独立日', ms: 'Hari Merdeka' }) })
      .where('day', '=', '2026-08-31')
      .execute();
    const before = await count('public_holidays');
    await db.transaction().execute((trx) => seedHolidays(trx));
    expect(await count('public_holidays')).toBe(before);
    const kept = await db.selectFrom('public_holidays').select('name').where('day', '=', '2026-08-31').executeTakeFirstOrThrow();
    expect(kept.name.en).toBe('Hari Merdeka');
  });

  it('has the six games in the order and with the tags of the spec', async () => {
    const games = await db.selectFrom('games').selectAll().orderBy('sort').execute();
    expect(games.map((g) => [g.key, g.tag])).toEqual([
      ['SQUIDGAME', 'HOT'],
      ['SPINWHEEL', null],
      ['ROCKSCISSORPAPER', 'NEW'],
      ['FTO', null],
      ['LUCKYEGG', 'NEW'],
      ['SPINWHEELV2', null],
    ]);
    for (const g of games) {
      expect(g.end_date).toBeNull();
      expect(g.start_date.getTime()).toBeLessThan(now.getTime());
      expect([g.rtp, g.max_odds]).toEqual([GAME_RULES[g.key].rtp, GAME_RULES[g.key].maxOdds]);
      expect(g.status).toBe('live');
    }
  });

  it("gives the demo player a positive balance that is its ledger's sum", async () => {
    const entries = await db.selectFrom('coin_entries').select(['type', 'amount']).where('player_id', '=', demoId).execute();
    const sum = entries.reduce((s, e) => s + e.amount, 0);
    const balance = await db.selectFrom('coin_balances').selectAll().where('player_id', '=', demoId).executeTakeFirstOrThrow();
    expect(balance.available).toBe(sum);
    expect(balance.available).toBeGreaterThan(0);
    // Coins only from what pays coins: the wheels pay free credit, not coins.
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(['ADJUST', 'FINDTHEODD', 'SPENT', 'REDEEM']));
    const summary = await getCoinSummary(db, demoId, now);
    expect(summary).toMatchObject({ balance: 65, pending: 0, redeemed: 50 });
    expect(summary.expire).toEqual({ balance: 5, date: new Date(now.getTime() + 10 * 86_400_000).toISOString() });
  });

  it('lists the redeemed coins as an approved, credited redemption whose hold is in the ledger and told in the inbox after it was asked', async () => {
    const redemptions = await db.selectFrom('redemptions').selectAll().where('player_id', '=', demoId).execute();
    expect(redemptions.map((r) => [r.coins, r.credit_rm, r.status])).toEqual([[50, 10, 'Success']]);
    const [redemption] = redemptions;
    const hold = await db
      .selectFrom('coin_entries')
      .selectAll()
      .where('player_id', '=', demoId)
      .where('type', '=', 'REDEEM')
      .executeTakeFirstOrThrow();
    expect([hold.amount, hold.ref, hold.created_at]).toEqual([-50, `redemption:${redemption?.id}`, redemption?.created_at]);
    expect(redemption?.credited_at).not.toBeNull();
    const told = await db.selectFrom('inbox_messages').selectAll().where('kind', '=', 'redeem').executeTakeFirstOrThrow();
    expect(told.created_at.getTime()).toBeGreaterThan(redemption?.created_at.getTime() ?? Infinity);
  });

  it('creates the demo accounts with working passwords', async () => {
    const players = await db.selectFrom('players').selectAll().orderBy('id').execute();
    const demo = players.find((p) => p.uid === DEMO_PLAYER.uid);
    const normal = players.find((p) => p.uid === DEMO_NORMAL_PLAYER.uid);
    expect(demo).toMatchObject({ full_name: 'Demo Player', phone: '+60123456789', verified: true, role: 'vip' });
    expect(normal).toMatchObject({ role: 'normal' });
    expect(await verifyPassword(DEMO_PLAYER.password, demo?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong123', demo?.password_hash ?? '')).toBe(false);
    expect(await verifyPassword(DEMO_NORMAL_PLAYER.password, normal?.password_hash ?? '')).toBe(true);
    const admin = await db.selectFrom('operators').selectAll().where('username', '=', DEMO_OPERATOR.username).executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(DEMO_OPERATOR.password, admin.password_hash)).toBe(true);
  });

  it('gives the demo player inbox messages, a bonus and spin chances', async () => {
    const inbox = await db.selectFrom('inbox_messages').selectAll().orderBy('id').execute();
    expect(inbox.map((m) => [m.kind, m.player_id])).toEqual([
      ['others', null],
      ['coin', demoId],
      ['redeem', demoId],
    ]);
    expect(inbox.find((m) => m.kind === 'coin')?.coin).toBeGreaterThan(0);
    expect(inbox.find((m) => m.kind === 'redeem')?.redeem_credit).toBe(10);
    expect(await count('inbox_reads')).toBe(1);
    expect(await count('redeemable_bonuses')).toBe(1);
    // Two unused chances on each wheel; the used ones belong to the seeded spin history (server/db/seed/spinDemo.ts).
    const spins = await db
      .selectFrom('spin_chances')
      .selectAll()
      .where('player_id', '=', demoId)
      .where('used_at', 'is', null)
      .orderBy('game')
      .execute();
    expect(spins.map((s) => s.game)).toEqual(['SPINWHEEL', 'SPINWHEEL', 'SPINWHEELV2', 'SPINWHEELV2']);
    const rounds = await db.selectFrom('spin_rounds').select(['game', 'chance_id']).where('player_id', '=', demoId).execute();
    expect(rounds.map((r) => r.game).sort()).toEqual(['SPINWHEEL', 'SPINWHEEL', 'SPINWHEELV2', 'SPINWHEELV2', 'SPINWHEELV2']);
    expect(await count('spin_prizes')).toBe(8 + 12);
  });

  it('puts the demo player part way to the second VIP tier with a week of points, dated within the week', async () => {
    const ladder = await db.selectFrom('tier_ladders').select(['ladder', 'effective_from']).execute();
    expect(ladder.map((l) => l.ladder.tiers.map((x) => [x.name.en, x.threshold]))).toEqual([
      [
        ['Pearl', 0],
        ['Jade', 1000],
        ['Ruby', 5000],
      ],
    ]);
    expect(ladder[0]?.effective_from.getTime()).toBeLessThanOrEqual(now.getTime());
    const rows = await db
      .selectFrom('tier_points')
      .select(['points', 'created_at', 'source'])
      .where('player_id', '=', demoId)
      .orderBy('id')
      .execute();
    const total = rows.reduce((s, r) => s + r.points, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(1000);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['adjust', 'deposit', 'stake', 'fto', 'quiz']));
    const times = rows.map((r) => r.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 8 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    const days = await db
      .selectFrom('tier_point_days')
      .select((eb) => eb.fn.sum<string>('points').as('sum'))
      .where('player_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(Number(days.sum)).toBe(total);
  });

  it('has the options, with live chat left unset', async () => {
    const options = Object.fromEntries((await db.selectFrom('options').selectAll().execute()).map((o) => [o.name, o.value]));
    expect(options).toMatchObject({
      live_chat_link: '#',
      maintenance: '0',
      redeem_coins: '50',
      redeem_credit_rm: '10',
      coin_expiry_days: '90',
    });
    for (const name of ['h5_link', 'whatsapp_link', 'telegram_link', 'facebook_link'])
      expect(options[name]).toMatch(/^https:\/\/[a-z0-9.-]+\.invalid\//);
  });

  it('has current promotions and one that already ended', async () => {
    const promos = await db.selectFrom('promotions').selectAll().execute();
    const ended = promos.filter((p) => p.end_date !== null && p.end_date.getTime() < now.getTime());
    expect(ended).toHaveLength(1);
    expect(promos.length - ended.length).toBeGreaterThanOrEqual(4);
    for (const p of promos) expect(p.start_date.getTime()).toBeLessThan(now.getTime());
  });
});

describe('seeded texts and art', () => {
  const localized: { where: string; value: Localized }[] = [];
  const contents: { where: string; value: Record<string, GameContent> }[] = [];
  const paths: string[] = [];

  beforeAll(async () => {
    const add = (where: string, value: Localized) => localized.push({ where, value });
    for (const b of await db.selectFrom('banners').selectAll().execute()) {
      add(`banner ${b.id} img`, b.img);
      add(`banner ${b.id} link`, b.link);
      paths.push(...Object.values(b.img));
    }
    for (const p of await db.selectFrom('promotions').selectAll().execute()) {
      add(`promotion ${p.id} title`, p.title);
      add(`promotion ${p.id} description`, p.description);
      add(`promotion ${p.id} img`, p.img);
      paths.push(...Object.values(p.img));
    }
    for (const g of await db.selectFrom('games').selectAll().execute()) {
      add(`game ${g.slug} card`, g.card_img);
      contents.push({ where: g.slug, value: g.content });
      paths.push(...Object.values(g.card_img), ...Object.values(g.content).flatMap((c) => c.screenshots));
    }
    for (const f of await db.selectFrom('faqs').selectAll().execute()) {
      add(`faq ${f.id} q`, f.question);
      add(`faq ${f.id} a`, f.answer);
    }
    for (const p of await db.selectFrom('pages').selectAll().execute()) {
      add(`page ${p.slug} title`, p.title);
      add(`page ${p.slug} body`, p.body);
    }
    for (const m of await db.selectFrom('inbox_messages').selectAll().execute()) {
      add(`inbox ${m.id} title`, m.title);
      add(`inbox ${m.id} descr`, m.descr);
      if (m.img) paths.push(m.img);
    }
    for (const s of readSeasonalCards()) paths.push(...Object.values(s.cardImg));
  });

  it('has 6+ FAQs and the three pages', async () => {
    expect(await count('faqs')).toBeGreaterThanOrEqual(6);
    expect((await db.selectFrom('pages').select('slug').orderBy('slug').execute()).map((p) => p.slug)).toEqual([
      'brand-ambassador',
      'privacy',
      'terms',
    ]);
  });

  it('every localized text has en, zh and ms, non-empty', () => {
    expect(localized.length).toBeGreaterThan(40);
    for (const { where, value } of localized) {
      expect(Object.keys(value).sort(), where).toEqual([...LANGS].sort());
      for (const lang of LANGS) expect(value[lang].trim(), `${where} ${lang}`).not.toBe('');
    }
    for (const { where, value } of contents) {
      expect(Object.keys(value).sort(), where).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const c = value[lang];
        expect(c?.title.trim() && c.description.trim(), `${where} ${lang}`).toBeTruthy();
        for (const list of [c?.features, c?.screenshots, c?.notice]) {
          expect(list?.length, `${where} ${lang}`).toBeGreaterThan(0);
          for (const item of list ?? []) expect(item.trim(), `${where} ${lang}`).not.toBe('');
        }
      }
    }
    // Translations, not copies: the Chinese rules differ from the English ones.
    for (const { where, value } of contents) expect(value.zh?.notice, where).not.toEqual(value.en?.notice);
  });

  it('every art path the seed references is a file under assets/seed-uploads', async () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of new Set(paths)) {
      expect(path, path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.svg$/);
      expect((await stat(join(SEED_UPLOADS_DIR, path))).isFile(), path).toBe(true);
    }
  });

  it('every art file is a small SVG with system fonts and no scripts', async () => {
    const files = await listFiles(SEED_UPLOADS_DIR);
    expect(files.length).toBeGreaterThanOrEqual(50);
    for (const file of files) {
      const svg = await readFile(file, 'utf8');
      const name = relative(SEED_UPLOADS_DIR, file);
      expect(svg.length, name).toBeLessThan(6 * 1024);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      expect(svg, name).not.toMatch(/<script|<image|href="http|@import|font-family="(?!sans-serif")/);
    }
  });
});

describe('password hashing', () => {
  it('uses the self-describing scrypt format with a fresh salt', async () => {
    const a = await hashPassword('secret12');
    const b = await hashPassword('secret12');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret12', b)).toBe(true);
    expect(await verifyPassword('secret13', b)).toBe(false);
  });

  it('answers false for stored values it cannot read', async () => {
    for (const bad of [
      '',
      'plain',
      'scrypt$16384$8$1$c2FsdA==',
      'bcrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaA==',
      'scrypt$1000$8$1$c2FsdA==$' + 'A'.repeat(88),
      'scrypt$4194304$8$1$c2FsdA==$' + 'A'.repeat(88),
    ]) {
      expect(await verifyPassword('secret12', bad), bad).toBe(false);
    }
  });
});

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out;
}
