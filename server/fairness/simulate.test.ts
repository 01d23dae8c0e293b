import { describe, expect, it } from 'vitest';
import { pickWeighted } from './rng';
import { chiSquare, simulate, type SimulatedGame } from './simulate';

// A table whose exact RTP is 0.97: weights sum to 100, payouts x weight sum to 97.
const table = { weights: [50, 30, 15, 4, 1], payouts: [0, 1.5, 2, 3, 10] };
const demo: SimulatedGame = {
  name: 'demo wheel',
  declaredRtp: 0.97,
  declaredMaxOdds: 10,
  floatsPerRound: 1,
  exactRtp: table.weights.reduce((s, w, i) => s + (w / 100) * (table.payouts[i] ?? 0), 0),
  payout: ([f]) => table.payouts[pickWeighted(f ?? 0, table.weights)] ?? 0,
};

describe('RTP simulation', () => {
  it("estimates a known table's RTP with a 99% interval that holds the declared figure", () => {
    expect(demo.exactRtp).toBeCloseTo(0.97, 12);
    const r = simulate(demo, { rounds: 50_000, serverSeed: 'f'.repeat(64), clientSeed: 'rtp' });
    expect(r.rounds).toBe(50_000);
    expect(r.ci99[0]).toBeLessThan(r.rtp);
    expect(r.ci99[1]).toBeGreaterThan(r.rtp);
    expect(r.declaredInside).toBe(true);
    expect(r.maxOddsSeen).toBe(10);
    expect(r.roundsPerSecond).toBeGreaterThan(0);
  });

  it('flags a declared RTP the game does not pay', () => {
    const r = simulate({ ...demo, declaredRtp: 0.9 }, { rounds: 50_000, serverSeed: 'f'.repeat(64), clientSeed: 'rtp' });
    expect(r.declaredInside).toBe(false);
  });

  it('computes chi-square of equal bins', () => {
    expect(chiSquare([0.05, 0.55], 2)).toBe(0);
    expect(chiSquare([0.1, 0.2, 0.3, 0.4], 2)).toBe(4);
  });
});
