import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameCard, GameDetail } from '../../contract/schemas/games';
import { seedDemo } from '../../server/db/seed';
import { MANIFEST_FILE, readSeasonalCards, seasonalCardImg } from '../../server/games/seasonal';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const list = async (): Promise<GameCard[]> => {
  const res = await t.call('GET', '/api/games');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameCard[]>();
};
const card = async (slug: string): Promise<GameCard | undefined> => (await list()).find((c) => c.slug === slug);
const detail = async (slug: string): Promise<GameDetail> => {
  const res = await t.call('GET', `/api/games/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameDetail>();
};
const setGame = (
  slug: string,
  values: { maintenance?: boolean; start_date?: Date; end_date?: Date | null; status?: 'live' | 'preparation' },
) => t.db.updateTable('games').set(values).where('slug', '=', slug).execute();

describe('GET games', () => {
  // Seed dates are relative to the real start-up time: back to real time before each test.
  beforeEach(() => {
    t.clock.set(new Date());
  });

  it('lists the six games in the spec order, public, with per-language art and titles', async () => {
    const cards = await list();
    expect(cards.map((c) => [c.key, c.tag])).toEqual([
      ['SQUIDGAME', 'HOT'],
      ['SPINWHEEL', null],
      ['ROCKSCISSORPAPER', 'NEW'],
      ['FTO', null],
      ['LUCKYEGG', 'NEW'],
      ['SPINWHEELV2', null],
    ]);
    for (const c of cards) {
      expect(c.endDate).toBeNull();
      expect(c.cardImg).toEqual({
        en: `/uploads/games/${c.slug}-en.svg`,
        zh: `/uploads/games/${c.slug}-zh.svg`,
        ms: `/uploads/games/${c.slug}-ms.svg`,
      });
      expect(c.title.en && c.title.zh && c.title.ms).toBeTruthy();
    }
    expect(Object.fromEntries(cards.map((c) => [c.slug, c.state]))).toEqual({
      squidgame: 'live',
      'spin-wheel': 'live',
      'rock-scissor-paper': 'live',
      fto: 'live',
      'lucky-egg': 'live',
      spinwheelv2: 'live',
    });
  });

  it('shows coming soon before the start date and ended after the end date, by the server clock', async () => {
    const start = new Date(t.clock.now().getTime() + 2 * DAY);
    await setGame('spin-wheel', { start_date: start, end_date: new Date(start.getTime() + 10 * DAY) });
    expect((await card('spin-wheel'))?.state).toBe('comingSoon');
    t.clock.set(start);
    expect((await card('spin-wheel'))?.state).toBe('live');
    t.clock.set(new Date(start.getTime() + 10 * DAY));
    expect(await card('spin-wheel')).toMatchObject({ state: 'ended', endDate: new Date(start.getTime() + 10 * DAY).toISOString() });
    await setGame('spin-wheel', { start_date: new Date(Date.now() - 90 * DAY), end_date: null });
  });

  it('shows maintenance over live and preparation, and preparation for a game an operator holds back', async () => {
    await setGame('rock-scissor-paper', { status: 'preparation' });
    await setGame('spinwheelv2', { maintenance: true });
    await setGame('rock-scissor-paper', { maintenance: true });
    expect((await card('spinwheelv2'))?.state).toBe('maintenance');
    expect((await card('rock-scissor-paper'))?.state).toBe('maintenance');
    await setGame('spinwheelv2', { maintenance: false });
    await setGame('rock-scissor-paper', { maintenance: false });
    expect((await card('rock-scissor-paper'))?.state).toBe('preparation');
    await setGame('rock-scissor-paper', { status: 'live' });
  });

  it('switches the lucky egg to the national-day art from 24 to 31 August, GMT+8', async () => {
    const merdeka = {
      en: '/uploads/games/lucky-egg-merdeka-en.svg',
      zh: '/uploads/games/lucky-egg-merdeka-zh.svg',
      ms: '/uploads/games/lucky-egg-merdeka-ms.svg',
    };
    // Stopped at each second it names: a busy machine's request could otherwise cross the midnight it tests.
    t.clock.freeze();
    try {
      t.clock.set(new Date('2025-08-23T15:59:59Z')); // 23 Aug 23:59:59 in GMT+8
      expect((await card('lucky-egg'))?.cardImg.en).toBe('/uploads/games/lucky-egg-en.svg');
      t.clock.set(new Date('2025-08-23T16:00:00Z')); // 24 Aug 00:00 in GMT+8
      expect((await card('lucky-egg'))?.cardImg).toEqual(merdeka);
      t.clock.set(new Date('2025-08-31T15:59:59Z'));
      expect((await card('lucky-egg'))?.cardImg).toEqual(merdeka);
      t.clock.set(new Date('2025-08-31T16:00:00Z')); // 1 Sep in GMT+8
      expect((await card('lucky-egg'))?.cardImg.zh).toBe('/uploads/games/lucky-egg-zh.svg');
      expect((await card('spin-wheel'))?.cardImg.en).toBe('/uploads/games/spin-wheel-en.svg');
    } finally {
      t.clock.thaw();
    }
  });

  it('reads the windows and art from the asset manifest, so an artist moves the dates without code', async () => {
    const manifest = JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as { assets: Record<string, { seasonal?: unknown[] }> };
    const card = manifest.assets['lucky-egg.card'];
    if (!card) throw new Error('no lucky egg card in the manifest');
    card.seasonal = [
      { id: 'merdeka', from: '09-01', to: '09-05', file: 'seed-uploads/games/lucky-egg-merdeka-{lang}.svg' },
      { id: 'launch', from: '2026-12-30', to: '2027-01-02', file: 'seed-uploads/games/launch-{lang}.svg' },
      { id: 'not-served', from: '10-01', to: '10-02', file: 'games/lucky-egg/elsewhere-{lang}.svg' },
    ];
    const dir = await mkdtemp(join(tmpdir(), 'manifest-'));
    const file = join(dir, 'manifest.json');
    await writeFile(file, JSON.stringify(manifest));
    const cards = readSeasonalCards(file);
    expect(cards.map((c) => c.id)).toEqual(['merdeka', 'launch']);
    const stored = { en: 'games/lucky-egg-en.svg', zh: 'games/lucky-egg-zh.svg', ms: 'games/lucky-egg-ms.svg' };
    const at = (iso: string) => seasonalCardImg('lucky-egg', stored, new Date(iso), cards).ms;
    expect(at('2026-08-25T04:00:00Z')).toBe('games/lucky-egg-ms.svg'); // the old window is gone
    expect(at('2026-09-03T04:00:00Z')).toBe('games/lucky-egg-merdeka-ms.svg');
    expect(at('2026-12-31T04:00:00Z')).toBe('games/launch-ms.svg'); // a one-off window across the new year
    expect(at('2027-12-31T04:00:00Z')).toBe('games/lucky-egg-ms.svg'); // ...that does not come back
    expect(at('2026-10-01T04:00:00Z')).toBe('games/lucky-egg-ms.svg'); // art the uploads path cannot serve is not used
    await rm(dir, { recursive: true });
  });
});

describe('GET games/:slug', () => {
  it.each([
    ['spin-wheel', 8],
    ['spinwheelv2', 12],
  ])('%s publishes %i slots whose odds sum to 1 and give an exact RTP of 97%%', async (slug, slots) => {
    const d = await detail(slug);
    expect(d.odds).toHaveLength(slots);
    expect(d.odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(d.declaredRtp).toBe(0.97);
    expect(d.exactRtp).toBeCloseTo(0.97, 12);
    expect(d.odds.reduce((s, o) => s + o.probability * o.creditRm, 0) / 30).toBeCloseTo(0.97, 12);
    expect(d.maxOdds).toBe(50);
    expect(d.exactMaxOdds).toBeCloseTo(50 / 30, 4);
    expect(Math.max(...d.odds.map((o) => o.creditRm))).toBe(50);
    for (const o of d.odds) {
      expect(o.multiplier).toBeCloseTo(o.creditRm / 30, 4);
      expect(o.label.en && o.label.zh && o.label.ms).toBeTruthy();
      expect(o.label.zh).not.toBe(o.label.en);
    }
    expect(d.odds.map((o) => o.index)).toEqual([...Array(slots).keys()]);
    expect(d.content.en.screenshots[0]).toMatch(/^\/uploads\/games\/screens\//);
    expect(d.card.slug).toBe(slug);
  });

  it('gives a game without a prize table its content and no odds', async () => {
    const d = await detail('fto');
    expect(d).toMatchObject({ exactRtp: null, exactMaxOdds: null, odds: [], declaredRtp: 0.97, maxOdds: 10, volatility: 'low' });
    expect(d.content.zh.title).not.toBe(d.content.en.title);
  });

  it('follows the table in the database: a changed weight changes the published odds', async () => {
    await t.db.updateTable('spin_prizes').set({ active: false }).where('game', '=', 'SPINWHEEL').where('slot', '=', 7).execute();
    const d = await detail('spin-wheel');
    expect(d.odds).toHaveLength(7);
    expect(d.exactRtp).not.toBeCloseTo(0.97, 3);
    await t.db.updateTable('spin_prizes').set({ active: true }).where('game', '=', 'SPINWHEEL').where('slot', '=', 7).execute();
  });

  it("gets its table at start-up on a database seeded before prize tables existed, and keeps an operator's table", async () => {
    await t.db.deleteFrom('spin_prizes').where('game', '=', 'SPINWHEEL').execute();
    await t.db.updateTable('spin_prizes').set({ weight: 71 }).where('game', '=', 'SPINWHEELV2').where('slot', '=', 0).execute();
    expect(await seedDemo(t.db, { now: new Date() })).toEqual({ seeded: false });
    expect((await detail('spin-wheel')).odds).toHaveLength(8);
    const v2 = await t.db
      .selectFrom('spin_prizes')
      .select('weight')
      .where('game', '=', 'SPINWHEELV2')
      .where('slot', '=', 0)
      .executeTakeFirstOrThrow();
    expect(v2.weight).toBe(71);
    await t.db.updateTable('spin_prizes').set({ weight: 70 }).where('game', '=', 'SPINWHEELV2').where('slot', '=', 0).execute();
  });

  it('answers 404 msg.invalidGame for an unknown slug', async () => {
    for (const slug of ['nope', 'SPIN-WHEEL', 'x'.repeat(40)]) {
      const res = await t.call('GET', `/api/games/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'msg.invalidGame' });
    }
  });
});
