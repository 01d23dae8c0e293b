import { describe, expect, it } from 'vitest';
import { formatOdds as odds, formatPercent as percent } from '../../lib/format';
import type { GameSlug } from '../../../contract/constants';
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
    ['rock-scissor-paper', 'live', 0, 'live'],
    ['squidgame', 'preparation', 0, 'preparation'],
    ['squidgame', 'preparation', 1, 'maintenance'],
  ] as const)('%s %s with mtn %i shows %s', (slug, state, mtn, want) => {
    expect(effectiveState({ slug, state }, mtn)).toBe(want);
  });

  it('shows preparation for a game the server calls live before this build has its screen', () => {
    // A slug a later server may send; this build's registry does not know it.
    const later = 'a-later-game' as GameSlug;
    expect(effectiveState({ slug: later, state: 'live' }, 0)).toBe('preparation');
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
