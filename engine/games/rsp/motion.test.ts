import { describe, expect, it } from 'vitest';
import { HANDS } from '../../../contract/games/rspRules';
import { CLASH_MS, clashAt, popScale, radarAngle, SHAKE_MS, shuffledHand } from './motion';

describe('clashAt', () => {
  it('shakes closed fists three times before showing the hands', () => {
    expect(clashAt(0)).toMatchObject({ shown: false, reach: 0 });
    expect(clashAt(SHAKE_MS / 6).bob).toBeCloseTo(1);
    expect(clashAt(SHAKE_MS / 2).bob).toBeCloseTo(1);
    expect(clashAt(SHAKE_MS - 1).shown).toBe(false);
  });
  it('thrusts the hands in with a flash, then settles back and is done', () => {
    const hit = clashAt(SHAKE_MS + (CLASH_MS - SHAKE_MS) * 0.3);
    expect(hit.shown).toBe(true);
    expect(hit.reach).toBeGreaterThan(0.8);
    expect(hit.flash).toBeCloseTo(1);
    const end = clashAt(CLASH_MS);
    expect(end).toMatchObject({ shown: true, flash: 0, done: true });
    expect(end.reach).toBeCloseTo(0);
  });
});

describe('searching and banners', () => {
  it('turns the radar once every two seconds and flicks through every hand', () => {
    expect(radarAngle(500)).toBeCloseTo(Math.PI / 2);
    expect(radarAngle(2_000)).toBeCloseTo(0);
    expect(new Set([0, 300, 600].map(shuffledHand))).toEqual(new Set(HANDS));
  });
  it('pops a banner from smaller to its size', () => {
    expect(popScale(0)).toBeCloseTo(0.7);
    expect(popScale(10_000)).toBe(1);
  });
});

describe('the reveal with reduced motion', () => {
  it('skips to the last frame of the clash: the hands shown, still, with no flash', () => {
    expect(clashAt(CLASH_MS)).toEqual({ bob: 0, shown: true, reach: 0, flash: 0, done: true });
  });
});
