import { describe, expect, it } from 'vitest';
import { restingRotation, slotAt, STOP_LIMITS } from './wheelMotion';
import { FrameTimers, WheelSpin } from './wheelSpin';
import { REDUCED_MOTION_MS } from './motion';

/** Steps a wheel frame by frame (16 ms) until `until` ms; returns how many ticks it asked for. */
function run(wheel: WheelSpin, from: number, until: number): number {
  let ticks = 0;
  for (let t = from; t <= until; t += 16) if (wheel.step(t)) ticks++;
  return ticks;
}

describe('a wheel turning on the frame clock', () => {
  it('lands on the slot the server drew, and refuses one that is not on the wheel before it moves', () => {
    const wheel = new WheelSpin(8, restingRotation(0, 8));
    wheel.spinUp(0);
    run(wheel, 0, 500);
    expect(() => wheel.landOn(500, 8, 1, 3, () => {})).toThrow(RangeError);
    expect(() => wheel.landOn(500, 1.5, 1, 3, () => {})).toThrow(RangeError);
    let rested = 0;
    wheel.landOn(500, 5, 42, 3, () => rested++);
    run(wheel, 500, 500 + STOP_LIMITS.maxMs + 100);
    expect(rested).toBe(1);
    expect(wheel.slot).toBe(5);
  });

  it('holds pinned poses: part way into a stop, turning, and at rest on a slot', () => {
    const wheel = new WheelSpin(8);
    const t = wheel.pin(6, 1, 0.5);
    expect(t).toBeGreaterThan(0);
    expect(wheel.speed).toBeGreaterThan(0);
    expect(wheel.pin(6, 1, 1)).toBeGreaterThan(t);
    expect(wheel.slot).toBe(6);
    wheel.restOn(2, 1);
    expect(wheel.slot).toBe(2);
    expect(wheel.speed).toBe(0);
  });

  it('spins up at once, then rests on the answered slot once, with ticks on the way', () => {
    const wheel = new WheelSpin(12, restingRotation(0, 12));
    wheel.spinUp(0);
    expect(run(wheel, 0, 800)).toBeGreaterThan(0);
    expect(wheel.speed).toBeGreaterThan(0);
    let rested = 0;
    wheel.stopAt(800, restingRotation(7, 12, 0.2), STOP_LIMITS, () => rested++);
    run(wheel, 800, 800 + STOP_LIMITS.maxMs + 100);
    expect(rested).toBe(1);
    expect(wheel.speed).toBe(0);
    expect(slotAt(wheel.turn, 12)).toBe(7);
    // At rest nothing moves or ticks.
    expect(run(wheel, 7000, 8000)).toBe(0);
  });

  it('coasts to a stop within a second after a refusal', () => {
    const wheel = new WheelSpin(8);
    wheel.spinUp(0);
    run(wheel, 0, 600);
    let stopped = -1;
    wheel.coast(600, () => {
      stopped = wheel.speed;
    });
    run(wheel, 600, 1600);
    expect(stopped).toBe(0);
  });

  it('with reduced motion: stays still while the server is asked, then rests on the same slot on the next frame', () => {
    const full = new WheelSpin(12, restingRotation(0, 12));
    const reduced = new WheelSpin(12, restingRotation(0, 12), { reduced: true });
    for (const wheel of [full, reduced]) wheel.spinUp(0);
    run(reduced, 0, 800);
    expect(reduced.turn).toBe(restingRotation(0, 12));
    run(full, 0, 800);
    let rested = 0;
    reduced.landOn(800, 7, 42, 3, () => rested++);
    full.landOn(800, 7, 42, 3, () => undefined);
    expect(reduced.stopMs).toBeLessThanOrEqual(REDUCED_MOTION_MS);
    expect(full.stopMs).toBeGreaterThan(REDUCED_MOTION_MS);
    run(reduced, 800, 816);
    expect(rested).toBe(1);
    expect(reduced.stopMs).toBe(0);
    run(full, 800, 800 + STOP_LIMITS.maxMs + 100);
    // The same slot, and the same resting place in it.
    expect(reduced.slot).toBe(7);
    expect(reduced.turn).toBeCloseTo(full.turn, 6);
    // A refusal stops where the wheel stands.
    const refused = new WheelSpin(8, 10, { reduced: true });
    refused.coast(0, () => undefined);
    run(refused, 0, 16);
    expect(refused.turn).toBe(10);
  });

  it('runs delays on the same clock, each once', () => {
    const timers = new FrameTimers();
    const seen: string[] = [];
    timers.later(100, 500, () => seen.push('a'));
    timers.later(100, 50, () => seen.push('b'));
    timers.run(200);
    timers.run(700);
    timers.run(900);
    expect(seen).toEqual(['b', 'a']);
    timers.later(0, 10, () => seen.push('c'));
    timers.clear();
    timers.run(100);
    expect(seen).toEqual(['b', 'a']);
  });
});
