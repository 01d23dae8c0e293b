import { describe, expect, it } from 'vitest';
import { eggControls, pickWords, revealWords, standingWords } from './speech';

const f = { formatMultiplier: (m: number) => `${m}x`, formatCoins: (c: number) => c.toLocaleString('en-US') };

describe('Lucky egg for a keyboard and a screen reader', () => {
  it('offers the five eggs by place, back row then front row, pressable only in an open session', () => {
    const open = eggControls('open');
    expect(open.map((c) => [c.id, c.params])).toEqual([
      ['egg-0', [1, 5, 1]],
      ['egg-1', [2, 5, 1]],
      ['egg-2', [3, 5, 2]],
      ['egg-3', [4, 5, 2]],
      ['egg-4', [5, 5, 2]],
    ]);
    expect(open.every((c) => c.enabled && c.key === 'games.a11y.egg.egg')).toBe(true);
    for (const look of ['closed', 'waiting', 'smashing', 'win', 'played', 'maintenance'] as const) {
      expect(
        eggControls(look).some((c) => c.enabled),
        look,
      ).toBe(false);
    }
  });

  it('says the session, the pick and what the egg held', () => {
    expect(standingWords({ mode: 'open' }, f)).toEqual({ key: 'games.a11y.egg.open' });
    expect(standingWords({ mode: 'closed' }, f)).toEqual({ key: 'games.a11y.egg.closed' });
    expect(standingWords({ mode: 'played', reveal: { egg: 2, multiplier: 3, payout: 30 } }, f)).toEqual({
      key: 'games.a11y.egg.played',
      params: [3, '3x'],
    });
    expect(pickWords(0)).toEqual({ key: 'games.a11y.egg.picked', params: [1] });
    expect(revealWords({ egg: 4, multiplier: 500, payout: 5000 }, f)).toEqual({ key: 'games.a11y.egg.won', params: [5, '500x', '5,000'] });
    expect(revealWords({ egg: 1, multiplier: 0, payout: 0 }, f)).toEqual({ key: 'games.a11y.egg.nothing', params: [2, '0x'] });
  });
});
