// The short version of `npm run rtp`: each wheel's seeded prize table through
// the real outcome path (HMAC floats -> slotFor) for 2·10^5 rounds, with
// pinned seeds so a run is repeatable. Fails when the declared 97% lies
// outside the simulated 99% interval, when the exact RTP of the table is off
// the declared one by more than 0.05 points, when a payout beats the caps,
// or when the slot frequencies fail a chi-square test against the table's
// odds at 99%. The quiz's lucky roulette: its seeded table's exact coins per
// spin and chance of a ticket set against a simulation, tickets in stock and gone.
// Last, npm run rtp's own suite (server/games/rtpSuite.ts) on 20,000 rounds
// a simulation: its Bonferroni lines, every one passing, and a wrong return caught.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { GAME_RULES, QUIZ_CAMPAIGN } from '../../contract/constants';
import { SEED_QUIZ_PRIZES, type SeedPrize } from '../../server/db/seed/quiz';
import { SEED_PRIZE_TABLES, seedPrizeTable } from '../../server/db/seed/spinPrizes';
import { simulate } from '../../server/fairness/simulate';
import { physicalShare, rouletteSimulations } from '../../server/games/quiz/rouletteSimulation';
import { exactRtp, maxOdds, probabilities, slotFor, tableProblems } from '../../server/games/wheel/prizeTable';
import { slotChiSquare, wheelSimulation } from '../../server/games/wheel/simulation';
import { chiSquareCritical } from '../../server/fairness/stats';
import { limitsOf, RTP_TOLERANCE } from '../../server/games/wheel/spinGames';

const ROUNDS = 200_000;
const serverSeed = createHash('sha256').update('rtp-test').digest('hex');
const WHEELS = [
  ['spin-wheel', 'SPINWHEEL'],
  ['spinwheelv2', 'SPINWHEELV2'],
] as const;

// Every test here is a fixed amount of computation (HMAC floats by the
// hundred thousand): Find The Odd's 40,000 plays took 33 s once with this tier
// beside five e2e runs (load 14), over the project's 30 s.
vi.setConfig({ testTimeout: 120_000 });

describe.each(WHEELS)('%s prize table', (name, game) => {
  const table = seedPrizeTable(game);
  const stake = GAME_RULES[game].minDepositRm;

  it('has an exact RTP of 97% (within 0.05 points), a top prize of RM50 and odds under 50x', () => {
    expect(Math.abs(exactRtp(table, stake) - GAME_RULES[game].rtp)).toBeLessThanOrEqual(RTP_TOLERANCE);
    expect(exactRtp(table, stake)).toBeCloseTo(0.97, 12);
    expect(Math.max(...table.map((s) => s.creditRm))).toBe(50);
    expect(maxOdds(table, stake)).toBeLessThanOrEqual(GAME_RULES[game].maxOdds);
    expect(tableProblems(table, limitsOf(game))).toEqual([]);
    expect(probabilities(table).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} rounds with 97% inside the 99% interval and slot odds that pass chi-square`, () => {
    const sim = wheelSimulation(name, game, table);
    const result = simulate(sim, { rounds: ROUNDS, serverSeed, clientSeed: `rtp-${name}` });
    expect(result.declaredInside, `97% outside [${result.ci99.join(', ')}]`).toBe(true);
    expect(result.maxOddsSeen).toBeLessThanOrEqual(GAME_RULES[game].maxOdds);
    expect(result.maxOddsSeen).toBeCloseTo(50 / 30, 10);
    expect(sim.counts.reduce((a, b) => a + b, 0)).toBe(ROUNDS);
    const chi2 = slotChiSquare(sim.counts, sim.probabilities);
    expect(chi2).toBeLessThan(chiSquareCritical(table.length - 1, 0.01));
  });
});

describe('prize math', () => {
  it('V1 and V2 have different layouts: 8 and 12 slots', () => {
    expect(SEED_PRIZE_TABLES.SPINWHEEL).toHaveLength(8);
    expect(SEED_PRIZE_TABLES.SPINWHEELV2).toHaveLength(12);
  });

  it('slotFor follows the weights in wheel order, edges included', () => {
    const table = [
      { index: 0, label: { en: 'a', zh: 'a', ms: 'a' }, creditRm: 1, weight: 1 },
      { index: 1, label: { en: 'b', zh: 'b', ms: 'b' }, creditRm: 2, weight: 0 },
      { index: 2, label: { en: 'c', zh: 'c', ms: 'c' }, creditRm: 3, weight: 3 },
    ];
    expect(slotFor(0, table).index).toBe(0);
    expect(slotFor(0.2499999, table).index).toBe(0);
    expect(slotFor(0.25, table).index).toBe(2);
    expect(slotFor(0.9999999, table).index).toBe(2);
    expect(() => slotFor(1, table)).toThrow(RangeError);
  });

  it('flags a table that breaks the caps', () => {
    const rich = seedPrizeTable('SPINWHEEL').map((s) => ({ ...s, creditRm: s.creditRm * 2 }));
    expect(tableProblems(rich, limitsOf('SPINWHEEL')).join('\n')).toMatch(/outside 0\.\.50[\s\S]*exact RTP/);
    expect(tableProblems([], limitsOf('SPINWHEEL'))).toEqual(['no slot can land']);
  });
});

describe('Find The Odd through its deal mapping', () => {
  it('pays a random tapper its exact mean per play, never more than the declared 10x', async () => {
    const { ftoGame } = await import('../../server/games/fto');
    const [sim] = await ftoGame.simulations();
    if (!sim) throw new Error('Find The Odd has no simulation');
    // One chance in 4, 6, 6, 9, 9, 9, 12, 12, 16, 16: 1.2083 coins a play.
    expect(sim.exactRtp).toBeCloseTo(1 / 4 + 2 / 6 + 3 / 9 + 2 / 12 + 2 / 16, 12);
    const result = simulate(sim, { rounds: 40_000, serverSeed, clientSeed: 'rtp-fto' });
    expect(sim.exactRtp).toBeGreaterThanOrEqual(result.ci99[0]);
    expect(sim.exactRtp).toBeLessThanOrEqual(result.ci99[1]);
    expect(result.maxOddsSeen).toBeLessThanOrEqual(GAME_RULES.FTO.maxOdds);
  });
});

describe('the quiz lucky roulette through rouletteSlot', () => {
  // Worked out here from the seeded table, not through the code under test.
  const weightOf = (live: (p: SeedPrize) => boolean, pays: (p: SeedPrize) => number = () => 1) =>
    SEED_QUIZ_PRIZES.reduce((sum, p) => sum + (live(p) ? p.weight * pays(p) : 0), 0);
  const inStock = (): boolean => true;
  const stockGone = (p: SeedPrize): boolean => p.weeklyStock === null;

  it("has the week's ticket sets as its only prize of limited stock", () => {
    expect(SEED_QUIZ_PRIZES.filter((p) => p.weeklyStock !== null).map((p) => [p.kind, p.weeklyStock])).toEqual([
      ['physical', QUIZ_CAMPAIGN.ticketSetsPerWeek],
    ]);
  });

  it.each([
    ['in stock', 0, inStock],
    ['gone', 1, stockGone],
  ] as const)(
    'with the tickets %s, pays its exact coins per spin and gives tickets at their exact chance, inside the 99 percent intervals of 200,000 spins',
    (_, which, live) => {
      const sim = rouletteSimulations('quiz roulette', SEED_QUIZ_PRIZES)[which];
      if (!sim) throw new Error('no roulette simulation');
      expect(sim.exactRtp).toBeCloseTo(weightOf(live, (p) => (p.kind === 'coins' ? p.coins : 0)) / weightOf(live), 12);
      expect(sim.exactPhysical).toBeCloseTo(weightOf((p) => live(p) && p.kind === 'physical') / weightOf(live), 12);
      const result = simulate(sim, { rounds: ROUNDS, serverSeed, clientSeed: `rtp-roulette-${which}` });
      expect(result.declaredInside, `${sim.exactRtp} outside [${result.ci99.join(', ')}]`).toBe(true);
      const tickets = physicalShare(sim);
      expect(sim.exactPhysical).toBeGreaterThanOrEqual(tickets.ci99[0]);
      expect(sim.exactPhysical).toBeLessThanOrEqual(tickets.ci99[1]);
      expect(result.maxOddsSeen).toBe(Math.max(...SEED_QUIZ_PRIZES.map((p) => (p.kind === 'coins' ? p.coins : 0))));
      const liveSlots = sim.probabilities.filter((p) => p > 0).length;
      expect(slotChiSquare(sim.counts, sim.probabilities)).toBeLessThan(chiSquareCritical(liveSlots - 1, 0.01));
    },
  );
});

describe('squid game through squidBridge', () => {
  it('returns exactly 96% at every cash-out point for every whole-coin bet from 1 to 1,000, under the 1000x cap', async () => {
    const { squidExactRtp, SQUID_LADDER, SQUID_STEPS } = await import('../../contract/games/squidRules');
    for (let bet = 1; bet <= 1000; bet++) {
      for (let target = 1; target <= SQUID_STEPS; target++) expect(squidExactRtp(bet, target)).toBe(GAME_RULES.SQUIDGAME.rtp);
    }
    expect(SQUID_LADDER.at(-1)).toBe(983.04);
    expect(Math.max(...SQUID_LADDER)).toBeLessThanOrEqual(GAME_RULES.SQUIDGAME.maxOdds);
  });

  it.each([1, 5, 10])('simulates a player who cashes out after %i steps with 96 percent inside the 99 percent interval', async (target) => {
    const { squidStrategy } = await import('../../server/games/squidgame/simulation');
    const sim = squidStrategy(target);
    // The rarer the cash-out, the wider the interval (10 steps pays 1 bridge in 1,024): npm run rtp runs 10^7.
    const result = simulate(sim, { rounds: ROUNDS, serverSeed, clientSeed: `rtp-squid-${target}` });
    expect(result.declaredInside, `96% outside [${result.ci99.join(', ')}]`).toBe(true);
    expect(result.maxOddsSeen).toBe(0.96 * 2 ** target);
  });
});

describe('lucky egg through eggDraw', () => {
  it('opens with a table of exactly 97.000% and a top prize of 500x, inside the simulated 99% interval', async () => {
    const { eggExactRtp, eggMaxOdds } = await import('../../contract/games/luckyEggRules');
    const { LUCKY_EGG_OPENING_TABLE } = await import('../../server/games/luckyegg/table');
    const { eggSimulation } = await import('../../server/games/luckyegg/simulation');
    // Worked out by hand: (500·10 + 100·50 + 20·300 + 5·2,000 + 2·15,500 + 20,000 + 0.5·40,000) / 100,000.
    expect(eggExactRtp(LUCKY_EGG_OPENING_TABLE)).toBe(0.97);
    expect(LUCKY_EGG_OPENING_TABLE.reduce((s, p) => s + p.weight, 0)).toBe(100_000);
    expect(eggMaxOdds(LUCKY_EGG_OPENING_TABLE)).toBe(GAME_RULES.LUCKYEGG.maxOdds);
    const result = simulate(eggSimulation(LUCKY_EGG_OPENING_TABLE), { rounds: ROUNDS, serverSeed, clientSeed: 'rtp-egg' });
    expect(result.declaredInside, `97% outside [${result.ci99.join(', ')}]`).toBe(true);
    expect(result.maxOddsSeen).toBeLessThanOrEqual(500);
  });
});

describe('rock scissor paper through rspHouseHands', () => {
  it('returns 97% plus the stakes of void matches for every whole-coin bet from 1 to 1,000, far under the 1000x cap', async () => {
    const { rspExactRtp, rspExhaustedChance, RSP_WIN_MULTIPLIER } = await import('../../contract/games/rspRules');
    // Worked out by hand: 30 rounds with no winner have at most two decided rounds, split one each:
    // (1 with none + 30·2 with one + 435·2 with two) of 3^30 equally likely sequences.
    const exhausted = 931 / 3 ** 30;
    expect(rspExhaustedChance() / exhausted).toBeCloseTo(1, 12);
    for (let bet = 1; bet <= 1000; bet++) {
      expect(rspExactRtp(bet)).toBeCloseTo(GAME_RULES.ROCKSCISSORPAPER.rtp + 0.03 * exhausted, 14);
      expect(rspExactRtp(bet)).toBeGreaterThanOrEqual(GAME_RULES.ROCKSCISSORPAPER.rtp);
    }
    expect(RSP_WIN_MULTIPLIER).toBeLessThanOrEqual(GAME_RULES.ROCKSCISSORPAPER.maxOdds);
  });

  // A quarter of the other games' rounds: a match is a whole state machine; npm run rtp runs 10^7.
  const MATCHES = ROUNDS / 4;
  it(`simulates ${MATCHES.toLocaleString('en')} matches of random hands against the house with 97% and the exact return inside the 99% interval`, async () => {
    const { rspSimulation } = await import('../../server/games/rsp/simulation');
    const sim = rspSimulation();
    const result = simulate(sim, { rounds: MATCHES, serverSeed, clientSeed: 'rtp-rsp' });
    expect(result.declaredInside, `97% outside [${result.ci99.join(', ')}]`).toBe(true);
    expect(sim.exactRtp).toBeGreaterThanOrEqual(result.ci99[0]);
    expect(sim.exactRtp).toBeLessThanOrEqual(result.ci99[1]);
    expect(result.maxOddsSeen).toBe(1.94);
  }, 120_000);

  it("draws the house's hands uniformly: 600,000 of them pass chi-square at 99%", async () => {
    const { HANDS, RSP_FLOATS, rspHouseHands } = await import('../../contract/games/rspRules');
    const { floatsSync } = await import('../../server/fairness/rng');
    const hands = Array.from({ length: 20_000 }, (_, nonce) =>
      rspHouseHands(floatsSync(serverSeed, 'rtp-rsp-house', nonce, RSP_FLOATS)),
    ).flat();
    const counts = HANDS.map((hand) => hands.filter((h) => h === hand).length);
    expect(
      slotChiSquare(
        counts,
        HANDS.map(() => 1 / 3),
      ),
    ).toBeLessThan(chiSquareCritical(HANDS.length - 1, 0.01));
  });
});

describe("npm run rtp's suite, short", () => {
  // The bench's code path minus the worker threads: every job in two chunks, merged, judged at the family's alpha.
  const SHORT = 20_000;

  it('checks 16 statistical lines at a family-wise 1%: each at 0.01 / 16, |z| 3.42', async () => {
    const { familyOf, rtpJobs, statisticalLineCount } = await import('../../server/games/rtpSuite');
    const { zCritical } = await import('../../server/fairness/stats');
    const jobs = await rtpJobs();
    // 2 wheels x (return, slots) + 6 platform returns + roulette (return, slots, tickets) + (return, slots) + the floats.
    const lines = await statisticalLineCount(jobs);
    expect(lines).toBe(16);
    const family = familyOf(0.01, lines);
    expect(family.alpha * lines).toBeCloseTo(0.01, 15);
    expect(family.z).toBeCloseTo(zCritical(0.01 / 16), 12);
    expect(family.z).toBeCloseTo(3.4205, 3);
  });

  it(`passes every line of every game over ${SHORT.toLocaleString('en')} rounds in two chunks, and fails a return that is off`, async () => {
    const { familyOf, floatsLine, jobLines, mergeChunks, rtpJobs, runChunk, statisticalLineCount } = await import(
      '../../server/games/rtpSuite'
    );
    const jobs = await rtpJobs();
    expect(jobs.map((j) => j.game)).toEqual(
      expect.arrayContaining(['spin-wheel', 'spinwheelv2', 'fto', 'squidgame', 'lucky-egg', 'rock-scissor-paper', 'quiz roulette']),
    );
    const family = familyOf(0.01, await statisticalLineCount(jobs));
    for (const job of jobs) {
      const merged = mergeChunks([await runChunk(job, serverSeed, 0, SHORT / 2), await runChunk(job, serverSeed, SHORT / 2, SHORT)]);
      expect(merged.tally.n).toBe(SHORT);
      // Chunks are nonce ranges of one seed pair: the two halves add up to the whole run.
      const whole = await runChunk(job, serverSeed, 0, SHORT);
      expect(merged.tally.sum).toBeCloseTo(whole.tally.sum, 6);
      expect(merged.counts).toEqual(whole.counts);
      const lines = await jobLines(job, merged, family.alpha);
      expect(
        lines.filter((l) => !l.pass),
        job.name,
      ).toEqual([]);
      // A game paying 10% more than its table would: its return line fails, where 20,000 rounds can tell
      // (the squid cash-outs at 5 and 10 and the egg pay rarely: npm run rtp's 10^7 rounds tell those).
      if (!/cash out at (5|10)|lucky-egg/.test(job.name)) {
        const rich = { ...merged, tally: { ...merged.tally, sum: merged.tally.sum * 1.1, sumSq: merged.tally.sumSq * 1.21 } };
        expect((await jobLines(job, rich, family.alpha)).find((l) => l.statistical && !l.pass)?.label, job.name).toMatch(/return|coins/);
      }
    }
    expect(floatsLine(serverSeed, SHORT, family.alpha).pass).toBe(true);
  });

  it('plays rock scissor paper on the first eight house hands and again on all thirty only when a match needs them, the same payout as on all thirty', async () => {
    const { rspSimulation } = await import('../../server/games/rsp/simulation');
    const { createMatch, move, settlement } = await import('../../server/games/rsp/match');
    const { RSP_FLOATS, rspHand, rspHouseHands } = await import('../../contract/games/rspRules');
    const { floatsSync } = await import('../../server/fairness/rng');
    const { playerChoices } = await import('../../server/fairness/floatStream');
    const sim = rspSimulation();
    const player = playerChoices(serverSeed, 'rsp-lazy');
    let long = 0;
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const all = floatsSync(serverSeed, 'rsp-lazy', nonce, RSP_FLOATS);
      let asked = 0;
      player.start(nonce);
      const paid = sim.payout(all.slice(0, sim.floatsPerRound), {
        floats: () => {
          asked++;
          return all;
        },
        choice: () => player.next(),
      });
      // The reference: the whole match on all thirty hands, the player's hands from the same choices.
      player.start(nonce);
      const mine = Array.from({ length: RSP_FLOATS }, () => rspHand(player.next()));
      let match = createMatch({ id: 1, bet: 1, house: rspHouseHands(all), now: new Date(0) });
      while (match.current) {
        const moved = move(match, 0, match.current.round, mine[match.current.round - 1] ?? 'rock', new Date(match.current.startsAt));
        if (!moved.ok) throw new Error('refused');
        match = moved.value.match;
      }
      expect(paid).toBe(settlement(match)?.payouts[0]);
      expect(asked).toBe(match.rounds.length > 8 ? 1 : 0);
      if (asked) long++;
    }
    // 73 matches in 6,561 go past round 8: about 222 of 20,000.
    expect(long).toBeGreaterThan(150);
    expect(long).toBeLessThan(300);
  });
});
