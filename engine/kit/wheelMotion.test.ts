import { describe, expect, it } from 'vitest';
import {
  angleAt,
  bulbLit,
  CRUISE_SPEED,
  hermite,
  landingOffset,
  mod,
  pegsPassed,
  planStop,
  pointerKick,
  restingRotation,
  slotAt,
  speedAt,
  spinUp,
} from './wheelMotion';
import { seeded } from './seeded';

describe('wheel motion', () => {
  it('rests every slot under the pointer, anywhere inside it', () => {
    for (const slots of [2, 8, 12, 13]) {
      for (let slot = 0; slot < slots; slot++) {
        for (const offset of [-0.3, 0, 0.3]) expect(slotAt(restingRotation(slot, slots, offset), slots)).toBe(slot);
      }
    }
  });

  it('reads the slot after many turns and negative angles', () => {
    expect(slotAt(restingRotation(5, 8) + 360 * 7, 8)).toBe(5);
    expect(slotAt(restingRotation(5, 8) - 360 * 3, 8)).toBe(5);
  });

  it('spins up to cruising speed', () => {
    expect(spinUp(0)).toEqual({ angle: 0, speed: 0 });
    expect(spinUp(10_000).speed).toBe(CRUISE_SPEED);
    expect(spinUp(1000).angle).toBeGreaterThan(spinUp(500).angle);
  });

  it('stops exactly on the answered slot, speed matched at the start and zero at the end', () => {
    for (const [from, speed, slot] of [
      [0, CRUISE_SPEED, 3],
      [1234.5, 0.4, 0],
      [77, 0, 11],
      [9000, CRUISE_SPEED, 7],
    ] as const) {
      const to = restingRotation(slot, 12, landingOffset(42));
      const plan = planStop({ from, speed, to, minTurns: 2, minMs: 3000, maxMs: 5200 });
      expect(plan.distance).toBeGreaterThanOrEqual(720);
      expect(plan.durationMs).toBeLessThanOrEqual(5200);
      expect(plan.slope).toBeGreaterThanOrEqual(0);
      expect(plan.slope).toBeLessThanOrEqual(3);
      const end = angleAt(plan, plan.durationMs);
      expect(slotAt(end, 12)).toBe(slot);
      expect(mod(end - to + 1e-9, 360)).toBeLessThan(1e-6);
      expect(speedAt(plan, 0)).toBeCloseTo(Math.min(speed, (3 * plan.distance) / plan.durationMs), 6);
      expect(speedAt(plan, plan.durationMs)).toBeCloseTo(0, 9);
    }
  });

  it('never turns backwards while stopping', () => {
    const plan = planStop({ from: 10, speed: CRUISE_SPEED, to: 200, minTurns: 2, minMs: 3000, maxMs: 5200 });
    let last = -Infinity;
    for (let t = 0; t <= plan.durationMs; t += 16) {
      const a = angleAt(plan, t);
      expect(a).toBeGreaterThanOrEqual(last - 1e-9);
      last = a;
    }
    for (const m of [0, 1, 3]) expect(hermite(0, m) === 0 && hermite(1, m) === 1).toBe(true);
  });

  it('ticks once per peg and kicks the pointer only when moving', () => {
    expect(pegsPassed(44, 8)).toBe(0);
    expect(pegsPassed(46, 8)).toBe(1);
    expect(pointerKick(45.1, 8, 0.5)).toBeLessThan(-15);
    expect(pointerKick(45.1, 8, 0)).toBeCloseTo(0);
  });

  it('lights follow the mode', () => {
    const lit = (mode: Parameters<typeof bulbLit>[1], t: number) => Array.from({ length: 8 }, (_, i) => bulbLit(i, mode, t));
    expect(lit('off', 0).some(Boolean)).toBe(false);
    expect(lit('lose', 0).filter(Boolean)).toHaveLength(2);
    expect(lit('idle', 0)).not.toEqual(lit('idle', 160));
  });

  it('decorates deterministically', () => {
    const a = seeded(7);
    const b = seeded(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(landingOffset(5, 1)).toBe(landingOffset(5, 1));
    for (let r = 0; r < 200; r++) expect(Math.abs(landingOffset(r))).toBeLessThanOrEqual(0.3);
  });
});
