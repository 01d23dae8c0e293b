import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { API } from '../../../contract/routes';
import type { InboxPage } from '../../../contract/schemas/inbox';
import type { InboxItem } from '../../../contract/schemas/refresh';
import { replaceState } from '../../state/merge';
import { defaultSite, siteState } from '../../state/site';
import { fail, ok, screenHarness } from '../testing';
import InboxDetailScreen from './InboxDetailScreen';
import InboxScreen from './InboxScreen';

const h = screenHarness();
const L = (s: string) => ({ en: s, zh: `${s}-zh`, ms: `${s}-ms` });
const item = (id: number, read: boolean): InboxItem => ({
  id,
  kind: 'coin',
  title: L(`Message ${id}`),
  desc: L('Coins for you'),
  img: null,
  coin: 5,
  credit: null,
  redeem_credit: null,
  spin_amount: null,
  spin_credit: null,
  read,
  createdAt: '2026-03-01T04:00:00.000Z',
});

const detailAt = (id: string) => (
  <Router hook={memoryLocation({ path: `/inbox/${id}` }).hook}>
    <Route path="/inbox/:id">
      <InboxDetailScreen />
    </Route>
  </Router>
);

describe('InboxScreen', () => {
  it('lists messages with unread markers and marks all read', async () => {
    replaceState(siteState, defaultSite());
    siteState.inbox.unreadCount = 1;
    const answer: InboxPage = { rows: [item(2, false), item(1, true)], nextCursor: null, unreadCount: 1 };
    h.answers.set(`GET ${API.inbox}`, ok(answer));
    h.answers.set(`POST ${API.inboxReadAll}`, ok({ ok: true, unreadCount: 0 }));
    await h.render(<InboxScreen />);
    const items = [...h.container.querySelectorAll('[data-testid="inbox-item"]')];
    expect(items.map((i) => i.hasAttribute('data-unread'))).toEqual([true, false]);
    expect(items[0]?.textContent).toContain('Message 2');
    await h.click([...h.container.querySelectorAll('button')].find((b) => b.textContent === 'Mark all as read'));
    expect(siteState.inbox.unreadCount).toBe(0);
  });

  it('says the inbox is empty', async () => {
    h.answers.set(`GET ${API.inbox}`, ok({ rows: [], nextCursor: null, unreadCount: 0 }));
    await h.render(<InboxScreen />);
    expect(h.text()).toContain('Your inbox is empty');
  });
});

describe('InboxDetailScreen', () => {
  it('shows the message and takes it off the unread preview', async () => {
    replaceState(siteState, defaultSite());
    siteState.inbox.items = [item(5, false)];
    siteState.inbox.unreadCount = 3;
    h.answers.set(`GET ${API.inboxItem(5)}`, ok({ ...item(5, true) }));
    await h.render(detailAt('5'));
    expect(h.container.querySelector('[data-testid="inbox-detail"]')?.textContent).toContain('Coins for you');
    expect(siteState.inbox.items).toEqual([]);
    expect(siteState.inbox.unreadCount).toBe(2);
  });

  it("offers the message's action as a link to its screen, and nothing for a message without one", async () => {
    const reminder: InboxItem = {
      ...item(6, true),
      kind: 'others',
      title: L('Your coins expire in 14 days'),
      coin: null,
      action: 'freeGame',
    };
    h.answers.set(`GET ${API.inboxItem(6)}`, ok(reminder));
    await h.render(detailAt('6'));
    const link = h.container.querySelector('[data-testid="inbox-action"]');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual(['Play Find The Odd', '/games/fto/play']);

    h.answers.set(`GET ${API.inboxItem(7)}`, ok({ ...reminder, id: 7, action: 'redeem' }));
    await h.render(detailAt('7'));
    const redeem = h.container.querySelector('[data-testid="inbox-action"]');
    expect([redeem?.textContent, redeem?.getAttribute('href')]).toEqual(['Redeem now', '/redeem']);

    h.answers.set(`GET ${API.inboxItem(5)}`, ok(item(5, true)));
    await h.render(detailAt('5'));
    expect(h.container.querySelector('[data-testid="inbox-action"]')).toBeNull();
  });

  it('says "Inbox not found" for a message that is not there', async () => {
    h.answers.set(`GET ${API.inboxItem(404)}`, fail(404, 'msg.inboxNotFound'));
    await h.render(detailAt('404'));
    expect(h.text()).toContain('Inbox not found');
  });
});
