import { describe, expect, it } from 'vitest';
import { hudLines } from './hud';
import type { WheelStatus } from './types';

const text = { spinsLeft: 'Spins left', nextSpinIn: 'Next spin in', tapToSpin: 'Tap the wheel to spin', wonPrefix: 'You won' };
const formatCountdown = (ms: number) => `${Math.round(ms / 1000)} s`;
const status = (rm: number, maintenance = false): WheelStatus => ({ rm, nextSpinAt: '2026-11-28T00:01:00.000Z', maintenance });
const now = Date.parse('2026-11-28T00:00:00.000Z');

describe('the lines under the wheel', () => {
  const classic = { variant: 'classic' as const, text, formatCountdown };
  it('invite a tap on the classic wheel only while a spin is there to take', () => {
    expect(hudLines(classic, status(2), now, true)).toEqual(['Tap the wheel to spin', '']);
    expect(hudLines(classic, status(0), now, true)).toEqual(['', '']);
    expect(hudLines(classic, null, now, true)).toEqual(['', '']);
    expect(hudLines(classic, status(2, true), now, true)).toEqual(['', '']);
    expect(hudLines(classic, status(2), now, false)).toEqual(['', '']);
  });
  it('show spins left and the countdown on V2', () => {
    const v2 = { ...classic, variant: 'v2' as const };
    expect(hudLines(v2, status(0), now, true)).toEqual(['Spins left: 0', 'Next spin in 60 s']);
    expect(hudLines(v2, { ...status(1), nextSpinAt: null }, now, true)).toEqual(['Spins left: 1', '']);
    expect(hudLines(v2, null, now, true)).toEqual(['', '']);
  });
});
