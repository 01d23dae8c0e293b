// What the detail publishes beside the prose (issue 26, items 6 and 9): a
// wheel's terms as the server applies them, and what a free play can earn,
// both read from the rules the server settles by, never from a copy.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQUID_LADDER } from '../../contract/games/squidRules';
import type { GameDetail } from '../../contract/schemas/games';
import { SEED_UPLOADS_DIR } from '../../server/db/seed/art/paths';
import { spinsForDeposit } from '../../server/h5/deposit';
import { testApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const detail = async (slug: string): Promise<GameDetail> => {
  const res = await t.call('GET', `/api/games/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GameDetail>();
};

describe('GET games/:slug spinTerms', () => {
  it.each(['spin-wheel', 'spinwheelv2'])('%s: deposit, daily limit, top prize and credit times, public', async (slug) => {
    const d = await detail(slug);
    expect(d.spinTerms).toEqual({
      minDepositRm: 30,
      spinsPerDeposit: 1,
      dailySpinLimit: 16,
      maxPrizeRm: 50,
      creditWithinMinutes: 15,
      delayedWithinHours: 24,
    });
    // The deposit route grants exactly what the terms say: a spin from the minimum, none just below it.
    const game = slug === 'spin-wheel' ? 'SPINWHEEL' : 'SPINWHEELV2';
    expect(spinsForDeposit(d.spinTerms?.minDepositRm ?? 0, game)).toBe(1);
    expect(spinsForDeposit((d.spinTerms?.minDepositRm ?? 0) - 0.01, game)).toBe(0);
  });

  it("follows the live prize table's top prize when an operator lowers it", async () => {
    const top = await t.db
      .selectFrom('spin_prizes')
      .select(['slot', 'credit_rm', 'weight'])
      .where('game', '=', 'SPINWHEELV2')
      .where('active', '=', true)
      .orderBy('credit_rm', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('spin_prizes').set({ weight: 0 }).where('game', '=', 'SPINWHEELV2').where('slot', '=', top.slot).execute();
    try {
      const terms = (await detail('spinwheelv2')).spinTerms;
      expect(terms?.maxPrizeRm).toBeLessThan(top.credit_rm);
    } finally {
      await t.db
        .updateTable('spin_prizes')
        .set({ weight: top.weight })
        .where('game', '=', 'SPINWHEELV2')
        .where('slot', '=', top.slot)
        .execute();
    }
  });

  it('is absent from every other game', async () => {
    for (const slug of ['fto', 'squidgame', 'lucky-egg', 'rock-scissor-paper']) expect((await detail(slug)).spinTerms).toBeUndefined();
  });
});

describe('GET games/fto freePlay', () => {
  it('publishes what a free play earns: up to 10 coins, 1.21 on average by blind taps', async () => {
    const d = await detail('fto');
    expect(d.freePlay).toMatchObject({ playsPerDay: 1, rounds: 10, coinsPerRightAnswer: 1, maxCoins: 10 });
    // 1/4 + 2/6 + 3/9 + 2/12 + 2/16, one chance in the round's cards each round.
    expect(d.freePlay?.chanceMeanCoins).toBeCloseTo(1 / 4 + 2 / 6 + 3 / 9 + 2 / 12 + 2 / 16, 12);
    for (const slug of ['spin-wheel', 'squidgame']) expect((await detail(slug)).freePlay).toBeUndefined();
  });
});

describe('figures drawn or written beside the detail agree with it', () => {
  it("the squid game art writes the bridge's real top, not the 1000x cap no bridge pays", async () => {
    const top = SQUID_LADDER[SQUID_LADDER.length - 1] ?? 0;
    expect(top).toBeCloseTo(983.04, 10);
    for (const file of ['games/squidgame-en.svg', 'games/squidgame-zh.svg', 'games/screens/squidgame-1.svg']) {
      const svg = await readFile(join(SEED_UPLOADS_DIR, file), 'utf8');
      expect(svg, file).not.toContain('x1000');
      expect(svg, file).toContain('>x983<');
    }
  });

  it("the ambassador page names no running campaign's dates of its own: October's campaign is dated 2024, the card gives the rest", async () => {
    const res = await t.call('GET', '/api/content/pages/brand-ambassador');
    expect(res.statusCode, res.body).toBe(200);
    const { body } = res.json<{ body: { en: string; zh: string; ms: string } }>();
    expect(body.en).toContain('2 to 14 October 2024 (GMT+8)');
    expect(body.zh).toContain('2024年10月2日至14日');
    expect(body.ms).toContain('2 hingga 14 Oktober 2024');
    expect(body.en).not.toMatch(/from 2 to 14 October \(/);
  });
});
