import { describe, expect, it } from 'vitest';
import { motionTime, REDUCED_MOTION_MS } from '../../kit/motion';
import {
  confettiAt,
  confettiPieces,
  countAt,
  COUNT_MS,
  dealDuration,
  flipAt,
  FLIP_MS,
  remainingAt,
  secondsShown,
  shakeAt,
  SHAKE_MS,
  tickDue,
  timerFraction,
  timerMood,
} from './motion';

describe('FTO timer', () => {
  it('counts down from the time left when the deal arrived, never below zero', () => {
    expect(remainingAt(9000, 1000, 1000)).toBe(9000);
    expect(remainingAt(9000, 1000, 4500)).toBe(5500);
    expect(remainingAt(9000, 1000, 20_000)).toBe(0);
    // A frame stamped before the deal (clock jitter) does not add time.
    expect(remainingAt(9000, 1000, 900)).toBe(9000);
  });

  it('fills the bar by the time left of the whole limit', () => {
    expect(timerFraction(15_000, 15_000)).toBe(1);
    expect(timerFraction(7500, 15_000)).toBe(0.5);
    expect(timerFraction(0, 15_000)).toBe(0);
    // A resumed round can show less than full from the start.
    expect(timerFraction(4000, 8000)).toBe(0.5);
    expect(timerFraction(100, 0)).toBe(0);
  });

  it('ticks once as each of the last three seconds begins', () => {
    const ticks: number[] = [];
    let prev = 6000;
    for (let r = 6000; r >= 0; r -= 16) {
      if (tickDue(prev, r)) ticks.push(secondsShown(r));
      prev = r;
    }
    expect(ticks).toEqual([3, 2, 1]);
  });

  it('turns urgent in the last three seconds, late past half', () => {
    expect(timerMood(12_000, 15_000)).toBe('calm');
    expect(timerMood(6000, 15_000)).toBe('late');
    expect(timerMood(3000, 15_000)).toBe('urgent');
    expect(timerMood(2500, 6000)).toBe('urgent');
  });
});

describe('FTO card motion', () => {
  it('flips each card from its back to its face, one after another', () => {
    expect(flipAt(0, 0)).toEqual({ face: false, scaleX: 1 });
    expect(flipAt(0, FLIP_MS / 2).scaleX).toBeCloseTo(0, 6);
    expect(flipAt(0, FLIP_MS)).toEqual({ face: true, scaleX: 1 });
    // The last card has not started when the first is done.
    expect(flipAt(8, FLIP_MS)).toEqual({ face: false, scaleX: 1 });
    expect(flipAt(8, dealDuration(9))).toEqual({ face: true, scaleX: 1 });
    for (let i = 0; i < 16; i++) expect(flipAt(i, dealDuration(16)).face).toBe(true);
    expect(dealDuration(0)).toBe(0);
  });

  it('shakes the wrong card and brings it back to rest', () => {
    expect(shakeAt(0)).toBe(0);
    expect(shakeAt(SHAKE_MS)).toBe(0);
    const offsets = Array.from({ length: 50 }, (_, i) => shakeAt((i / 50) * SHAKE_MS));
    expect(Math.max(...offsets)).toBeGreaterThan(0.02);
    expect(Math.min(...offsets)).toBeLessThan(-0.02);
  });

  it('counts coins up in whole numbers and lands on the new amount', () => {
    expect(countAt(3, 4, 0)).toBe(3);
    expect(countAt(3, 4, COUNT_MS)).toBe(4);
    expect(countAt(0, 10, COUNT_MS * 2)).toBe(10);
    const seen = Array.from({ length: 20 }, (_, i) => countAt(0, 10, (i / 19) * COUNT_MS));
    expect(seen.every((n) => Number.isInteger(n))).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('scatters the same confetti for the same seed and different for another', () => {
    expect(confettiPieces(20, 7)).toEqual(confettiPieces(20, 7));
    expect(confettiPieces(20, 7)).not.toEqual(confettiPieces(20, 8));
    const [piece] = confettiPieces(1, 7);
    if (!piece) throw new Error('no confetti');
    expect(confettiAt(piece, 0).visible).toBe(piece.delay === 0);
    const later = confettiAt(piece, piece.delay + 1500);
    expect(later.visible).toBe(true);
    expect(later.y).toBeGreaterThan(-0.05);
    expect(later.y).toBeLessThan(1.05);
  });
});

describe('FTO with reduced motion', () => {
  it('deals every card face up and counts the coins to the end within 200 ms', () => {
    const deal = dealDuration(16);
    expect(deal).toBeGreaterThan(REDUCED_MOTION_MS);
    const t = motionTime(REDUCED_MOTION_MS, deal, true);
    for (let i = 0; i < 16; i++) expect(flipAt(i, t)).toEqual({ face: true, scaleX: 1 });
    expect(flipAt(15, motionTime(REDUCED_MOTION_MS / 2, deal, true)).face).toBe(false);
    expect(countAt(10, 40, motionTime(REDUCED_MOTION_MS, COUNT_MS, true))).toBe(40);
  });
});
