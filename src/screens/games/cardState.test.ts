import { describe, expect, it } from 'vitest';
import { formatOdds as odds, formatPercent as percent } from '../../lib/format';
import { effectiveState } from './cardState';

describe('effectiveState', () => {
  it.each([
    ['spin-wheel', 'live', 0, 'live'],
    ['spin-wheel', 'live', 1, 'maintenance'],
    ['spin-wheel', 'maintenance', 0, 'maintenance'],
    ['spin-wheel', 'comingSoon', 1, 'comingSoon'],
    ['spinwheelv2', 'ended', 0, 'ended'],
    ['fto', 'live', 0, 'live'],
    ['lucky-egg', 'live', 0, 'live'],
    // Not built in the chrome yet: the server's live is not playable here.
    ['rock-scissor-paper', 'live', 0, 'preparation'],
    ['squidgame', 'preparation', 0, 'preparation'],
    ['squidgame', 'preparation', 1, 'maintenance'],
  ] as const)('%s %s with mtn %i shows %s', (slug, state, mtn, want) => {
    expect(effectiveState({ slug, state }, mtn)).toBe(want);
  });
});

describe('figures', () => {
  it('keeps small chances visible', () => {
    expect(percent(0.25)).toBe('25.00%');
    expect(percent(0.005)).toBe('0.500%');
    expect(percent(0.00001)).toBe('0.0010%');
    expect(percent(0)).toBe('0.000%');
  });
  it('prints odds without noise', () => {
    expect(odds(50)).toBe('50x');
    expect(odds(0.33)).toBe('0.33x');
  });
});
