import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, screenHarness } from '../../testing';
import RealityCheck from './RealityCheck';
import { resetRealityClock } from './realityClock';

const h = screenHarness();
const dialog = () => document.querySelector('[data-testid="reality-check"]');
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

const limits = (realityCheckMinutes: number | null) =>
  ok({
    daily: null,
    weekly: null,
    dailyPending: null,
    weeklyPending: null,
    stakedToday: 0,
    stakedThisWeek: 0,
    breakUntil: null,
    excludedUntil: null,
    realityCheckMinutes,
  });
const SINCE = new Date(Date.now() - 75 * 60_000).toISOString();

describe('the reality check', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetRealityClock();
    // The session began long enough ago that the check is due now.
    sessionStorage.setItem('realityCheck.since', SINCE);
    history.replaceState(null, '', '/games/squidgame/play');
    h.answers.set('GET player/limits/session', ok({ since: SINCE, minutes: 75, rounds: 9, staked: 120, won: 95.5, net: -24.5 }));
  });

  it('once due, tells the time played and the coins staked, won and the result from the server', async () => {
    h.answers.set('GET player/limits', limits(15));
    await h.render(<RealityCheck slug="squidgame" />);
    await settle();
    expect(h.calls.find((c) => c.url === 'player/limits/session')?.params).toEqual({ since: SINCE });
    expect(dialog()?.textContent).toContain('You have been playing for 1 h 15 min.');
    expect(dialog()?.textContent).toContain('Staked120.00');
    expect(dialog()?.textContent).toContain('Won95.50');
    expect(dialog()?.querySelector('[data-sign="-"]')?.textContent).toBe('-24.50');

    // Keep playing: closed until an interval from now.
    await h.click(document.querySelector('[data-testid="reality-keep"]'));
    await settle();
    expect(dialog()).toBeNull();
    expect(Number(sessionStorage.getItem('realityCheck.next')) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(location.pathname).toBe('/games/squidgame/play');
  });

  it('Stop leaves the game for its page', async () => {
    h.answers.set('GET player/limits', limits(30));
    await h.render(<RealityCheck slug="squidgame" />);
    await settle();
    await h.click(document.querySelector('[data-testid="reality-stop"]'));
    expect(dialog()).toBeNull();
    expect(location.pathname).toBe('/games/squidgame');
  });

  it('says nothing when the player turned it off', async () => {
    h.answers.set('GET player/limits', limits(null));
    await h.render(<RealityCheck slug="squidgame" />);
    await settle();
    expect(dialog()).toBeNull();
    expect(h.calls.some((c) => c.url === 'player/limits/session')).toBe(false);
  });
});
