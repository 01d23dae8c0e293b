import { describe, expect, it } from 'vitest';
import { API } from '../../../contract/routes';
import { replaceState } from '../../state/merge';
import { defaultSite, siteState } from '../../state/site';
import { resetTier } from '../../state/tier';
import { refreshFixture } from '../../state/refresh.fixture';
import { fail, ok, screenHarness } from '../testing';
import PromotionsScreen from './PromotionsScreen';

const h = screenHarness();

describe('PromotionsScreen', () => {
  it('shows image, title, description and the dates in DD/MM/YYYY hh:mm A (Malaysia time)', async () => {
    replaceState(siteState, defaultSite());
    const data = refreshFixture();
    const [sample] = data.promotions;
    if (!sample) throw new Error('the fixture has a promotion');
    data.promotions = [
      { ...sample, id: 1, startDate: '2026-03-01T01:30:00.000Z', endDate: '2026-03-31T15:59:00.000Z' },
      { ...sample, id: 2, startDate: '2026-04-01T04:00:00.000Z', endDate: null },
    ];
    h.answers.set(`GET ${API.vips}`, ok(data));
    await h.render(<PromotionsScreen />);
    const cards = [...h.container.querySelectorAll('article')];
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('h2')?.textContent).toBe('Welcome');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/p7.png');
    expect(cards[0]?.textContent).toContain('200% bonus');
    expect(cards[0]?.querySelector('[data-testid="promotion-period"]')?.textContent).toBe(
      'Valid 01/03/2026 09:30 AM to 31/03/2026 11:59 PM',
    );
    expect(cards[1]?.querySelector('[data-testid="promotion-period"]')?.textContent).toBe('Valid from 01/04/2026 12:00 PM');
  });

  it('tells a player the promotion rate of their VIP tier from the refresh; a guest sees none', async () => {
    replaceState(siteState, defaultSite());
    const data = refreshFixture();
    if (!data.tier) throw new Error('the fixture has a tier');
    data.tier = {
      ...data.tier,
      name: { en: 'Jade', zh: '翡翠', ms: 'Jed' },
      rate: { en: 'Daily bonus +5%', zh: '每日奖金 +5%', ms: 'Bonus harian +5%' },
    };
    h.answers.set(`GET ${API.vips}`, ok(data));
    await h.render(<PromotionsScreen />);
    expect(h.container.querySelector('[data-testid="promotion-rate"]')?.textContent).toBe('Your rate at Jade: Daily bonus +5%');
    h.answers.set(`GET ${API.vips}`, ok({ ...data, tier: null }));
    resetTier(); // as a logout leaves it
    await h.render(<PromotionsScreen />);
    expect(h.container.querySelector('[data-testid="promotion-rate"]')).toBeNull();
  });

  it('leads to the event screen, whatever the promotions', async () => {
    replaceState(siteState, defaultSite());
    h.answers.set(`GET ${API.vips}`, ok({ ...refreshFixture(), promotions: [] }));
    await h.render(<PromotionsScreen />);
    const link = h.container.querySelector('[data-testid="promotions-event-link"]');
    expect(link?.getAttribute('href')).toBe('/event');
    expect(link?.textContent).toBe("What's on now and next ›");
  });

  it('says "No promotions found for the current season" when the refresh has none', async () => {
    replaceState(siteState, defaultSite());
    h.answers.set(`GET ${API.vips}`, ok({ ...refreshFixture(), promotions: [] }));
    await h.render(<PromotionsScreen />);
    expect(h.text()).toContain('No promotions found for the current season');
  });

  it('offers a retry when there is nothing saved and the refresh fails', async () => {
    replaceState(siteState, defaultSite());
    h.answers.set(`GET ${API.vips}`, fail(500, 'msg.internalServerError'));
    await h.render(<PromotionsScreen />);
    expect(h.container.querySelector('[data-testid="load-error"]')).not.toBeNull();
    h.answers.set(`GET ${API.vips}`, ok({ ...refreshFixture(), promotions: [] }));
    await h.click(h.container.querySelector('[data-testid="load-error"] button'));
    expect(h.text()).toContain('No promotions found for the current season');
  });
});
