import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SpinStatus } from '../../../contract/games/wheel';
import { API } from '../../../contract/routes';
import type { GameDetail } from '../../../contract/schemas/games';
import { ok, screenHarness } from '../testing';
import GameDetailScreen from './GameDetailScreen';
import SpinTermsScreen from './SpinTermsScreen';

const h = screenHarness();
// A live game's detail prefetches its game through a dynamic import of the registry: loaded here, so
// it never finishes loading after the test environment is gone (an unhandled teardown error once).
beforeAll(() => import('../../game/registry'));
const loc = (s: string) => ({ en: s, zh: `${s} zh`, ms: `${s} ms` });
const text = { title: 'Spin Wheel V2', description: 'Spin it.', features: [], screenshots: [], notice: ['RTP 97%'] };
// Figures unlike the spec's defaults, so a hard-coded 30 / 16 / 50 in the client would show.
const detail: GameDetail = {
  card: {
    slug: 'spinwheelv2',
    key: 'SPINWHEELV2',
    tag: null,
    state: 'live',
    startDate: '2026-03-05T06:07:00Z',
    endDate: null,
    cardImg: loc('v2.svg'),
    title: loc('v2'),
  },
  content: { en: text, zh: text, ms: text },
  declaredRtp: 0.97,
  exactRtp: 0.965,
  maxOdds: 50,
  volatility: 'medium',
  odds: [],
  spinTerms: { minDepositRm: 45, spinsPerDeposit: 1, dailySpinLimit: 12, maxPrizeRm: 40, creditWithinMinutes: 15, delayedWithinHours: 24 },
};
const status: SpinStatus = { rm: 2, dailyLimit: 20, usedToday: 3, nextSpinAt: null, verified: false, maintenance: false };

const at = (path: string, pattern: string, node: React.ReactNode) => (
  <Router hook={memoryLocation({ path }).hook}>
    <Route path={pattern}>{node}</Route>
  </Router>
);
const row = (term: string) => h.container.querySelector(`[data-term="${term}"]`)?.textContent ?? '';

describe('SpinTermsScreen', () => {
  it("prints the server's deposit condition, daily limit, who may spin, top prize and credit times, and the player's own limit", async () => {
    h.answers.set(`GET ${API.game('spinwheelv2')}`, ok(detail));
    h.answers.set(`GET ${API.gameStatus('spinwheelv2')}`, ok(status));
    await h.render(at('/games/spinwheelv2/terms', '/games/:game/terms', <SpinTermsScreen />));
    expect(h.container.querySelector('h1')?.textContent).toBe('Spin Terms & Conditions');
    expect(h.text()).toContain('The terms of every spin on Spin Wheel V2.');
    expect(row('deposit')).toBe('Deposit conditionEach deposit of at least RM45 on your H5 account earns 1 spin, for one wheel');
    expect(row('limit')).toContain('12 spins a day');
    expect(h.container.querySelector('[data-testid="spin-terms-yours"]')?.textContent).toBe('Yours: 20 a day, 3 used today');
    expect(row('who')).toContain('Verified accounts only');
    // Not verified yet: the way to support is right there.
    expect(h.container.querySelector('[data-testid="spin-terms-verify"]')?.getAttribute('href')).toBe('/helpdesk');
    expect(row('prizes')).toContain('up to RM40');
    expect(row('credit')).toBe('CreditTo your H5 account within 15 minutes; a delayed prize within 24 hours');
    expect(h.text()).toContain('returns 96.50% of the deposit');
    expect(h.text()).not.toMatch(/RM30|16 spins|RM50/);
  });

  it('is not a page for a game without spins', async () => {
    await h.render(at('/games/fto/terms', '/games/:game/terms', <SpinTermsScreen />));
    expect(h.container.querySelector('[data-testid="spin-terms-screen"]')).toBeNull();
    expect(h.calls.filter((c) => c.url.endsWith('/status'))).toEqual([]);
  });
});

describe('the wheel detail', () => {
  it('links to its terms screen', async () => {
    h.answers.set(`GET ${API.game('spinwheelv2')}`, ok(detail));
    await h.render(at('/games/spinwheelv2', '/games/:game', <GameDetailScreen />));
    const link = h.container.querySelector('[data-testid="spin-terms-link"]');
    expect(link?.getAttribute('href')).toBe('/games/spinwheelv2/terms');
    expect(link?.textContent).toBe('Spin Terms & Conditions');
  });
});
