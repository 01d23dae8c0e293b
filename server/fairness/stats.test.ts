import { describe, expect, it } from 'vitest';
import {
  bonferroni,
  chiSquareCritical,
  chiSquarePValue,
  gammaQ,
  logGamma,
  meanTest,
  mergeTallies,
  normalTwoSided,
  normalUpperQuantile,
  zCritical,
  type Tally,
} from './stats';

/** The tally of these values, as a simulation would sum them. */
const tallyOf = (xs: readonly number[]): Tally => ({
  n: xs.length,
  sum: xs.reduce((a, b) => a + b, 0),
  sumSq: xs.reduce((a, b) => a + b * b, 0),
  max: Math.max(...xs),
});

describe('the statistics of npm run rtp', () => {
  it('knows the gamma function and its regularized tail', () => {
    expect(Math.exp(logGamma(5))).toBeCloseTo(24, 10);
    expect(Math.exp(logGamma(0.5))).toBeCloseTo(Math.sqrt(Math.PI), 12);
    // Q(1, x) = e^-x, on both sides of the series / continued fraction switch.
    for (const x of [0.1, 1, 1.9, 2.1, 10, 40]) expect(gammaQ(1, x) / Math.exp(-x)).toBeCloseTo(1, 12);
    expect(gammaQ(3, 0)).toBe(1);
    expect(() => gammaQ(0, 1)).toThrow(RangeError);
  });

  it('gives the normal quantiles of the tables', () => {
    expect(zCritical(0.05)).toBeCloseTo(1.959963985, 8);
    expect(zCritical(0.01)).toBeCloseTo(2.575829304, 8);
    expect(normalUpperQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalUpperQuantile(0.975)).toBeCloseTo(-1.959963985, 8);
    expect(normalUpperQuantile(1e-10)).toBeCloseTo(6.361340902, 6);
    expect(normalTwoSided(2.575829304)).toBeCloseTo(0.01, 9);
  });

  it('gives the chi-square critical values of the tables, where the old 1..20 df table ended and beyond', () => {
    const at99: [number, number][] = [
      [1, 6.635],
      [2, 9.21],
      [7, 18.475],
      [11, 24.725],
      [19, 36.191],
      [20, 37.566],
      [30, 50.892],
      [100, 135.807],
    ];
    for (const [df, critical] of at99) expect(chiSquareCritical(df, 0.01)).toBeCloseTo(critical, 2);
    expect(chiSquareCritical(1, 0.05)).toBeCloseTo(3.841459, 5);
    expect(chiSquarePValue(chiSquareCritical(7, 0.000588), 7)).toBeCloseTo(0.000588, 9);
  });

  it('splits a family-wise 1% over the lines: 17 lines are each tested at 0.01 / 17, |z| 3.437', () => {
    expect(bonferroni(0.01, 17)).toBeCloseTo(0.01 / 17, 15);
    expect(zCritical(bonferroni(0.01, 17))).toBeCloseTo(3.437, 3);
    expect(zCritical(bonferroni(0.01, 1))).toBeCloseTo(2.5758, 3);
    // More lines, a stricter test of each: the union bound keeps the family at 1%.
    expect(zCritical(bonferroni(0.01, 100))).toBeGreaterThan(zCritical(bonferroni(0.01, 17)));
    expect(() => bonferroni(0.01, 0)).toThrow(RangeError);
    expect(() => bonferroni(1, 3)).toThrow(RangeError);
  });

  it('passes a mean inside its interval, fails one outside, and a test of more lines is wider', () => {
    const coin = tallyOf(Array.from({ length: 10_000 }, (_, i) => i % 2));
    const fair = meanTest(coin, 0.5, 0.01);
    expect(fair).toMatchObject({ mean: 0.5, z: 0, pass: true });
    expect(fair.interval[0]).toBeCloseTo(0.5 - 2.5758 * 0.005, 4);
    // 0.51 is two standard errors off: in at 1%, out at 5%.
    expect(meanTest(coin, 0.51, 0.01).pass).toBe(true);
    expect(meanTest(coin, 0.51, 0.05).pass).toBe(false);
    expect(meanTest(coin, 0.52, bonferroni(0.01, 17)).pass).toBe(false);
    const one = meanTest(coin, 0.5, 0.01).interval;
    const seventeen = meanTest(coin, 0.5, bonferroni(0.01, 17)).interval;
    expect(seventeen[1] - seventeen[0]).toBeGreaterThan(one[1] - one[0]);
    // No variance: only the exact value passes.
    expect(meanTest(tallyOf([0, 0, 0]), 0, 0.01).pass).toBe(true);
    expect(meanTest(tallyOf([0, 0, 0]), 0.1, 0.01).pass).toBe(false);
  });

  it('merges the tallies of chunks into the tally of the whole', () => {
    const xs = [0, 1.94, 0, 1.94, 1, 0, 983.04];
    const merged = mergeTallies([tallyOf(xs.slice(0, 3)), tallyOf(xs.slice(3))]);
    const whole = tallyOf(xs);
    expect(merged.n).toBe(whole.n);
    expect(merged.max).toBe(983.04);
    expect(merged.sum).toBeCloseTo(whole.sum, 9);
    expect(merged.sumSq).toBeCloseTo(whole.sumSq, 6);
    expect(mergeTallies([])).toEqual({ n: 0, sum: 0, sumSq: 0, max: 0 });
  });
});
