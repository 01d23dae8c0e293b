import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TierStatus } from '../../../contract/loyalty/tiers';
import { API, ROUTES } from '../../../contract/routes';
import type { Profile } from '../../../contract/schemas/account';
import { loadLanguage } from '../../i18n';
import { languageState } from '../../state/language';
import { resetAllStores } from '../../state/persist';
import { playerState } from '../../state/player';
import { applyTier, resetTier } from '../../state/tier';
import { ok, screenHarness } from '../testing';
import { AccountCard } from './AccountCard';

const h = screenHarness();
beforeEach(() => {
  resetAllStores();
  resetTier();
  playerState.authenticated = true;
  h.answers.set(
    `GET ${API.profile}`,
    ok({
      uid: 'jade01',
      fullName: 'Jade Player',
      phone: null,
      language: 'en',
      notify: true,
      canChangeUid: false,
      tgBind: false,
    } satisfies Profile),
  );
});

const GOLD: TierStatus = {
  index: 2,
  name: { en: 'Gold', zh: '黄金', ms: 'Emas' },
  colour: '#d4a017',
  badge: 'crown',
  points: 820,
  from: '2026-08-30T16:00:00.000Z',
  to: '2026-11-28T16:00:00.000Z',
  reviewAt: '2026-11-28T16:00:00.000Z',
  grantedUntil: null,
  keep: null,
  rate: { en: 'Gold rate', zh: '黄金费率', ms: 'Kadar emas' },
  next: null,
};

/** The card where settings mounts it: inside the /setting nest. */
async function renderInSettings() {
  const location = memoryLocation({ path: ROUTES.setting, record: true });
  await h.render(
    <Router hook={location.hook}>
      <Route path={ROUTES.setting} nest>
        <AccountCard />
      </Route>
    </Router>,
  );
  return location;
}

const chip = () => h.container.querySelector<HTMLAnchorElement>('a[data-testid="tier-chip"]');

describe("the account card's tier chip", () => {
  it("names the player's tier with its badge and leaves the settings nest for /vip", async () => {
    applyTier(GOLD);
    const location = await renderInSettings();
    expect(chip()?.textContent).toBe('VIP tier: Gold');
    expect(chip()?.querySelector('svg[data-badge="crown"]')).not.toBeNull();
    expect(chip()?.getAttribute('href')).toBe(ROUTES.vip);
    await h.click(chip());
    expect(location.history?.at(-1)).toBe(ROUTES.vip);
  });

  it('speaks Chinese', async () => {
    applyTier(GOLD);
    languageState.lang = 'zh';
    try {
      await act(() => loadLanguage('zh'));
      await renderInSettings();
      expect(chip()?.textContent).toBe('VIP 等级：黄金');
    } finally {
      await act(() => loadLanguage('en'));
    }
  });

  it('is not shown without a tier', async () => {
    await renderInSettings();
    expect(h.container.querySelector('[data-testid="account-card"]')).not.toBeNull();
    expect(chip()).toBeNull();
  });
});
