import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ladder, PointsPage, TierStatus } from '../../../contract/loyalty/tiers';
import { TIERS_API } from '../../../contract/loyalty/tiersRules';
import { loadLanguage } from '../../i18n';
import { languageState } from '../../state/language';
import { resetAllStores } from '../../state/persist';
import { playerState } from '../../state/player';
import { applyTier, resetTier } from '../../state/tier';
import { ok, screenHarness } from '../testing';
import { TierCard } from './TierCard';
import VipScreen from './VipScreen';

const h = screenHarness();
beforeEach(() => {
  resetAllStores();
  resetTier();
});

const L = (en: string) => ({ en, zh: `${en}-zh`, ms: `${en}-ms` });
const benefits = {
  dailySpinLimit: 16,
  autoApprovalRm: 0,
  queuePriority: 0,
  coinExpiryDays: 90,
  monthlyBonusCoins: 0,
  promotionRate: L('Standard'),
};
const LADDER: Ladder = {
  period: 'rolling90',
  version: 1,
  effectiveFrom: 0,
  tiers: [
    { name: L('Pearl'), colour: '#b8c4d6', badge: 'shield', threshold: 0, benefits },
    {
      name: L('Jade'),
      colour: '#2fbf8f',
      badge: 'star',
      threshold: 1000,
      benefits: { ...benefits, dailySpinLimit: 20, autoApprovalRm: 50, monthlyBonusCoins: 20 },
    },
  ],
};
const NEXT = { index: 1, name: L('Jade'), colour: '#2fbf8f', badge: 'star', threshold: 1000, needed: 380 } as const;
const STATUS: TierStatus = {
  index: 0,
  name: L('Pearl'),
  colour: '#b8c4d6',
  badge: 'shield',
  points: 620,
  from: '2026-08-30T16:00:00.000Z',
  to: '2026-11-28T16:00:00.000Z',
  reviewAt: '2026-11-28T16:00:00.000Z',
  grantedUntil: null,
  keep: null,
  rate: { en: 'Standard rate', zh: '标准费率', ms: 'Kadar standard' },
  next: NEXT,
};
const POINTS: PointsPage = {
  period: 'rolling90',
  at: '2026-11-28T10:00:00.000Z',
  points: 620,
  tier: 0,
  nextCursor: null,
  rows: [
    { id: 2, source: 'stake', sourceId: 'r9', points: 520, reason: null, at: '2026-11-27T04:05:00.000Z' },
    { id: 1, source: 'adjust', sourceId: 'k1', points: 100, reason: 'Welcome', at: '2026-11-21T02:00:00.000Z' },
  ],
};

const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

describe('the tier card', () => {
  it('draws the tier, the points with separators, a named progress bar to the next tier and the review date', async () => {
    applyTier({ ...STATUS, points: 1234, next: { ...NEXT, threshold: 5000, needed: 3766 } });
    await h.render(<TierCard />);
    expect(byTestId('tier-name')?.textContent).toBe('Pearl');
    expect(byTestId('tier-points')?.textContent).toBe('1,234 points');
    const bar = h.container.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-label')).toBe('Points to Jade');
    expect([bar?.getAttribute('aria-valuenow'), bar?.getAttribute('aria-valuemax')]).toEqual(['1234', '5000']);
    expect(byTestId('tier-next')?.textContent).toBe('3,766 more points to Jade');
    // GMT+8 midnight of 29/11/2026.
    expect(byTestId('tier-review')?.textContent).toBe('Next review: 29/11/2026');
    expect(h.container.querySelector('svg[data-badge="shield"]')).not.toBeNull();
  });

  it("in grace, names the period's last day as the one to keep the tier by, in each language", async () => {
    // The quarter ends at 01/01/2027 00:00 GMT+8 (reviewAt); its last day, 31/12/2026, is what `keep.by` carries.
    applyTier({
      ...STATUS,
      index: 1,
      name: L('Jade'),
      points: 580,
      reviewAt: '2026-12-31T16:00:00.000Z',
      next: null,
      keep: { threshold: 2000, needed: 1420, by: '2026-12-31' },
    });
    const lines = () => [byTestId('tier-keep')?.textContent, byTestId('tier-review')?.textContent];
    playerState.authenticated = true;
    h.answers.set(`GET ${TIERS_API.ladder}`, ok(LADDER));
    h.answers.set(`GET ${TIERS_API.myPoints}`, ok(POINTS));
    await h.render(<VipScreen />);
    expect(lines()).toEqual(['Keep Jade: 1,420 more points by 31/12/2026', 'Next review: 01/01/2027']);
    try {
      for (const [lang, keep] of [
        ['zh', '保级Jade-zh：请于 31/12/2026（含）之前再获得 1,420 积分'],
        ['ms', 'Kekalkan Jade-ms: 1,420 mata lagi selewat-lewatnya 31/12/2026'],
      ] as const) {
        languageState.lang = lang;
        await act(() => loadLanguage(lang));
        await h.render(<TierCard />);
        expect(byTestId('tier-keep')?.textContent).toBe(keep);
      }
    } finally {
      await act(() => loadLanguage('en'));
    }
  });

  it('is not drawn without a tier (a guest)', async () => {
    await h.render(<TierCard />);
    expect(byTestId('tier-card')).toBeNull();
  });
});

describe('VipScreen', () => {
  it('a guest sees the ladder, the formula and what joining gives, and no points are asked for', async () => {
    h.answers.set(`GET ${TIERS_API.ladder}`, ok(LADDER));
    await h.render(<VipScreen />);
    expect(byTestId('vip-guest')?.textContent).toContain('Members earn points');
    expect([...h.container.querySelectorAll('[data-testid="vip-tier"]')].map((e) => e.querySelector('h3')?.textContent)).toEqual([
      'Pearl',
      'Jade',
    ]);
    expect(byTestId('vip-ladder')?.textContent).toContain('From 1,000 points');
    expect(byTestId('vip-ladder')?.textContent).toContain('Redemptions up to RM50 approved at once');
    expect(byTestId('vip-formula')?.textContent).toContain('1 point for every coin you stake');
    expect(h.calls.some((c) => c.url.startsWith(TIERS_API.myPoints))).toBe(false);
  });

  it('a player sees their points with sources and dates, and "check my tier" agrees in the browser', async () => {
    playerState.authenticated = true;
    applyTier(STATUS);
    h.answers.set(`GET ${TIERS_API.ladder}`, ok(LADDER));
    h.answers.set(`GET ${TIERS_API.myPoints}`, ok(POINTS));
    await h.render(<VipScreen />);
    expect(byTestId('tier-card')).not.toBeNull();
    const rows = [...h.container.querySelectorAll('[data-testid="vip-point-row"]')].map((e) => e.textContent);
    expect(rows).toEqual(['Coins staked+52027/11/2026 12:05 PM', 'Club adjustment: Welcome+10021/11/2026 10:00 AM']);
    expect(h.container.querySelector('[data-mine="true"] h3')?.textContent).toBe('Pearl');
    const check = [...h.container.querySelectorAll('button')].find((b) => b.textContent === 'Check my tier');
    await h.click(check);
    expect(byTestId('vip-check-mine')?.textContent).toBe('Recomputed in your browser: 620 points, enough for Pearl');
    expect(byTestId('vip-check-result')?.getAttribute('data-agree')).toBe('true');
    expect(byTestId('vip-check-result')?.textContent).toBe('They agree.');
  });

  it('"check my tier" says when the club\'s total is not the sum of its rows', async () => {
    playerState.authenticated = true;
    applyTier(STATUS);
    h.answers.set(`GET ${TIERS_API.ladder}`, ok(LADDER));
    h.answers.set(`GET ${TIERS_API.myPoints}`, ok({ ...POINTS, points: 700 }));
    await h.render(<VipScreen />);
    await h.click([...h.container.querySelectorAll('button')].find((b) => b.textContent === 'Check my tier'));
    expect(byTestId('vip-check-result')?.getAttribute('data-agree')).toBe('false');
  });
});
