import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '../../../contract/schemas/refresh';
import { replaceState } from '../../state/merge';
import { defaultPlayer, playerState } from '../../state/player';
import { defaultSite, siteState } from '../../state/site';
import { screenHarness } from '../testing';
import InboxPopup from './InboxPopup';

const h = screenHarness();

const item = (id: number, over: Partial<InboxItem> = {}): InboxItem => ({
  id,
  kind: 'redeem',
  title: { en: '', zh: '', ms: '' },
  desc: { en: '', zh: '', ms: '' },
  img: '/uploads/inbox/redeem.svg',
  coin: null,
  credit: null,
  redeem_credit: 20,
  spin_amount: null,
  spin_credit: null,
  redeem_status: 'Success',
  read: false,
  createdAt: '2026-03-01T04:00:00.000Z',
  ...over,
});

const popup = () => h.container.querySelector('[data-testid="inbox-popup"]');

describe('InboxPopup', () => {
  // Fake timers only after rendering: the harness itself waits on real ones.
  const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  beforeEach(() => {
    localStorage.clear();
    replaceState(playerState, { ...defaultPlayer(), authenticated: true, uid: 'popup01' });
    replaceState(siteState, defaultSite());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens about 2 s after new unread data, with its title, text and amount, once per message', async () => {
    await h.render(<InboxPopup />);
    fakeTime();
    expect(popup()).toBeNull();
    await act(async () => {
      siteState.inbox.items = [item(7)];
    });
    await act(async () => {
      vi.advanceTimersByTime(1_900);
    });
    expect(popup()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(popup()?.textContent).toContain('Redemption approved');
    expect(h.container.querySelector('[data-testid="inbox-popup-amount"]')?.textContent).toBe('RM20.00');
    await act(async () => {
      (popup()?.querySelector('button') as HTMLButtonElement).click();
    });
    expect(popup()).toBeNull();
    // The same message again (a later refresh) does not pop up a second time.
    await act(async () => {
      siteState.inbox.items = [item(7)];
    });
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(popup()).toBeNull();
    // A new one does, worded per kind: a rejection carries its reason.
    await act(async () => {
      siteState.inbox.items = [
        item(8, { redeem_status: 'Rejected', desc: { en: 'Duplicate', zh: 'Duplicate', ms: 'Duplicate' } }),
        item(7),
      ];
    });
    await act(async () => {
      vi.advanceTimersByTime(2_100);
    });
    expect(popup()?.textContent).toContain('Redemption rejected');
    expect(popup()?.textContent).toContain('Reason: Duplicate');
  });

  it('stays away from the play screen and from guests', async () => {
    replaceState(playerState, defaultPlayer());
    siteState.inbox.items = [item(9)];
    await h.render(<InboxPopup />);
    fakeTime();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(popup()).toBeNull();
  });
});
